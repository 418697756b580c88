import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { allPages } from '../helpers/paging'
import { api, type Api, call, errorOf, type JsonOf, signUpEstablishedOwner, unchecked } from '../helpers/worker-client'

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
} satisfies JsonOf<Api['rvs']['$post']>

async function createRv(cookie: string, overrides: Partial<JsonOf<Api['rvs']['$post']>> = {}) {
  return api(cookie).rvs.$post({ json: { ...validRv, ...overrides } })
}

describe('RVs', () => {
  it('creates an RV for the signed-in owner, splitting features and keeping money exact', async () => {
    const owner = await signUpEstablishedOwner()
    const response = await createRv(owner.cookie)
    expect(response.status).toBe(201)
    const rv = await response.json()
    expect(rv).toMatchObject({
      name: 'Coastal Cruiser',
      type: 'Class C',
      sleeps: 6,
      pricePerNight: '189.50',
      features: ['Solar', 'Outdoor shower', 'Bike rack'],
      available: true,
      turnaroundDays: 1,
    })
    expect(rv).not.toHaveProperty('ownerId')
    const row = await env.DB.prepare('select owner_id, price_per_night_cents from rvs where id = ?')
      .bind(rv.id)
      .first<{ owner_id: string; price_per_night_cents: number }>()
    expect(row).toEqual({ owner_id: owner.user.id, price_per_night_cents: 18950 })
  })

  it('ignores an owner id sent in the body', async () => {
    const [owner, other] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
    const rv = await (await createRv(owner.cookie, unchecked({ ownerId: other.user.id }))).json()
    const row = await env.DB.prepare('select owner_id from rvs where id = ?').bind(rv.id).first<{ owner_id: string }>()
    expect(row?.owner_id).toBe(owner.user.id)
  })

  it.each([
    ['sleeps', 1, 0, 'Sleeps must be between 1 and 12'],
    ['sleeps', 12, 13, 'Sleeps must be between 1 and 12'],
    ['length', 10, 9, 'Length must be between 10 and 50'],
    ['length', 50, 51, 'Length must be between 10 and 50'],
    ['pricePerNight', '0.01', '-1', 'Price per night must be an amount like 125.00 (at most 2 decimals, not negative)'],
    ['pricePerNight', '0.01', '0', 'Price per night must be more than $0'],
    [
      'pricePerNight',
      '0.01',
      '0.001',
      'Price per night must be an amount like 125.00 (at most 2 decimals, not negative)',
    ],
    ['year', 1990, 1989, `Year must be between 1990 and ${new Date().getFullYear() + 1}`],
    [
      'year',
      new Date().getFullYear() + 1,
      new Date().getFullYear() + 2,
      `Year must be between 1990 and ${new Date().getFullYear() + 1}`,
    ],
    ['mileage', 0, -1, 'Mileage must be between 0 and 2000000'],
  ])('%s accepts %s and refuses %s', async (field, inside, outside, message) => {
    const owner = await signUpEstablishedOwner()
    expect((await createRv(owner.cookie, { [field]: inside })).status).toBe(201)
    const refused = await createRv(owner.cookie, unchecked({ [field]: outside }))
    expect(refused.status).toBe(400)
    const body = await errorOf(refused)
    expect(body.fields![field]).toEqual([message])
  })

  it.each([
    '/media/../api/logout',
    '/media/owners/x/../../api/logout',
    'http://example.com/a.jpg',
    'javascript:alert(1)',
    api().logout.$path(),
    'https://example.com/a b.jpg',
    'https:\\\\example.com\\a.jpg',
  ])('refuses %s as an image address', async (imageUrl) => {
    const owner = await signUpEstablishedOwner()
    const refused = await createRv(owner.cookie, { imageUrl })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields!.imageUrl).toEqual([
      'Image must be an uploaded photo or a web address starting with https://',
    ])
    const count = await env.DB.prepare('select count(*) as n from rvs where owner_id = ?')
      .bind(owner.user.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('takes an uploaded photo, a demo illustration or an https:// address as the image', async () => {
    const owner = await signUpEstablishedOwner()
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'rv.png', {
      type: 'image/png',
    })
    const uploaded = await api(owner.cookie).uploads.$post({ form: { file } })
    expect(uploaded.status).toBe(201)
    const { url } = await uploaded.json()
    for (const imageUrl of [url, 'https://images.example.com/rv.jpg', '/media/demo/rv-coastal-cruiser.svg']) {
      const response = await createRv(owner.cookie, { imageUrl })
      expect(response.status, imageUrl).toBe(201)
      expect(await response.json()).toMatchObject({ imageUrl })
    }
  })

  it('requires name, type, sleeps and price, and writes nothing when invalid', async () => {
    const owner = await signUpEstablishedOwner()
    const response = await api(owner.cookie).rvs.$post({ json: unchecked({ type: 'Spaceship' }) })
    expect(response.status).toBe(400)
    const { fields } = await errorOf(response)
    expect(fields).toEqual({
      name: ['Name is required'],
      pricePerNight: ['Price per night is required'],
      sleeps: ['Sleeps is required'],
      type: ['Choose an RV type'],
    })
    const blankPrice = await createRv(owner.cookie, { pricePerNight: '' })
    expect((await errorOf(blankPrice)).fields!.pricePerNight?.[0]).toBe('Price per night is required')
    const count = await env.DB.prepare('select count(*) as n from rvs where owner_id = ?')
      .bind(owner.user.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('lists every RV publicly and only the owner’s own under /mine', async () => {
    const [owner, other] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
    const mine = await (await createRv(owner.cookie, { name: 'Mine' })).json()
    const theirs = await (await createRv(other.cookie, { name: 'Theirs' })).json()

    const publicIds = (await (await api().rvs.$get({ query: { limit: '100' } })).json()).items.map((rv) => rv.id)
    expect(publicIds).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    const ownIds = (await (await api(owner.cookie).rvs.mine.$get({ query: {} })).json()).items.map((rv) => rv.id)
    expect(ownIds).toEqual([mine.id])
    expect((await api().rvs[':id'].$get({ param: { id: theirs.id } })).status).toBe(200)
  })

  it('edits only the owner’s own RV', async () => {
    const [owner, other] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
    const rv = await (await createRv(owner.cookie)).json()
    const edited = await api(owner.cookie).rvs[':id'].$put({
      param: { id: rv.id },
      json: { ...validRv, name: 'Renamed', available: false },
    })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ name: 'Renamed', available: false })

    const stolen = await api(other.cookie).rvs[':id'].$put({
      param: { id: rv.id },
      json: { ...validRv, name: 'Stolen' },
    })
    expect(stolen.status).toBe(404)
    expect((await (await api().rvs[':id'].$get({ param: { id: rv.id } })).json()).name).toBe('Renamed')
  })

  it('removes an RV without bookings and refuses one with bookings', async () => {
    const owner = await signUpEstablishedOwner()
    const free = await (await createRv(owner.cookie)).json()
    expect((await api(owner.cookie).rvs[':id'].$delete({ param: { id: free.id } })).status).toBe(204)
    expect((await api().rvs[':id'].$get({ param: { id: free.id } })).status).toBe(404)

    const booked = await (await createRv(owner.cookie)).json()
    const customerId = crypto.randomUUID()
    await env.DB.batch([
      env.DB.prepare("insert into customers (id, owner_id, email, created_at) values (?, ?, 'c@example.com', 0)").bind(
        customerId,
        owner.user.id,
      ),
      env.DB.prepare(
        "insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, created_at, updated_at) values (?, ?, ?, ?, '2030-01-01', '2030-01-03', 100, 0, 0)",
      ).bind(crypto.randomUUID(), owner.user.id, customerId, booked.id),
    ])
    const refused = await api(owner.cookie).rvs[':id'].$delete({ param: { id: booked.id } })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'rv_in_use' })
    expect((await api().rvs[':id'].$get({ param: { id: booked.id } })).status).toBe(200)
  })
})

