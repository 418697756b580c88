import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { allPages } from '../helpers/paging'
import { api, type Api, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

const validCustomer = {
  firstName: 'Jo',
  lastName: 'March',
  email: 'Jo.March@Example.com',
  phone: '555-123-4567',
  address: '1 Orchard St',
  city: 'Concord',
  state: 'MA',
  zipCode: '01742',
} satisfies JsonOf<Api['customers']['$post']>

const create = (cookie: string, overrides: Partial<JsonOf<Api['customers']['$post']>> = {}) =>
  api(cookie).customers.$post({ json: { ...validCustomer, ...overrides } })

describe('customers', () => {
  it('creates, reads and lists an owner’s customers', async () => {
    const owner = await signUpOwner()
    const response = await create(owner.cookie)
    expect(response.status).toBe(201)
    const customer = await response.json()
    expect(customer).toMatchObject({ firstName: 'Jo', email: 'jo.march@example.com', zipCode: '01742' })
    expect(await (await api(owner.cookie).customers[':id'].$get({ param: { id: customer.id } })).json()).toEqual(
      customer,
    )
    expect(await (await api(owner.cookie).customers.$get({ query: {} })).json()).toEqual({
      items: [customer],
      nextCursor: null,
      total: 1,
    })
  })

  it('refuses a duplicate email for the same owner with a 409 naming it, but allows it for another owner', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    await create(owner.cookie)
    const duplicate = await create(owner.cookie, { email: 'JO.MARCH@example.com' })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({
      code: 'duplicate_email',
      message: 'A customer with the email jo.march@example.com already exists',
    })
    expect((await create(other.cookie)).status).toBe(201)
  })

  it('edits a customer, refusing an email another customer has', async () => {
    const owner = await signUpOwner()
    const first = await (await create(owner.cookie)).json()
    await create(owner.cookie, { email: 'amy@example.com' })
    const edited = await api(owner.cookie).customers[':id'].$put({
      param: { id: first.id },
      json: { ...validCustomer, city: 'Boston' },
    })
    expect(await edited.json()).toMatchObject({ city: 'Boston' })
    const clash = await api(owner.cookie).customers[':id'].$put({
      param: { id: first.id },
      json: { ...validCustomer, email: 'amy@example.com' },
    })
    expect(clash.status).toBe(409)
  })

  it('saves tags lower-cased and once each, returns them on get and list, and replaces them on edit', async () => {
    const owner = await signUpOwner()
    const response = await create(owner.cookie, { tags: ' Family, ADVENTURE ,family,, Road  Trips ' })
    expect(response.status).toBe(201)
    const customer = await response.json()
    expect(customer).toMatchObject({ tags: ['family', 'adventure', 'road trips'], unsubscribed: false })
    expect(await (await api(owner.cookie).customers[':id'].$get({ param: { id: customer.id } })).json()).toEqual(
      customer,
    )
    expect((await (await api(owner.cookie).customers.$get({ query: {} })).json()).items).toEqual([customer])
    // Without tags a customer has none, and a search finds a tag like any other field.
    await create(owner.cookie, { email: 'untagged@example.com' })
    const search = await (await api(owner.cookie).customers.$get({ query: { q: 'ADVENT' } })).json()
    expect(search.items.map((found) => found.id)).toEqual([customer.id])
    expect(search.total).toBe(1)

    // Tags of every kind, 42 included: what the route refuses is part of the test.
    const edit = (tags: unknown) =>
      api(owner.cookie).customers[':id'].$put({
        param: { id: customer.id },
        json: unchecked({ ...validCustomer, tags }),
      })
    expect(await (await edit(['Adventure', 'Off-Grid', 'adventure'])).json()).toMatchObject({
      tags: ['adventure', 'off-grid'],
    })
    expect(await (await api(owner.cookie).customers[':id'].$get({ param: { id: customer.id } })).json()).toMatchObject({
      tags: ['adventure', 'off-grid'],
    })
    expect(await (await edit('')).json()).toMatchObject({ tags: [] })

    const eleven = Array.from({ length: 11 }, (_, n) => `tag${n}`)
    for (const refused of [
      await edit(eleven),
      await create(owner.cookie, { email: 'many@example.com', tags: eleven }),
    ]) {
      expect(refused.status).toBe(400)
      expect((await errorOf(refused)).fields!.tags).toEqual(['Tags: at most 10 entries'])
    }
    const tooLong = await edit(['x'.repeat(31)])
    expect(tooLong.status).toBe(400)
    expect((await errorOf(tooLong)).fields!.tags).toEqual(['Tags: each entry must be at most 30 characters'])
    expect((await edit(Array.from({ length: 10 }, (_, n) => `tag${n}`))).status).toBe(200)
    expect((await edit(42)).status).toBe(400)
  })

  it('shows a customer who unsubscribed from marketing emails as unsubscribed', async () => {
    const owner = await signUpOwner()
    const customer = await (await create(owner.cookie)).json()
    await env.DB.prepare('update customers set unsubscribed_at = ? where id = ?').bind(Date.now(), customer.id).run()
    const read = await (await api(owner.cookie).customers[':id'].$get({ param: { id: customer.id } })).json()
    expect(read).toMatchObject({ unsubscribed: true })
    expect(read).not.toHaveProperty('unsubscribedAt')
    // Editing the customer never resubscribes them.
    const edited = await api(owner.cookie).customers[':id'].$put({
      param: { id: customer.id },
      json: { ...validCustomer, tags: 'family' },
    })
    expect(await edited.json()).toMatchObject({ tags: ['family'], unsubscribed: true })
  })

  it.each([
    ['email', 'jo@example.com', 'not-an-email', 'Enter a valid email address'],
    ['zipCode', '12345', '1234', 'Zip code must be 5 digits (or ZIP+4)'],
    ['phone', '+1 (555) 123-4567', 'call me', 'Phone must be a phone number, like 555-123-4567'],
    ['firstName', 'J', '', 'First name is required'],
  ])('%s accepts %s and refuses %s', async (field, inside, outside, message) => {
    const owner = await signUpOwner()
    expect((await create(owner.cookie, { [field]: inside })).status).toBe(201)
    const refused = await create(owner.cookie, { email: 'other@example.com', [field]: outside })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields![field]).toEqual([message])
  })

  it('counts the stat tiles from real customers and bookings', async () => {
    const owner = await signUpOwner()
    const rv = await (
      await api(owner.cookie).rvs.$post({ json: { name: 'R', type: 'Class B', sleeps: 2, pricePerNight: '100' } })
    ).json()
    const ids = await Promise.all(
      ['a', 'b', 'c'].map(
        async (name) => (await (await create(owner.cookie, { email: `${name}@example.com` })).json()).id,
      ),
    )
    const book = (customerId: string, start: string, end: string, status = 'confirmed') =>
      env.DB.prepare(
        'insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 100, ?, 0, 0)',
      ).bind(crypto.randomUUID(), owner.user.id, customerId, rv.id, start, end, status)
    await env.DB.batch([
      book(ids[0]!, '2026-06-28', '2026-07-02'), // overlaps July
      book(ids[0]!, '2026-03-01', '2026-03-04'), // a second booking: returning
      book(ids[1]!, '2026-07-10', '2026-07-12', 'cancelled'), // cancelled counts for nothing
      book(ids[2]!, '2026-08-01', '2026-08-03'),
    ])
    const month = new Date().toISOString().slice(0, 7)
    const july = await (await api(owner.cookie).customers.stats.$get({ query: { month: '2026-07' } })).json()
    expect(july).toEqual({ total: 3, activeThisMonth: 1, newThisMonth: month === '2026-07' ? 3 : 0, returning: 1 })
    const now = await (await api(owner.cookie).customers.stats.$get({ query: { month } })).json()
    expect(now.newThisMonth).toBe(3)
    expect((await api(owner.cookie).customers.stats.$get({ query: { month: '2026-13' } })).status).toBe(400)
  })
})

