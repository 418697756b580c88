/**
 * The quote and the hold price delivery on the server (issue 26): by the distance from the RV's
 * pickup location to the renter's address (its zip's centroid) or to their venue, by the owner's
 * rule, refused beyond its maximum; an address anywhere within reach will do.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dayFromToday, makePickupLocation, makeRv, makeVenue } from '../helpers/fleet'
import { SOMA_DEPOT } from '../helpers/places'
import { api, type Api, errorOf, type JsonOf, signUpEstablishedOwner } from '../helpers/worker-client'

let client = 0
const headers = () => ({ 'cf-connecting-ip': `203.0.113.${++client}` })

type PickupInput = JsonOf<Api['business']['locations']['$post']>

let day = 10
/** Two nights at $100, on dates no other test of the file takes. */
async function stayAtSoma(location: Partial<PickupInput> = {}) {
  const owner = await signUpEstablishedOwner()
  const pickup = await makePickupLocation(owner.cookie, { ...SOMA_DEPOT, ...location })
  const rv = await makeRv(owner.cookie, { pickupLocationId: pickup.id, pricePerNight: '100.00' })
  day += 3
  const stay = { rvId: rv.id, startDate: dayFromToday(day), endDate: dayFromToday(day + 2), zipCode: '94110' }
  return { owner, rv, stay }
}

type QuoteInput = JsonOf<Api['bookings']['quote']['$post']>
const quote = (json: QuoteInput) => api().bookings.quote.$post({ json }, { headers: headers() })

const renter = {
  firstName: 'Rae',
  lastName: 'Field',
  email: 'rae.delivery@example.com',
  phone: '555-222-3333',
}
type HoldInput = JsonOf<Api['bookings']['hold']['$post']>
const hold = (json: Omit<HoldInput, keyof typeof renter>) =>
  api().bookings.hold.$post({ json: { ...renter, ...json } }, { headers: headers() })

const deliveryLine = async (response: Awaited<ReturnType<typeof quote>>) =>
  (await response.json()).lines.find((line) => line.code === 'delivery')

describe('the quote’s delivery', () => {
  it('to the renter’s address is priced by its distance: the searched zip’s until the address zip is typed', async () => {
    const { stay } = await stayAtSoma()
    // 94110 is 1.5 miles away, within the free miles.
    expect(await deliveryLine(await quote({ ...stay, deliveryOptionId: 'home' }))).toMatchObject({
      label: 'Delivery: Your address · 1.5 miles',
      amountCents: 50_00,
    })
    // Pleasanton (94566) is 30.4 miles away: $50 + 20.4 × $2.50.
    const pleasanton = await quote({ ...stay, deliveryOptionId: 'home', deliveryZip: '94566' })
    expect(pleasanton.status).toBe(200)
    const priced = await pleasanton.json()
    expect(priced.lines.find((line) => line.code === 'delivery')).toMatchObject({
      label: 'Delivery: Your address · 30.4 miles',
      amountCents: 101_00,
    })
    expect(priced.totalCents).toBe(2 * 100_00 + 101_00)
  })

  it('is refused beyond the owner’s maximum, for an address zip that is no ZIP code, and when the owner does not deliver', async () => {
    const { stay } = await stayAtSoma()
    // Mammoth Lakes (93546) is 194.4 miles away.
    const far = await quote({ ...stay, deliveryOptionId: 'home', deliveryZip: '93546' })
    expect(far.status).toBe(400)
    expect((await errorOf(far)).fields).toEqual({
      deliveryOptionId: ["Beyond this owner's 150-mile delivery range"],
    })
    const notAZip = await quote({ ...stay, deliveryOptionId: 'home', deliveryZip: '00000' })
    expect((await errorOf(notAZip)).fields).toEqual({
      deliveryZip: ['00000 is not a US zip code. Check it and try again.'],
    })
    const pickupOnly = await stayAtSoma({ delivers: false })
    const refused = await quote({ ...pickupOnly.stay, deliveryOptionId: 'home' })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields).toEqual({
      deliveryOptionId: ["This RV's owner does not deliver it: choose pickup"],
    })
    // No delivery is pickup, free.
    expect(await deliveryLine(await quote(pickupOnly.stay))).toBeUndefined()
  })

  it('refuses an option that is not offered (the old zip-region ids included)', async () => {
    const { stay } = await stayAtSoma()
    for (const deliveryOptionId of ['pch-beach', 'lax-depot', 'venue:', 'homes']) {
      const response = await quote({ ...stay, deliveryOptionId })
      expect(response.status, deliveryOptionId).toBe(400)
      expect((await errorOf(response)).fields, deliveryOptionId).toEqual({
        deliveryOptionId: ['Choose one of the delivery options for this RV'],
      })
    }
  })

  it('to a venue goes with staying there, and needs the venue’s place on the map', async () => {
    const { owner, stay } = await stayAtSoma()
    // At Concord's centroid (94520): 25.2 miles, $50 + 15.2 × $2.50.
    const [concord, unmapped] = await Promise.all([
      makeVenue(owner.cookie, {
        name: 'Concord Park',
        location: 'Concord, CA',
        latitude: 37.9823,
        longitude: -122.0362,
      }),
      makeVenue(owner.cookie, { name: 'Unmapped Lot', location: 'Oakland, CA' }),
    ])
    const toConcord = `venue:${concord.id}`
    const priced = await quote({ ...stay, venueId: concord.id, deliveryOptionId: toConcord })
    expect(await deliveryLine(priced)).toMatchObject({
      label: 'Delivery: Concord Park · 25.2 miles',
      amountCents: 88_00,
    })

    const elsewhere = await quote({ ...stay, venueId: unmapped.id, deliveryOptionId: toConcord })
    const alone = await quote({ ...stay, deliveryOptionId: toConcord })
    for (const response of [elsewhere, alone])
      expect((await errorOf(response)).fields).toEqual({
        deliveryOptionId: ['Delivery to a venue goes with staying at that venue: choose it'],
      })
    const noPlace = await quote({ ...stay, venueId: unmapped.id, deliveryOptionId: `venue:${unmapped.id}` })
    expect((await errorOf(noPlace)).fields).toEqual({
      deliveryOptionId: ['That venue has no place on the map to deliver to: choose another delivery'],
    })
  })
})

