import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dayFromToday, makeCustomer, makeRv, makeVenue, ownerWithFleet } from '../helpers/fleet'
import { attemptsUntilLimited } from '../helpers/rate-limit'
import {
  api,
  type Api,
  type ArgsOf,
  errorOf,
  type JsonOf,
  signUpEstablishedOwner,
  signUpOwner,
  unchecked,
} from '../helpers/worker-client'

const countBookings = async (rvId: string) =>
  (await env.DB.prepare('select count(*) as n from bookings where rv_id = ?').bind(rvId).first<{ n: number }>())!.n

describe('creating a booking', () => {
  it('prices it on the server from stored prices, ignoring the client total', async () => {
    const { owner, book } = await ownerWithFleet({ pricePerNight: '150.25' })
    const venue = await makeVenue(owner.cookie, { pricePerNight: '35.50' })
    const response = await book({
      startDate: dayFromToday(10),
      endDate: dayFromToday(13),
      venueId: venue.id,
      totalPrice: '1.00',
      notes: 'Late arrival',
    })
    expect(response.status).toBe(201)
    const booking = await response.json()
    // 3 nights × 150.25 + 3 × 35.50
    expect(booking).toMatchObject({
      totalPrice: '557.25',
      status: 'pending',
      paymentStatus: 'pending',
      notes: 'Late arrival',
      heldUntil: null,
    })
    expect(booking.quote).toEqual({
      nights: 3,
      lines: [
        { code: 'rv_nights', label: 'Test RV', quantity: 3, unitCents: 15_025, amountCents: 45_075 },
        { code: 'venue_nights', label: 'Test Venue', quantity: 3, unitCents: 3_550, amountCents: 10_650 },
      ],
      totalCents: 55_725,
    })
    const history = await env.DB.prepare(
      'select from_status, to_status from booking_status_changes where booking_id = ?',
    )
      .bind(booking.id)
      .all()
    expect(history.results).toEqual([{ from_status: null, to_status: 'pending' }])
    // The booking keeps the price it was sold at when the RV's price changes later.
    await env.DB.prepare('update rvs set price_per_night_cents = 99900 where id = ?').bind(booking.rvId).run()
    const later = await (await api(owner.cookie).bookings[':id'].$get({ param: { id: booking.id } })).json()
    expect(later).toMatchObject({ totalPrice: '557.25', quote: { totalCents: 55_725 } })
    const listed = await (await api(owner.cookie).bookings.$get({ query: {} })).json()
    expect(listed.items).toEqual([
      expect.objectContaining({ id: booking.id, rvName: 'Test RV', customerName: 'Test Renter' }),
    ])
    expect(listed.total).toBe(1)
  })

  it('refuses overlapping dates with 409 and writes nothing', async () => {
    const { rv, book } = await ownerWithFleet()
    expect((await book({ startDate: dayFromToday(20), endDate: dayFromToday(25) })).status).toBe(201)
    const clash = await book({ startDate: dayFromToday(22), endDate: dayFromToday(27) })
    expect(clash.status).toBe(409)
    expect(await clash.json()).toEqual({ code: 'rv_unavailable', message: 'This RV is already booked for those dates' })
    expect(await countBookings(rv.id)).toBe(1)
  })

  it('keeps the turnaround buffer free after each booking, and frees cancelled dates', async () => {
    const { rv, book } = await ownerWithFleet({ turnaroundDays: 2 })
    expect((await book({ startDate: dayFromToday(30), endDate: dayFromToday(33) })).status).toBe(201)
    // Returned on day 33: days 33 and 34 are for cleaning, so day 35 is the first possible pickup.
    expect((await book({ startDate: dayFromToday(34), endDate: dayFromToday(36) })).status).toBe(409)
    expect((await book({ startDate: dayFromToday(35), endDate: dayFromToday(37) })).status).toBe(201)
    // A new booking also needs its own buffer before the next pickup (day 30).
    expect((await book({ startDate: dayFromToday(26), endDate: dayFromToday(29) })).status).toBe(409)
    expect((await book({ startDate: dayFromToday(25), endDate: dayFromToday(28) })).status).toBe(201)
    await env.DB.prepare("update bookings set status = 'cancelled' where rv_id = ? and start_date = ?")
      .bind(rv.id, dayFromToday(30))
      .run()
    expect((await book({ startDate: dayFromToday(31), endDate: dayFromToday(32) })).status).toBe(201)
  })

  it('lets an expired unpaid hold stop blocking, but never a paid one', async () => {
    const { rv, book } = await ownerWithFleet()
    const held = await (await book({ startDate: dayFromToday(40), endDate: dayFromToday(42) })).json()
    await env.DB.prepare('update bookings set held_until = ? where id = ?')
      .bind(Date.now() - 1000, held.id)
      .run()
    const paid = await book({ startDate: dayFromToday(40), endDate: dayFromToday(42) })
    expect(paid.status).toBe(201)
    const paidId = (await paid.json()).id
    await env.DB.prepare("update bookings set held_until = ?, payment_status = 'succeeded' where id = ?")
      .bind(Date.now() - 1000, paidId)
      .run()
    expect((await book({ startDate: dayFromToday(41), endDate: dayFromToday(43) })).status).toBe(409)
    expect(await countBookings(rv.id)).toBe(2)
  })

  it('keeps a held booking the owner has confirmed, even after its hold would have lapsed', async () => {
    const { owner, rv, book } = await ownerWithFleet()
    const held = await (await book({ startDate: dayFromToday(44), endDate: dayFromToday(46) })).json()
    await env.DB.prepare('update bookings set held_until = ? where id = ?')
      .bind(Date.now() + 60_000, held.id)
      .run()
    await api(owner.cookie).bookings[':id'].status.$patch({ param: { id: held.id }, json: { status: 'confirmed' } })
    expect(
      await env.DB.prepare('select held_until from bookings where id = ?').bind(held.id).first('held_until'),
    ).toBeNull()
    expect((await book({ startDate: dayFromToday(44), endDate: dayFromToday(46) })).status).toBe(409)
    expect(await countBookings(rv.id)).toBe(1)
  })

  it('lets exactly one of 200 concurrent requests for the same dates win', async () => {
    const { rv, book } = await ownerWithFleet()
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => book({ startDate: dayFromToday(50 + (i % 3)), endDate: dayFromToday(55) })),
    )
    const statuses = responses.map((response): number => response.status)
    expect(new Set(statuses)).toEqual(new Set([201, 409]))
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(199)
    expect(await countBookings(rv.id)).toBe(1)
    // 200 real requests through workerd: on 2 busy cores this can take longer than a unit test's default.
  }, 30_000)

  it('validates dates: calendar days only, not in the past, end after start', async () => {
    const { book } = await ownerWithFleet()
    // The first message per field, as the form shows it.
    const fields = async (json: Parameters<typeof book>[0]) => {
      const response = await book(json)
      expect(response.status).toBe(400)
      const body = await errorOf(response)
      return Object.fromEntries(Object.entries(body.fields!).map(([field, messages]) => [field, [messages![0]]]))
    }
    expect(await fields({ startDate: `${dayFromToday(5)}T00:00:00Z`, endDate: dayFromToday(7) })).toMatchObject({
      startDate: ['Start date must be a calendar day like 2026-07-04, without a time'],
    })
    expect(await fields({ startDate: dayFromToday(-3), endDate: dayFromToday(2) })).toMatchObject({
      startDate: ['Start date cannot be in the past'],
    })
    expect(await fields({ startDate: dayFromToday(5), endDate: dayFromToday(5) })).toMatchObject({
      endDate: ['End date must be after the start date'],
    })
    expect(await fields({ startDate: '2030-02-30', endDate: '2030-03-02' })).toMatchObject({
      startDate: ['Start date is not a real date'],
    })
    expect(await fields({ startDate: '30/06/2030', endDate: '2030-07-02' })).toMatchObject({
      startDate: ['Start date must be a calendar day like 2026-07-04'],
    })
  })

  it('only books the owner’s own RVs and customers, and not an unavailable RV', async () => {
    const { owner, customer, rv } = await ownerWithFleet()
    const other = await signUpOwner()
    const theirRv = await makeRv(other.cookie)
    const theirCustomer = await makeCustomer(other.cookie)
    const dates = { startDate: dayFromToday(60), endDate: dayFromToday(62) }
    // Another owner's id in a body is as unknown as one in a path: 404, naming the field to fix.
    const withTheirRv = await api(owner.cookie).bookings.$post({
      json: { customerId: customer.id, rvId: theirRv.id, ...dates },
    })
    expect(withTheirRv.status).toBe(404)
    expect(await withTheirRv.json()).toMatchObject({ fields: { rvId: ['Choose one of your RVs'] } })
    const withTheirCustomer = await api(owner.cookie).bookings.$post({
      json: { customerId: theirCustomer.id, rvId: rv.id, ...dates },
    })
    expect(withTheirCustomer.status).toBe(404)
    expect(await withTheirCustomer.json()).toMatchObject({ fields: { customerId: ['Choose one of your customers'] } })
    const parked = await makeRv(owner.cookie, { available: false })
    const refused = await api(owner.cookie).bookings.$post({
      json: { customerId: customer.id, rvId: parked.id, ...dates },
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ message: 'This RV is marked unavailable for rent' })
  })
})

