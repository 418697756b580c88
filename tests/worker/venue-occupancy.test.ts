/**
 * The venue part of the occupancy rule (issue 23, item 24): a venue's capacity and maximum RV
 * length bind every booking that names it, capacity holds under concurrent holds, and another
 * owner's venue cannot be booked through your RV.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dayFromToday, makeCustomer, makeRv, makeVenue } from '../helpers/fleet'
import { api, type Api, errorOf, type JsonOf, signUpOwner } from '../helpers/worker-client'

type HoldInput = JsonOf<Api['bookings']['hold']['$post']>

let client = 0
const hold = (json: Pick<HoldInput, 'rvId'> & Partial<HoldInput>) => {
  client += 1
  return api().bookings.hold.$post(
    {
      json: {
        zipCode: '94110',
        firstName: 'Rae',
        lastName: 'Field',
        email: `rae${client}-${crypto.randomUUID().slice(0, 6)}@example.com`,
        phone: '555-222-3333',
        startDate: dayFromToday(20),
        endDate: dayFromToday(23),
        ...json,
      },
    },
    { headers: { 'cf-connecting-ip': `198.51.100.${client % 250}` } },
  )
}

const count = (query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .first<number>('n')
const bookingsAt = (venueId: string) => count('select count(*) as n from bookings where venue_id = ?', venueId)

describe('a venue in a booking', () => {
  it("refuses holds of one owner's RV at another owner's venue, writing nothing", async () => {
    const ownerA = await signUpOwner()
    const ownerB = await signUpOwner()
    const bigRv = await makeRv(ownerA.cookie, { length: 45 })
    const venueB = await makeVenue(ownerB.cookie, { capacity: 1, maxRvLength: 20 })
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await hold({ rvId: bigRv.id, venueId: venueB.id })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'not_found', fields: { venueId: [expect.any(String)] } })
    }
    expect(await bookingsAt(venueB.id)).toBe(0)
    expect(await count('select count(*) as n from customers where owner_id = ?', ownerA.user.id)).toBe(0)
    const quote = await api().bookings.quote.$post({
      json: {
        zipCode: '94110',
        rvId: bigRv.id,
        venueId: venueB.id,
        startDate: dayFromToday(20),
        endDate: dayFromToday(23),
      },
    })
    expect(quote.status).toBe(404)
  })

  it("refuses an RV longer than the venue's limit, or of unknown length", async () => {
    const owner = await signUpOwner()
    const venue = await makeVenue(owner.cookie, { capacity: 5, maxRvLength: 20 })
    for (const rv of [await makeRv(owner.cookie, { length: 45 }), await makeRv(owner.cookie)]) {
      const response = await hold({ rvId: rv.id, venueId: venue.id })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        code: 'venue_too_small',
        fields: { venueId: [expect.any(String)] },
      })
    }
    const fits = await makeRv(owner.cookie, { length: 20 })
    expect((await hold({ rvId: fits.id, venueId: venue.id })).status).toBe(201)
    expect(await bookingsAt(venue.id)).toBe(1)
  })

  it('takes exactly its capacity from concurrent holds of different RVs for the same nights', async () => {
    const owner = await signUpOwner()
    const venue = await makeVenue(owner.cookie, { capacity: 1, maxRvLength: 30 })
    const rvs = await Promise.all(Array.from({ length: 12 }, () => makeRv(owner.cookie, { length: 25 })))
    const responses = await Promise.all(rvs.map((rv) => hold({ rvId: rv.id, venueId: venue.id })))
    const statuses = responses.map((response): number => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(rvs.length - 1)
    const refusal = await errorOf(responses.find((response) => response.status === (409 as number))!)
    expect(refusal).toMatchObject({ code: 'venue_full' })
    expect(await bookingsAt(venue.id)).toBe(1)
    // The renters of the refused holds were not written either.
    expect(
      await count("select count(*) as n from customers where owner_id = ? and source = 'hold'", owner.user.id),
    ).toBe(1)

    // Other nights, and the owner's own booking: the venue is full only where it is full. Two RVs
    // that lost the race, so neither is itself taken for those nights.
    const [first, second] = rvs.filter((_, i) => statuses[i] === 409)
    const later = await hold({
      rvId: first!.id,
      venueId: venue.id,
      startDate: dayFromToday(23),
      endDate: dayFromToday(25),
    })
    expect(later.status).toBe(201)
    const customer = await makeCustomer(owner.cookie)
    const ownBooking = await api(owner.cookie).bookings.$post({
      json: {
        customerId: customer.id,
        rvId: second!.id,
        venueId: venue.id,
        startDate: dayFromToday(21),
        endDate: dayFromToday(22),
      },
    })
    expect(ownBooking.status).toBe(409)
    expect(await ownBooking.json()).toMatchObject({ code: 'venue_full' })
    expect(await bookingsAt(venue.id)).toBe(2)
  })

  it("lists for an RV only the venues it may be booked at: its owner's, taking its length", async () => {
    const owner = await signUpOwner()
    const stranger = await signUpOwner()
    const rv = await makeRv(owner.cookie, { length: 25 })
    const [open, roomy, small, theirs] = await Promise.all([
      makeVenue(owner.cookie),
      makeVenue(owner.cookie, { maxRvLength: 30 }),
      makeVenue(owner.cookie, { maxRvLength: 20 }),
      makeVenue(stranger.cookie),
    ])
    const listed = await api().venues.$get({ query: { limit: '100', rvId: rv.id } })
    expect(listed.status).toBe(200)
    const ids = (await listed.json()).items.map((venue) => venue.id)
    expect(ids.sort()).toEqual([open.id, roomy.id].sort())
    expect(ids).not.toContain(small.id)
    expect(ids).not.toContain(theirs.id)
  })
})