describe('fleet today', () => {
  it('counts the owner’s RVs out on a non-cancelled booking that day', async () => {
    const [owner, other] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
    const [out, cancelled, free] = await Promise.all(
      [1, 2, 3].map(async () => (await (await createRv(owner.cookie)).json()).id),
    )
    const theirs = (await (await createRv(other.cookie)).json()).id
    const customerFor = async (ownerId: string) => {
      const id = crypto.randomUUID()
      await env.DB.prepare('insert into customers (id, owner_id, email, created_at) values (?, ?, ?, 0)')
        .bind(id, ownerId, `${id}@example.com`)
        .run()
      return id
    }
    const [mine, theirCustomer] = await Promise.all([customerFor(owner.user.id), customerFor(other.user.id)])
    const book = (ownerId: string, customerId: string, rvId: string, status: string) =>
      env.DB.prepare(
        "insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, created_at, updated_at) values (?, ?, ?, ?, '2030-05-01', '2030-05-05', 100, ?, 0, 0)",
      ).bind(crypto.randomUUID(), ownerId, customerId, rvId, status)
    await env.DB.batch([
      book(owner.user.id, mine, out!, 'confirmed'),
      book(owner.user.id, mine, cancelled!, 'cancelled'),
      book(other.user.id, theirCustomer, theirs, 'confirmed'),
    ])
    expect(free).toBeTruthy()

    const today = async (date: string) => (await api(owner.cookie).rvs.mine.today.$get({ query: { date } })).json()
    expect(await today('2030-05-01')).toEqual({ date: '2030-05-01', bookedRvs: 1 })
    expect(await today('2030-05-05')).toEqual({ date: '2030-05-05', bookedRvs: 1 })
    expect(await today('2030-05-06')).toEqual({ date: '2030-05-06', bookedRvs: 0 })
    expect((await api(owner.cookie).rvs.mine.today.$get({ query: { date: 'tomorrow' } })).status).toBe(400)
  })
})