describe('booking lifecycle', () => {
  async function bookingIn(status: 'pending' = 'pending', startsIn = 70) {
    const fleet = await ownerWithFleet()
    const booking = await (
      await fleet.book({ startDate: dayFromToday(startsIn), endDate: dayFromToday(startsIn + 2), status })
    ).json()
    const move = (to: JsonOf<Api['bookings'][':id']['status']['$patch']>['status']) =>
      api(fleet.owner.cookie).bookings[':id'].status.$patch({ param: { id: booking.id }, json: { status: to } })
    return { ...fleet, booking, move }
  }

  it('follows pending → confirmed → in progress (paid, on its pickup day) → completed, recording each change', async () => {
    const { booking, move, owner } = await bookingIn('pending', 0)
    const payment = { method: 'cash', amount: '200.00', paidOn: dayFromToday(0) } as const
    await api(owner.cookie).payments.bookings[':id'].$post({ param: { id: booking.id }, json: payment })
    for (const status of ['confirmed', 'in_progress', 'completed'] as const) {
      const response = await move(status)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ status })
    }
    const history = await env.DB.prepare(
      'select from_status, to_status from booking_status_changes where booking_id = ? order by created_at, rowid',
    )
      .bind(booking.id)
      .all()
    expect(history.results).toEqual([
      { from_status: null, to_status: 'pending' },
      { from_status: 'pending', to_status: 'confirmed' },
      { from_status: 'confirmed', to_status: 'in_progress' },
      { from_status: 'in_progress', to_status: 'completed' },
    ])
  })

  it.each([
    ['pending', 'in_progress', 'A pending booking cannot become in progress'],
    ['pending', 'completed', 'A pending booking cannot become completed'],
  ] as const)('refuses %s → %s', async (_, to, message) => {
    const { move } = await bookingIn()
    const response = await move(to)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ code: 'invalid_transition', message })
  })

  it('never reopens a cancelled booking, and cancelling frees the dates', async () => {
    const { move, book } = await bookingIn()
    expect((await move('cancelled')).status).toBe(200)
    expect((await move('confirmed')).status).toBe(409)
    expect((await book({ startDate: dayFromToday(70), endDate: dayFromToday(72) })).status).toBe(201)
  })

  it('lets only one of two racing changes apply', async () => {
    const { booking, move } = await bookingIn()
    const statuses = (await Promise.all([move('confirmed'), move('confirmed')]))
      .map((response) => response.status)
      .sort()
    expect(statuses).toEqual([200, 409])
    const history = await env.DB.prepare('select count(*) as n from booking_status_changes where booking_id = ?')
      .bind(booking.id)
      .first<{ n: number }>()
    expect(history?.n).toBe(2)
  })
})

