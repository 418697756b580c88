import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, signUpOwner } from '../helpers/worker-client'

const validRv = {
  name: 'Coastal Cruiser',
  type: 'Class C',
  description: 'Cab-over bunk, solar, outdoor shower.',
  sleeps: 6,
  length: 28,
  pricePerNight: '189.50',
  imageUrl: '/media/demo/rv-coastal-cruiser.svg',
  features: ' Solar,  Outdoor shower ,, Bike rack ',
  available: true,
  mileage: 42000,
  year: 2022,
  make: 'Winnebago',
  model: 'Minnie Winnie',
}

async function createRv(cookie: string, overrides: Record<string, unknown> = {}) {
  return call('/api/rvs', { cookie, json: { ...validRv, ...overrides } })
}

describe('RVs', () => {
  it('creates an RV for the signed-in owner, splitting features and keeping money exact', async () => {
    const owner = await signUpOwner()
    const response = await createRv(owner.cookie)
    expect(response.status).toBe(201)
    const rv = await response.json<Record<string, unknown>>()
    expect(rv).toMatchObject({ name: 'Coastal Cruiser', type: 'Class C', sleeps: 6, pricePerNight: '189.50', features: ['Solar', 'Outdoor shower', 'Bike rack'], available: true, turnaroundDays: 1 })
    expect(rv).not.toHaveProperty('ownerId')
    const row = await env.DB.prepare('select owner_id, price_per_night_cents from rvs where id = ?').bind(rv.id).first<{ owner_id: string; price_per_night_cents: number }>()
    expect(row).toEqual({ owner_id: owner.user.id, price_per_night_cents: 18950 })
  })

  it('ignores an owner id sent in the body', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const rv = await (await createRv(owner.cookie, { ownerId: other.user.id })).json<{ id: string }>()
    const row = await env.DB.prepare('select owner_id from rvs where id = ?').bind(rv.id).first<{ owner_id: string }>()
    expect(row?.owner_id).toBe(owner.user.id)
  })

  it.each([
    ['sleeps', 1, 0, 'Sleeps must be between 1 and 12'],
    ['sleeps', 12, 13, 'Sleeps must be between 1 and 12'],
    ['length', 10, 9, 'Length must be between 10 and 50'],
    ['length', 50, 51, 'Length must be between 10 and 50'],
    ['pricePerNight', '0', '-1', 'Price per night must be an amount like 125.00 (at most 2 decimals, not negative)'],
    ['pricePerNight', '0.01', '0.001', 'Price per night must be an amount like 125.00 (at most 2 decimals, not negative)'],
    ['year', 1990, 1989, `Year must be between 1990 and ${new Date().getFullYear() + 1}`],
    ['year', new Date().getFullYear() + 1, new Date().getFullYear() + 2, `Year must be between 1990 and ${new Date().getFullYear() + 1}`],
    ['mileage', 0, -1, 'Mileage must be between 0 and 2000000'],
  ])('%s accepts %s and refuses %s', async (field, inside, outside, message) => {
    const owner = await signUpOwner()
    expect((await createRv(owner.cookie, { [field]: inside })).status).toBe(201)
    const refused = await createRv(owner.cookie, { [field]: outside })
    expect(refused.status).toBe(400)
    const body = await refused.json<{ fields: Record<string, string[]> }>()
    expect(body.fields[field]).toEqual([message])
  })

  it.each([
    '/media/../api/logout',
    '/media/owners/x/../../api/logout',
    'http://example.com/a.jpg',
    'javascript:alert(1)',
    '/api/logout',
    'https://example.com/a b.jpg',
    'https:\\\\example.com\\a.jpg',
  ])('refuses %s as an image address', async (imageUrl) => {
    const owner = await signUpOwner()
    const refused = await createRv(owner.cookie, { imageUrl })
    expect(refused.status).toBe(400)
    expect((await refused.json<{ fields: Record<string, string[]> }>()).fields.imageUrl).toEqual(['Image must be an uploaded photo or a web address starting with https://'])
    const count = await env.DB.prepare('select count(*) as n from rvs where owner_id = ?').bind(owner.user.id).first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('takes an uploaded photo, a demo illustration or an https:// address as the image', async () => {
    const owner = await signUpOwner()
    const form = new FormData()
    form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'rv.png', { type: 'image/png' }))
    const uploaded = await call('/api/uploads', { method: 'POST', body: form, cookie: owner.cookie })
    expect(uploaded.status).toBe(201)
    const { url } = await uploaded.json<{ url: string }>()
    for (const imageUrl of [url, 'https://images.example.com/rv.jpg', '/media/demo/rv-coastal-cruiser.svg']) {
      const response = await createRv(owner.cookie, { imageUrl })
      expect(response.status, imageUrl).toBe(201)
      expect(await response.json()).toMatchObject({ imageUrl })
    }
  })

  it('requires name, type, sleeps and price, and writes nothing when invalid', async () => {
    const owner = await signUpOwner()
    const response = await call('/api/rvs', { cookie: owner.cookie, json: { type: 'Spaceship' } })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string[]> }>()
    expect(fields).toEqual({ name: ['Name is required'], pricePerNight: ['Price per night is required'], sleeps: ['Sleeps is required'], type: ['Choose an RV type'] })
    const blankPrice = await createRv(owner.cookie, { pricePerNight: '' })
    expect((await blankPrice.json<{ fields: Record<string, string[]> }>()).fields.pricePerNight?.[0]).toBe('Price per night is required')
    const count = await env.DB.prepare('select count(*) as n from rvs where owner_id = ?').bind(owner.user.id).first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('lists every RV publicly and only the owner’s own under /mine', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const mine = await (await createRv(owner.cookie, { name: 'Mine' })).json<{ id: string }>()
    const theirs = await (await createRv(other.cookie, { name: 'Theirs' })).json<{ id: string }>()

    const publicIds = (await (await call('/api/rvs')).json<{ id: string }[]>()).map((rv) => rv.id)
    expect(publicIds).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    const ownIds = (await (await call('/api/rvs/mine', { cookie: owner.cookie })).json<{ id: string }[]>()).map((rv) => rv.id)
    expect(ownIds).toEqual([mine.id])
    expect((await call(`/api/rvs/${theirs.id}`)).status).toBe(200)
  })

  it('edits only the owner’s own RV', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const rv = await (await createRv(owner.cookie)).json<{ id: string }>()
    const edited = await call(`/api/rvs/${rv.id}`, { method: 'PUT', cookie: owner.cookie, json: { ...validRv, name: 'Renamed', available: false } })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ name: 'Renamed', available: false })

    const stolen = await call(`/api/rvs/${rv.id}`, { method: 'PUT', cookie: other.cookie, json: { ...validRv, name: 'Stolen' } })
    expect(stolen.status).toBe(404)
    expect((await (await call(`/api/rvs/${rv.id}`)).json<{ name: string }>()).name).toBe('Renamed')
  })

  it('removes an RV without bookings and refuses one with bookings', async () => {
    const owner = await signUpOwner()
    const free = await (await createRv(owner.cookie)).json<{ id: string }>()
    expect((await call(`/api/rvs/${free.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204)
    expect((await call(`/api/rvs/${free.id}`)).status).toBe(404)

    const booked = await (await createRv(owner.cookie)).json<{ id: string }>()
    const customerId = crypto.randomUUID()
    await env.DB.batch([
      env.DB.prepare("insert into customers (id, owner_id, email, created_at) values (?, ?, 'c@example.com', 0)").bind(customerId, owner.user.id),
      env.DB.prepare("insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, created_at, updated_at) values (?, ?, ?, ?, '2030-01-01', '2030-01-03', 100, 0, 0)").bind(crypto.randomUUID(), owner.user.id, customerId, booked.id),
    ])
    const refused = await call(`/api/rvs/${booked.id}`, { method: 'DELETE', cookie: owner.cookie })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'rv_in_use' })
    expect((await call(`/api/rvs/${booked.id}`)).status).toBe(200)
  })
})

describe('fleet today', () => {
  it('counts the owner’s RVs out on a non-cancelled booking that day', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const [out, cancelled, free] = await Promise.all([1, 2, 3].map(async () => (await (await createRv(owner.cookie)).json<{ id: string }>()).id))
    const theirs = (await (await createRv(other.cookie)).json<{ id: string }>()).id
    const customerFor = async (ownerId: string) => {
      const id = crypto.randomUUID()
      await env.DB.prepare('insert into customers (id, owner_id, email, created_at) values (?, ?, ?, 0)').bind(id, ownerId, `${id}@example.com`).run()
      return id
    }
    const [mine, theirCustomer] = await Promise.all([customerFor(owner.user.id), customerFor(other.user.id)])
    const book = (ownerId: string, customerId: string, rvId: string, status: string) =>
      env.DB.prepare("insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, created_at, updated_at) values (?, ?, ?, ?, '2030-05-01', '2030-05-05', 100, ?, 0, 0)").bind(crypto.randomUUID(), ownerId, customerId, rvId, status)
    await env.DB.batch([book(owner.user.id, mine, out!, 'confirmed'), book(owner.user.id, mine, cancelled!, 'cancelled'), book(other.user.id, theirCustomer, theirs, 'confirmed')])
    expect(free).toBeTruthy()

    const today = async (date: string) => (await call(`/api/rvs/mine/today?date=${date}`, { cookie: owner.cookie })).json()
    expect(await today('2030-05-01')).toEqual({ date: '2030-05-01', bookedRvs: 1 })
    expect(await today('2030-05-05')).toEqual({ date: '2030-05-05', bookedRvs: 1 })
    expect(await today('2030-05-06')).toEqual({ date: '2030-05-06', bookedRvs: 0 })
    expect((await call('/api/rvs/mine/today?date=tomorrow', { cookie: owner.cookie })).status).toBe(400)
  })
})