interface RvRow {
  id: string
  name: string
  type: string
  description: string | null
  make: string | null
  model: string | null
  available: boolean
  cents: number
  createdAt: number
}

const insertRvs = (ownerId: string, rows: RvRow[]) =>
  env.DB.batch(
    rows.map((rv) =>
      env.DB.prepare(
        'insert into rvs (id, owner_id, name, slug, type, description, make, model, available, sleeps, price_per_night_cents, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 4, ?, ?)',
      ).bind(
        rv.id,
        ownerId,
        rv.name,
        rv.id,
        rv.type,
        rv.description,
        rv.make,
        rv.model,
        rv.available ? 1 : 0,
        rv.cents,
        rv.createdAt,
      ),
    ),
  )

const rvRow = (n: number, overrides: Partial<RvRow> = {}): RvRow => ({
  id: crypto.randomUUID(),
  name: `Paged RV ${n}`,
  type: 'Class B',
  description: null,
  make: null,
  model: null,
  available: true,
  cents: 10_000,
  // Five RVs share each millisecond (a page of 24 ends inside a group): only the id can order them.
  createdAt: 1_700_000_000_000 + Math.floor(n / 5),
  ...overrides,
})

const newestFirst = (rows: RvRow[]) =>
  [...rows].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).map((row) => row.id)

/** The fleet page's own filters before they moved to the server (fleet-filter.ts). */
function matchedInTheBrowser(rv: RvRow, filters: { q: string; type: string; availability: string }) {
  const needle = filters.q.trim().toLocaleLowerCase()
  const text =
    !needle || [rv.name, rv.make, rv.model, rv.description].some((field) => field?.toLocaleLowerCase().includes(needle))
  return (
    text &&
    (filters.type === 'all' || rv.type === filters.type) &&
    (filters.availability === 'all' || rv.available === (filters.availability === 'available'))
  )
}