interface CustomerRow {
  id: string
  firstName: string | null
  lastName: string | null
  email: string
  phone: string | null
  createdAt: number
}

const insertCustomers = (ownerId: string, rows: CustomerRow[]) =>
  env.DB.batch(
    rows.map((row) =>
      env.DB.prepare(
        'insert into customers (id, owner_id, first_name, last_name, email, phone, created_at) values (?, ?, ?, ?, ?, ?, ?)',
      ).bind(row.id, ownerId, row.firstName, row.lastName, row.email, row.phone, row.createdAt),
    ),
  )

const customerRow = (n: number, overrides: Partial<CustomerRow> = {}): CustomerRow => ({
  id: crypto.randomUUID(),
  firstName: 'Paged',
  lastName: `Customer ${n}`,
  email: `paged-${n}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  phone: null,
  // Five customers share each millisecond (a page of 24 ends inside a group): only the id can order them.
  createdAt: 1_700_000_000_000 + Math.floor(n / 5),
  ...overrides,
})

/** Newest first, the id breaking ties: the order the list promises. */
const newestFirst = (rows: CustomerRow[]) =>
  [...rows].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).map((row) => row.id)

/** The Customers page's own filter before the search moved to the server (customer-display.ts). */
function matchedInTheBrowser(customer: CustomerRow, search: string) {
  const digitsOnly = (text: string) => text.replace(/\D/g, '')
  const needle = search.trim().toLocaleLowerCase()
  if (!needle) return true
  const fullName = [customer.firstName, customer.lastName].filter(Boolean).join(' ').toLocaleLowerCase()
  if (fullName.includes(needle) || customer.email.toLocaleLowerCase().includes(needle)) return true
  const looksLikePhone = /^[\d\s().+-]+$/.test(needle) && digitsOnly(needle) !== ''
  return looksLikePhone && customer.phone !== null && digitsOnly(customer.phone).includes(digitsOnly(needle))
}

describe('customer list', () => {
  it('pages through every customer exactly once, newest first, however many share a millisecond', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const mine = Array.from({ length: 130 }, (_, n) => customerRow(n))
    const theirs = Array.from({ length: 30 }, (_, n) => customerRow(n))
    await Promise.all([insertCustomers(owner.user.id, mine), insertCustomers(other.user.id, theirs)])

    const { pages, items } = await allPages((cursor) => api(owner.cookie).customers.$get({ query: { cursor } }))
    expect(pages.map((page) => page.items.length)).toEqual([24, 24, 24, 24, 24, 10])
    expect(pages.every((page) => page.total === 130)).toBe(true)
    expect(items.map((customer) => customer.id)).toEqual(newestFirst(mine))

    const big = await allPages((cursor) => api(owner.cookie).customers.$get({ query: { limit: '100', cursor } }))
    expect(big.pages.map((page) => page.items.length)).toEqual([100, 30])
    expect(big.items.map((customer) => customer.id)).toEqual(newestFirst(mine))
    expect(
      (await allPages((cursor) => api(other.cookie).customers.$get({ query: { limit: '1', cursor } }))).items.map(
        (customer) => customer.id,
      ),
    ).toEqual(newestFirst(theirs))
  })

  it('searches name, email and phone on the server as the page did in the browser', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const at = (n: number) => 1_700_000_000_000 + n
    const rows: CustomerRow[] = [
      {
        id: crypto.randomUUID(),
        firstName: 'Quinn',
        lastName: 'Harbor',
        email: 'quinn.h@example.com',
        phone: '555-010-2000',
        createdAt: at(1),
      },
      {
        id: crypto.randomUUID(),
        firstName: 'Ana',
        lastName: null,
        email: 'ana@foo.test',
        phone: '(555) 010 2000',
        createdAt: at(2),
      },
      {
        id: crypto.randomUUID(),
        firstName: null,
        lastName: null,
        email: 'solo_user@example.com',
        phone: null,
        createdAt: at(3),
      },
      {
        id: crypto.randomUUID(),
        firstName: null,
        lastName: 'Lastonly',
        email: 'last@example.com',
        phone: '+1 555.777.8888',
        createdAt: at(3),
      },
      {
        id: crypto.randomUUID(),
        firstName: '100%',
        lastName: 'Pure',
        email: 'pct@example.com',
        phone: null,
        createdAt: at(4),
      },
      {
        id: crypto.randomUUID(),
        firstName: 'Back\\slash',
        lastName: 'Soloway',
        email: 'bs@example.com',
        phone: '555 123 4567',
        createdAt: at(5),
      },
    ]
    await insertCustomers(owner.user.id, rows)
    // Another owner's customer matches every search below that finds Quinn: it must never appear.
    await insertCustomers(other.user.id, [{ ...rows[0]!, id: crypto.randomUUID() }])

    const searches = [
      'quinn',
      'QUINN HARBOR',
      'n h',
      'harbor',
      'example.com',
      '555-010',
      '5550102000',
      '(555) 010 2000',
      '010 20',
      '%',
      '_',
      '\\',
      'solo_',
      '100%',
      '% p',
      '+1 555',
      '5557778888',
      'lastonly',
      ' ana ',
      'nobody',
      '',
    ]
    for (const search of searches) {
      const found = await allPages((cursor) =>
        api(owner.cookie).customers.$get({ query: { limit: '2', q: search, cursor } }),
      )
      const expected = newestFirst(rows.filter((row) => matchedInTheBrowser(row, search)))
      expect(
        found.items.map((customer) => customer.id),
        `search ${JSON.stringify(search)}`,
      ).toEqual(expected)
      expect(found.pages[0]!.total, `total for ${JSON.stringify(search)}`).toBe(expected.length)
    }

    // The longest search still runs (D1 refuses LIKE patterns over 50 bytes; 100 'é' are 200).
    const longest = await api(owner.cookie).customers.$get({ query: { q: 'é'.repeat(100) } })
    expect(await longest.json()).toMatchObject({ items: [], total: 0 })
    const tooLong = await api(owner.cookie).customers.$get({ query: { q: 'a'.repeat(101) } })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toMatchObject({ message: 'Search must be at most 100 characters' })
  })
})
