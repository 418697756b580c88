/**
 * The rules a renter's hold and quote keep (issue 23): no pickup day that is over in every time
 * zone, no more guests than the RV sleeps, no stranger's words in an email to an unproven address
 * and no stranger able to use up someone else's holds, and an address for home delivery.
 */
import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { storedBookingEmail } from '../../worker/modules/bookings/emails'
import { holdBooking, renterQuote } from '../../worker/modules/bookings/public-service'
import { suggestedRegionsFor } from '../../worker/modules/bookings/rules/delivery-options'
import { isUsZipCode } from '../../worker/lib/us-zip-code'
import { publicBookingSchema, publicQuoteSchema } from '../../worker/modules/bookings/schemas'
import { mailer } from '../../worker/modules/notifications'
import { dayFromToday, makeRv, makeVenue, ownerWithFleet } from '../helpers/fleet'
import { api, type Api, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

let client = 0
const nextClient = () => `203.0.113.${++client}`

const renter = () => ({
  zipCode: '94110',
  firstName: 'Rae',
  lastName: 'Field',
  email: `renter${crypto.randomUUID().slice(0, 8)}@example.com`,
  phone: '555-222-3333',
})

type HoldInput = JsonOf<Api['bookings']['hold']['$post']>

const hold = (json: Omit<HoldInput, keyof ReturnType<typeof renter>> & Partial<HoldInput>, ip = nextClient()) =>
  api().bookings.hold.$post({ json: { ...renter(), ...json } }, { headers: { 'cf-connecting-ip': ip } })

const quoteOf = (json: Record<string, unknown>) => v.parse(publicQuoteSchema, { zipCode: '94110', ...json })

/** A hold placed directly through the service at the clock's `now`. */
const holdAt = (now: number, json: Record<string, unknown>) =>
  holdBooking({
    ctx: { db: createDb(env.DB), mailer: mailer(env), client: nextClient(), cookies: {}, now },
    input: v.parse(publicBookingSchema, { ...renter(), ...json }),
  })

describe('the pickup day', () => {
  // July 1 ends last in UTC-12, at 2030-07-02 12:00 UTC.
  const lastMomentOfJuly1 = Date.UTC(2030, 6, 2, 11, 59, 59, 999)
  const july1IsOverEverywhere = Date.UTC(2030, 6, 2, 12)
  const stay = { startDate: '2030-07-01', endDate: '2030-07-04' }

  it('may be a day still under way in UTC-12, in the quote and the hold', async () => {
    const { rv } = await ownerWithFleet()
    const db = createDb(env.DB)
    await expect(
      renterQuote({ ctx: { db, now: lastMomentOfJuly1 }, input: quoteOf({ ...stay, rvId: rv.id }) }),
    ).resolves.toBeTruthy()
    await expect(holdAt(lastMomentOfJuly1, { ...stay, rvId: rv.id })).resolves.toMatchObject({ amount: '300.00' })
  })

  it('is refused once it is over in every time zone (yesterday, the issue’s 201), in the quote and the hold', async () => {
    const { rv } = await ownerWithFleet()
    const db = createDb(env.DB)
    const refusal = { status: 400, fields: { startDate: ['Start date cannot be in the past'] } }
    await expect(
      renterQuote({ ctx: { db, now: july1IsOverEverywhere }, input: quoteOf({ ...stay, rvId: rv.id }) }),
    ).rejects.toMatchObject(refusal)
    await expect(holdAt(july1IsOverEverywhere, { ...stay, rvId: rv.id })).rejects.toMatchObject(refusal)
    expect(await env.DB.prepare('select count(*) as n from bookings where rv_id = ?').bind(rv.id).first('n')).toBe(0)
  })
})

describe('guests', () => {
  it('are refused above what the RV sleeps (the issue’s 12 in an RV for 2), in the quote and the hold', async () => {
    const { rv } = await ownerWithFleet({ name: 'Tiny Teardrop', sleeps: 2 })
    const stay = { rvId: rv.id, startDate: dayFromToday(20), endDate: dayFromToday(22), zipCode: '94110' }
    const message = 'Tiny Teardrop sleeps 2, fewer than your 12 guests. Choose a larger RV.'
    for (const response of [
      await api().bookings.quote.$post(
        { json: { ...stay, guests: 12 } },
        { headers: { 'cf-connecting-ip': nextClient() } },
      ),
      await hold({ ...stay, guests: 12 }),
    ]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'too_many_guests', message, fields: { guests: [message] } })
    }
    expect(await env.DB.prepare('select count(*) as n from bookings where rv_id = ?').bind(rv.id).first('n')).toBe(0)
    expect((await hold({ ...stay, guests: 2 })).status).toBe(201)
  })
})