type SearchQuery = ArgsOf<Api['rvs']['search']['$get']>['query']

describe('the public booking wizard', () => {
  const renter = {
    firstName: 'Rae',
    lastName: 'Field',
    email: 'Rae.Field@example.com',
    phone: '555-222-3333',
    zipCode: '94110',
  }

  it('searches free RVs by dates, type and guests', async () => {
    const { owner, rv: booked, book } = await ownerWithFleet({ name: 'Booked Van', type: 'Class B', sleeps: 2 })
    const free = await makeRv(owner.cookie, { name: 'Free Van', type: 'Class B', sleeps: 4 })
    const parked = await makeRv(owner.cookie, { name: 'Parked Van', type: 'Class B', sleeps: 4, available: false })
    await book({ startDate: dayFromToday(80), endDate: dayFromToday(84) })
    const search = async (query: Omit<SearchQuery, 'startDate' | 'endDate'>) =>
      (
        await (
          await api().rvs.search.$get({ query: { startDate: dayFromToday(81), endDate: dayFromToday(83), ...query } })
        ).json()
      ).items.map((rv) => rv.id)
    const found = await search({ type: 'Class B' })
    expect(found).toContain(free.id)
    expect(found).not.toContain(booked.id)
    expect(found).not.toContain(parked.id)
    expect(await search({ type: 'Class B', guests: '5' })).not.toContain(free.id)
    expect(await search({ type: 'Class A' })).not.toContain(free.id)
    const refused = await api().rvs.search.$get({ query: { startDate: dayFromToday(5), endDate: dayFromToday(4) } })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ fields: { endDate: ['Return date must be after pickup date'] } })
  })

  it('returns the cheapest free RVs first, a page at a time (24 unless told, at most 100)', async () => {
    const owner = await signUpEstablishedOwner()
    const prices = ['9000.00', '9001.00', '9002.00']
    const ids = []
    for (const price of prices)
      ids.push((await makeRv(owner.cookie, { type: 'Class A', sleeps: 12, pricePerNight: price })).id)
    const search = (query: Pick<SearchQuery, 'limit' | 'cursor'>) =>
      api().rvs.search.$get({
        query: { startDate: dayFromToday(81), endDate: dayFromToday(83), type: 'Class A', guests: '12', ...query },
      })
    const two = await (await search({ limit: '2' })).json()
    expect(two.items.map((rv) => rv.id)).toEqual(ids.slice(0, 2))
    const rest = await (await search({ limit: '2', cursor: two.nextCursor! })).json()
    expect(rest).toEqual({ items: [expect.objectContaining({ id: ids[2] })], nextCursor: null })
    expect((await search({ limit: '101' })).status).toBe(400)
    const forged = await search({ cursor: 'bm90LWEtY3Vyc29y' })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ message: 'That page of results is no longer valid. Search again.' })
  })

  it('lets a renter page through every free RV, each once, however many there are (the audit’s limit bug)', async () => {
    const owner = await signUpEstablishedOwner()
    // Equal prices too: the id breaks ties, so no RV is skipped or shown twice at a page edge.
    const created = Array.from({ length: 130 }, (_, n) => ({
      id: crypto.randomUUID(),
      cents: (8000 + Math.floor(n / 3)) * 100,
    }))
    await env.DB.batch(
      created.map((rv) =>
        env.DB.prepare(
          "insert into rvs (id, owner_id, name, slug, type, sleeps, price_per_night_cents, created_at) values (?, ?, 'Paged RV', ?, 'Travel Trailer', 11, ?, 0)",
        ).bind(rv.id, owner.user.id, rv.id, rv.cents),
      ),
    )
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query = {
        startDate: dayFromToday(81),
        endDate: dayFromToday(83),
        type: 'Travel Trailer',
        guests: '11',
      } as const
      const page = await (await api().rvs.search.$get({ query: { ...query, cursor: cursor ?? undefined } })).json()
      seen.push(...page.items.map((rv) => rv.id))
      cursor = page.nextCursor
      pages += 1
    } while (cursor && pages < 10)
    expect(pages).toBe(6) // 24 a page: 5 full pages and 10 more
    expect(seen).toHaveLength(130)
    expect(new Set(seen)).toEqual(new Set(created.map((rv) => rv.id)))
  })

  it('holds a booking at the server price, adds the renter under the RV’s owner, and refuses the same dates after', async () => {
    const { owner, rv } = await ownerWithFleet({ pricePerNight: '200.00' })
    const hold = {
      rvId: rv.id,
      startDate: dayFromToday(90),
      endDate: dayFromToday(92),
      deliveryOptionId: 'home',
      deliveryStreet: '1 Dolores St',
      deliveryCity: 'San Francisco',
      deliveryState: 'CA',
      deliveryZip: '94110',
      totalPrice: '1.00',
      ...renter,
    }
    // The client's total goes along, and is ignored.
    const response = await api().bookings.hold.$post({ json: unchecked(hold) })
    expect(response.status).toBe(201)
    const held = await response.json()
    // 2 nights × 200 + home delivery within the free miles of the RV's pickup location (the default rule's $30)
    expect(held.amount).toBe('430.00')
    expect(held.description).toContain('Test RV')
    expect(Date.parse(held.heldUntil) - Date.now()).toBeGreaterThan(29 * 60_000)

    const booking = await (await api(owner.cookie).bookings[':id'].$get({ param: { id: held.bookingId } })).json()
    expect(booking.status).toBe('pending')
    const customer = await (await api(owner.cookie).customers[':id'].$get({ param: { id: booking.customerId } })).json()
    expect(customer).toMatchObject({ email: 'rae.field@example.com', firstName: 'Rae', phone: '555-222-3333' })

    const again = await api().bookings.hold.$post({ json: unchecked({ ...hold, email: 'someone.else@example.com' }) })
    expect(again.status).toBe(409)
    const customers = await env.DB.prepare('select count(*) as n from customers where owner_id = ?')
      .bind(owner.user.id)
      .first<{ n: number }>()
    expect(customers?.n).toBe(2) // the fleet helper's customer and Rae: the loser wrote nothing
  })

  it('refuses a delivery option that is not offered for the RV', async () => {
    const { rv } = await ownerWithFleet()
    const response = await api().bookings.hold.$post({
      json: {
        rvId: rv.id,
        startDate: dayFromToday(95),
        endDate: dayFromToday(96),
        deliveryOptionId: 'moab-center',
        ...renter,
      },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      fields: { deliveryOptionId: ['Choose one of the delivery options for this RV'] },
    })
  })

  it('limits holds to 10 a minute per client', async () => {
    const burst = await attemptsUntilLimited(10, () =>
      api().bookings.hold.$post(
        { json: { rvId: 'none', startDate: dayFromToday(5), endDate: dayFromToday(6), ...renter } },
        { headers: { 'cf-connecting-ip': '198.51.100.44' } },
      ),
    )
    expect(burst.allowed).toEqual(Array(10).fill(404))
    expect(burst.last).toBe(429)
  })
})