describe('the hold’s delivery', () => {
  const address = { deliveryStreet: '4501 Pleasanton Ave', deliveryCity: 'Pleasanton', deliveryState: 'CA' } as const

  it('takes an address outside the searched zip, charges its distance and tells the owner where', async () => {
    const { owner, stay } = await stayAtSoma()
    const response = await hold({ ...stay, deliveryOptionId: 'home', ...address, deliveryZip: '94566' })
    expect(response.status).toBe(201)
    const held = await response.json()
    expect(held.amount).toBe('301.00')
    const booking = await (await api(owner.cookie).bookings[':id'].$get({ param: { id: held.bookingId } })).json()
    expect(booking.notes).toContain('Delivery: Your address (4501 Pleasanton Ave, Pleasanton, CA 94566)')
    const email = await env.DB.prepare(
      "select text_content from notifications where booking_id = ? and type = 'booking_confirmation'",
    )
      .bind(held.bookingId)
      .first<{ text_content: string }>()
    expect(email!.text_content).toContain('Delivery: Your address in CA 94566, at the street address you gave.')
  })

  it('refuses an address beyond reach, and holds nothing', async () => {
    const { rv, stay } = await stayAtSoma()
    const response = await hold({ ...stay, deliveryOptionId: 'home', ...address, deliveryZip: '93546' })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).fields).toEqual({
      deliveryOptionId: ["Beyond this owner's 150-mile delivery range"],
    })
    expect(await env.DB.prepare('select count(*) as n from bookings where rv_id = ?').bind(rv.id).first('n')).toBe(0)
  })

  it('names a venue delivery in the confirmation', async () => {
    const { owner, stay } = await stayAtSoma()
    const concord = await makeVenue(owner.cookie, {
      name: 'Concord Park',
      location: '2700 Concord Blvd, Concord, CA',
      latitude: 37.9823,
      longitude: -122.0362,
    })
    const response = await hold({ ...stay, venueId: concord.id, deliveryOptionId: `venue:${concord.id}` })
    expect(response.status).toBe(201)
    const held = await response.json()
    // 2 nights × $100, 2 nights × $40 at the venue, $88 delivery.
    expect(held.amount).toBe('368.00')
    const email = await env.DB.prepare(
      "select text_content from notifications where booking_id = ? and type = 'booking_confirmation'",
    )
      .bind(held.bookingId)
      .first<{ text_content: string }>()
    expect(email!.text_content).toContain('Delivery: Concord Park, 2700 Concord Blvd, Concord, CA.')
  })
})