describe('a stranger holding with someone else’s email', () => {
  const phishing = 'Hi your card was charged $2,400 - call 1-800-555-0199'

  it('sends that address no word the stranger typed, and cannot lock its owner out of holding', async () => {
    const owner = await signUpOwner()
    const rvs = await Promise.all(Array.from({ length: 5 }, () => makeRv(owner.cookie)))
    const victim = `victim${crypto.randomUUID().slice(0, 8)}@example.com`
    const attacker = nextClient()
    const dates = { startDate: dayFromToday(20), endDate: dayFromToday(22) }
    const attack = (rvId: string) =>
      hold({ ...dates, rvId, email: victim, firstName: phishing, lastName: 'Support 1-800-555-0199' }, attacker)
    for (const rv of rvs.slice(0, 3)) expect((await attack(rv.id)).status).toBe(201)
    expect((await attack(rvs[3]!.id)).status).toBe(429)

    const { results: emails } = await env.DB.prepare(
      "select email, content, text_content from notifications where email = ? and type = 'booking_confirmation'",
    )
      .bind(victim)
      .all<{ content: string; text_content: string }>()
    expect(emails).toHaveLength(3)
    for (const email of emails) {
      expect(email.text_content).toContain('Hi there,')
      expect(`${email.content}${email.text_content}`).not.toMatch(/card was charged|1-800|Support/)
    }

    // The owner of the address, from their own client, still holds an RV.
    const own = await hold({ ...dates, rvId: rvs[4]!.id, email: victim, firstName: 'Vic' })
    expect(own.status).toBe(201)
  })

  it('greets a customer a hold made generically in later booking emails too', async () => {
    const { rv } = await ownerWithFleet()
    const first = await hold({
      rvId: rv.id,
      startDate: dayFromToday(30),
      endDate: dayFromToday(32),
      firstName: phishing,
    })
    const { bookingId } = await first.json()
    const draft = await storedBookingEmail({
      ctx: { db: createDb(env.DB) },
      input: { type: 'payment_confirmation', bookingId },
    })
    expect(draft).toMatchObject({ customerName: 'there' })
  })
})