describe('RV lists', () => {
  it('pages through the owner’s whole fleet exactly once, newest first, and never another owner’s', async () => {
    const [owner, other] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
    const mine = Array.from({ length: 130 }, (_, n) => rvRow(n))
    const theirs = Array.from({ length: 20 }, (_, n) => rvRow(n))
    await Promise.all([insertRvs(owner.user.id, mine), insertRvs(other.user.id, theirs)])

    const { pages, items } = await allPages((cursor) => api(owner.cookie).rvs.mine.$get({ query: { cursor } }))
    expect(pages.map((page) => page.items.length)).toEqual([24, 24, 24, 24, 24, 10])
    expect(pages.every((page) => page.total === 130)).toBe(true)
    expect(items.map((rv) => rv.id)).toEqual(newestFirst(mine))
    expect(
      (await allPages((cursor) => api(other.cookie).rvs.mine.$get({ query: { limit: '7', cursor } }))).items.map(
        (rv) => rv.id,
      ),
    ).toEqual(newestFirst(theirs))
  })

  it('pages renters through every owner’s RVs exactly once', async () => {
    const [owner, other] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
    const mine = Array.from({ length: 70 }, (_, n) => rvRow(n, { createdAt: 1_600_000_000_000 + Math.floor(n / 4) }))
    const theirs = Array.from({ length: 70 }, (_, n) =>
      rvRow(n, { createdAt: 1_600_000_000_000 + Math.floor(n / 4), available: n % 2 === 0 }),
    )
    await Promise.all([insertRvs(owner.user.id, mine), insertRvs(other.user.id, theirs)])

    const { items } = await allPages((cursor) => api().rvs.$get({ query: { limit: '50', cursor } }))
    const ids = items.map((rv) => rv.id)
    expect(new Set(ids).size).toBe(ids.length)
    // Other tests' RVs in this file are newer; ours are the oldest and come last, in order.
    expect(ids.slice(-140)).toEqual(newestFirst([...mine, ...theirs]))
    const stored = await env.DB.prepare('select count(*) as n from rvs').first<{ n: number }>()
    expect(ids).toHaveLength(stored!.n)
  })

  it('filters by search, type and availability on the server as the fleet page did in the browser', async () => {
    const [owner, other] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
    const at = (n: number) => 1_700_000_000_000 + n
    const rows: RvRow[] = [
      rvRow(0, { name: 'Summit Seeker', type: 'Class B', make: 'Airstream', model: 'Interstate', createdAt: at(1) }),
      rvRow(0, {
        name: 'Desert Fox',
        type: 'Travel Trailer',
        description: 'Solar and a 50% bigger tank',
        available: false,
        createdAt: at(2),
      }),
      rvRow(0, { name: 'Lake_View', type: 'Class A', make: 'Winnebago', model: 'Vista', createdAt: at(2) }),
      rvRow(0, {
        name: 'Coastal Cruiser',
        type: 'Class C',
        description: 'Cab-over bunk, solar',
        make: 'Thor',
        available: false,
        createdAt: at(3),
      }),
      rvRow(0, { name: 'Back\\slash', type: 'Class C', model: 'Summit', createdAt: at(4) }),
    ]
    await insertRvs(owner.user.id, rows)
    await insertRvs(other.user.id, [{ ...rows[0]!, id: crypto.randomUUID() }])

    const searches = [
      '',
      'summit',
      'SOLAR',
      'airstream inter',
      'vista',
      '50%',
      '%',
      '_',
      'lake_',
      '\\',
      'nothing like it',
    ]
    const selects = [
      ['all', 'all'],
      ['Class B', 'all'],
      ['Class C', 'all'],
      ['all', 'available'],
      ['all', 'unavailable'],
      ['Class C', 'unavailable'],
      ['Travel Trailer', 'available'],
    ] as const
    for (const q of searches) {
      for (const [type, availability] of selects) {
        const query = { q, availability, limit: '2', ...(type === 'all' ? {} : { type }) }
        const params = new URLSearchParams(query)
        const found = await allPages((cursor) => api(owner.cookie).rvs.mine.$get({ query: { ...query, cursor } }))
        const expected = newestFirst(rows.filter((rv) => matchedInTheBrowser(rv, { q, type, availability })))
        expect(
          found.items.map((rv) => rv.id),
          params.toString(),
        ).toEqual(expected)
        expect(found.pages[0]!.total, params.toString()).toBe(expected.length)
      }
    }
    const publicSearch = await allPages((cursor) => api().rvs.$get({ query: { q: 'summit', type: 'Class B', cursor } }))
    expect(publicSearch.items.map((rv) => rv.id)).toHaveLength(2) // both owners' Summit Seeker

    for (const query of ['type=Spaceship', 'availability=maybe', `q=${'x'.repeat(101)}`]) {
      expect((await call(`${api().rvs.mine.$path()}?${query}`, { cookie: owner.cookie })).status, query).toBe(400)
      expect((await call(`${api().rvs.$path()}?${query}`)).status, query).toBe(400)
    }
  }, 20_000)

  it('counts the fleet tiles over the whole fleet in SQL, whatever page is loaded', async () => {
    const [owner, other, empty] = await Promise.all([
      signUpEstablishedOwner(),
      signUpEstablishedOwner(),
      signUpEstablishedOwner(),
    ])
    // 100.00 + 100.01 + 100.00 + 99.99 + 100.03 = 500.03 over 5: 100.006 → 100.01 (half up, as the tile rounded).
    const cents = [10_000, 10_001, 10_000, 9_999, 10_003]
    await insertRvs(
      owner.user.id,
      cents.map((price, n) => rvRow(n, { cents: price, available: n !== 1 })),
    )
    await insertRvs(other.user.id, [rvRow(0, { cents: 99_999_00 })])
    const stats = async (cookie: string) => (await api(cookie).rvs.mine.stats.$get()).json()
    expect(await stats(owner.cookie)).toEqual({ total: 5, available: 4, averagePricePerNight: '100.01' })
    expect(await stats(empty.cookie)).toEqual({ total: 0, available: 0, averagePricePerNight: null })

    // Exactly half a cent rounds up: (100.00 + 100.01) / 2 = 100.005 → 100.01.
    const pair = await signUpEstablishedOwner()
    await insertRvs(pair.user.id, [rvRow(0, { cents: 10_000 }), rvRow(1, { cents: 10_001, available: false })])
    expect(await stats(pair.cookie)).toEqual({ total: 2, available: 1, averagePricePerNight: '100.01' })
  })
})