describe('delivery to your home', () => {
  const home = {
    deliveryOptionId: 'home',
    deliveryStreet: '742 Evergreen Terrace',
    deliveryCity: 'San Francisco',
    deliveryState: 'CA',
    deliveryZip: '94103',
  } as const

  it('needs a street, city, state and zip, and takes an address for no other delivery', async () => {
    const { rv } = await ownerWithFleet()
    const stay = { rvId: rv.id, startDate: dayFromToday(50), endDate: dayFromToday(52) }
    const missing = await hold({ ...stay, deliveryOptionId: 'home' })
    expect(missing.status).toBe(400)
    expect((await errorOf(missing)).fields!).toMatchObject({
      deliveryStreet: ['Street address is required for delivery to your home'],
      deliveryCity: ['City is required for delivery to your home'],
      deliveryState: ['State is required for delivery to your home'],
      deliveryZip: ['Delivery zip code is required for delivery to your home'],
    })
    const malformed = await hold({
      ...stay,
      ...home,
      deliveryStreet: 'Evergreen',
      deliveryState: unchecked('XX'),
      deliveryZip: '1234',
    })
    expect((await errorOf(malformed)).fields!).toMatchObject({
      deliveryStreet: ['Street address must start with a house number, like 123 Main St'],
      deliveryState: ['Choose a state'],
      deliveryZip: ['Delivery zip code must be 5 digits'],
    })
    // The test RVs are picked up in San Francisco and delivered up to 90 miles away.
    const elsewhere = await hold({ ...stay, ...home, deliveryZip: '10001' })
    expect((await errorOf(elsewhere)).fields!).toMatchObject({
      deliveryOptionId: ["Beyond this owner's 90-mile delivery range"],
    })
    const notHome = await hold({ ...stay, ...home, deliveryOptionId: 'lax-depot' })
    expect(notHome.status).toBe(400)
    expect((await errorOf(notHome)).fields!).toMatchObject({
      deliveryStreet: ['An address is only taken for delivery to your home'],
    })
    expect(await env.DB.prepare('select count(*) as n from bookings where rv_id = ?').bind(rv.id).first('n')).toBe(0)
  })

  it('stores the address on the booking for the owner, and the email names its state and zip', async () => {
    const { owner, rv } = await ownerWithFleet()
    const response = await hold({ rvId: rv.id, startDate: dayFromToday(54), endDate: dayFromToday(56), ...home })
    expect(response.status).toBe(201)
    const { bookingId } = await response.json()
    const booking = await (await api(owner.cookie).bookings[':id'].$get({ param: { id: bookingId } })).json()
    expect(booking).toMatchObject({
      deliveryStreet: '742 Evergreen Terrace',
      deliveryCity: 'San Francisco',
      deliveryState: 'CA',
      deliveryZip: '94103',
      notes: expect.stringContaining('Delivery: Your address (742 Evergreen Terrace, San Francisco, CA 94103)'),
    })
    const listed = await (await api(owner.cookie).bookings.$get({ query: {} })).json()
    expect(listed.items[0]).toMatchObject({ deliveryStreet: '742 Evergreen Terrace' })
    const email = await env.DB.prepare(
      "select content, text_content from notifications where booking_id = ? and type = 'booking_confirmation'",
    )
      .bind(bookingId)
      .first<{ content: string; text_content: string }>()
    expect(email!.text_content).toContain('Delivery: Your address in CA 94103, at the street address you gave.')
    expect(`${email!.content}${email!.text_content}`).not.toContain('Evergreen')
  })

  it('names a venue delivery in the confirmation', async () => {
    const { owner, rv } = await ownerWithFleet()
    const venue = await makeVenue(owner.cookie, {
      name: 'Dolores Park Lot',
      location: '19th St & Dolores St, San Francisco, CA',
      latitude: 37.7596,
      longitude: -122.4269,
    })
    const response = await hold({
      rvId: rv.id,
      venueId: venue.id,
      startDate: dayFromToday(58),
      endDate: dayFromToday(60),
      deliveryOptionId: `venue:${venue.id}`,
    })
    const { bookingId } = await response.json()
    const email = await env.DB.prepare(
      "select text_content from notifications where booking_id = ? and type = 'booking_confirmation'",
    )
      .bind(bookingId)
      .first<{ text_content: string }>()
    expect(email!.text_content).toContain('Delivery: Dolores Park Lot, 19th St & Dolores St, San Francisco, CA.')
  })
})

describe('zip codes', () => {
  it('must be real US ZIP codes (the issue’s 00000) in the search, the quote and the hold', async () => {
    const { rv } = await ownerWithFleet()
    const stay = { rvId: rv.id, startDate: dayFromToday(62), endDate: dayFromToday(64) }
    const search = await api().rvs.search.$get({
      query: { startDate: stay.startDate, endDate: stay.endDate, zipCode: '00000' },
    })
    const quote = await api().bookings.quote.$post(
      { json: { ...stay, zipCode: '00000' } },
      { headers: { 'cf-connecting-ip': nextClient() } },
    )
    for (const response of [search, quote, await hold({ ...stay, zipCode: '00000' })]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        fields: { zipCode: ['00000 is not a US zip code. Check it and try again.'] },
      })
    }
    const homeZip = await hold({
      ...stay,
      deliveryOptionId: 'home',
      deliveryStreet: '1 Main St',
      deliveryCity: 'Nowhere',
      deliveryState: 'CA',
      deliveryZip: '99999',
    })
    expect(homeZip.status).toBe(400)
    expect(await homeZip.json()).toMatchObject({
      fields: { deliveryZip: ['99999 is not a US zip code. Check it and try again.'] },
    })
    expect(await env.DB.prepare('select count(*) as n from bookings where rv_id = ?').bind(rv.id).first('n')).toBe(0)
    const real = await api().rvs.search.$get({
      query: { startDate: stay.startDate, endDate: stay.endDate, zipCode: '94110' },
    })
    expect(real.status).toBe(200)
  })

  it('of every suggested region are real and in the region of the zip they are suggested for', () => {
    for (let digit = 0; digit <= 9; digit++) {
      const zip = `${digit}0000`
      for (const { zipCode } of suggestedRegionsFor(zip).filter((region) => region.zipCode)) {
        expect(isUsZipCode(zipCode!), zipCode).toBe(true)
        expect(zipCode![0], zipCode).toBe(String(digit))
      }
    }
  })
})
