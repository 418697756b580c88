/**
 * A valid request for every write route, built once per route for the fuzzing owner: the fuzz
 * mutates one field of it at a time, so the checks behind the first schema check (ownership,
 * dates that clash, amounts that must match) are reached too, not only "field is required".
 */
import { api, signUpEstablishedOwner } from './worker-client'
import {
  created,
  inDays,
  matrixBooking,
  matrixCustomer,
  matrixLead,
  matrixRv,
  matrixSettingsBody,
} from './matrix-objects'
import { ownedObjectFactories } from './owned-objects'
import { matrixCompletedTrip, matrixPublishedReview, matrixRenterReviewBody } from './reviews'
import { referencingBodyFactories } from './referencing-bodies'
import { partnerVenueBody } from './partners'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'

export interface ValidRequest {
  /** Path params addressing the fuzzing owner's own object. */
  params: Record<string, string>
  /** The JSON body; routes that read none get `{}`, so the fuzz still sends them bodies. */
  body: Record<string, unknown>
  /** Multipart routes: a valid form (new each time: a form's file is read once). */
  form?: () => FormData
}

type Factory = (cookie: string) => Promise<ValidRequest>

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const photo = () => new File([PNG], 'photo.png', { type: 'image/png' })

/** An owner's confirmed booking of a new RV, with its customer's email (what a renter proves it with). */
async function confirmedBooking(cookie: string) {
  const email = `${crypto.randomUUID()}@example.com`
  const customer = await created(
    api(cookie).customers.$post({ json: { firstName: 'Fuzz', lastName: 'Renter', email } }),
  )
  const { rv, booking } = await matrixBooking(cookie, { customerId: customer.id, status: 'confirmed' })
  return { bookingId: booking.id, email, rvId: rv.id }
}

/** A renter's conversation on a booking of the owner's, and the secret of the renter's link to it. */
async function renterConversation(cookie: string) {
  const { bookingId, email } = await confirmedBooking(cookie)
  const response = await api().messages['renter-link'].$post(
    { json: { bookingId, email } },
    { headers: { 'cf-connecting-ip': `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } },
  )
  if (response.status !== 200) throw new Error(`renter link: ${response.status} ${await response.text()}`)
  const [, id, key] = /^\/messages\/([^?]+)\?key=(.+)$/.exec((await response.json()).url)!
  return { id: id!, key: key! }
}

/** A confirmed booking the owner recorded a payment for: it has a receipt. */
async function paidBooking(cookie: string) {
  const booking = await confirmedBooking(cookie)
  const payment = { method: 'cash', amount: '1.00', paidOn: inDays(-1) } as const
  await created(api(cookie).payments.bookings[':id'].$post({ param: { id: booking.bookingId }, json: payment }))
  return booking
}

const stay = (rvId: string) => ({ rvId, startDate: inDays(40), endDate: inDays(43), zipCode: '84532' })
const renter = { firstName: 'Fuzz', lastName: 'Renter', email: 'fuzz.renter@example.com', phone: '555-222-3333' }

/** A renter's hold on a new RV of the owner's: the booking checkout pays for. */
async function heldBookingOf(cookie: string) {
  const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
  const response = await api().bookings.hold.$post(
    { json: { ...stay(rv.id), ...renter } },
    { headers: { 'cf-connecting-ip': `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } },
  )
  if (response.status !== 201) throw new Error(`hold: ${response.status} ${await response.text()}`)
  return (await response.json()).bookingId
}

/** The test-mode card form's valid body for a new hold, and the hold's booking id. */
async function testCardPayment(cookie: string) {
  const bookingId = await heldBookingOf(cookie)
  const intent = await api()['create-payment-intent'].$post(
    { json: { amount: 297, bookingId } },
    { headers: { 'cf-connecting-ip': '198.51.100.250' } },
  )
  const { clientSecret } = await intent.json()
  return { bookingId, card: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } }
}

const body =
  (json: Record<string, unknown>): Factory =>
  () =>
    Promise.resolve({ params: {}, body: json })

/** Routes whose valid request is not one the route matrix already builds. */
const explicit: Record<string, Factory> = {
  'PUT /api/pricing/settings': body(matrixSettingsBody),
  'POST /api/rvs': body({ ...matrixRv, features: ['Solar'], year: 2020, mileage: 1000 }),
  'POST /api/customers': () =>
    Promise.resolve({
      params: {},
      body: { firstName: 'Fuzz', lastName: 'Customer', email: `${crypto.randomUUID()}@example.com`, zipCode: '84532' },
    }),
  'PUT /api/business/profile': body({ name: 'Fuzz RV Rentals', phone: '555-123-4567', timeZone: 'America/Denver' }),
  'POST /api/business/locations': body({
    name: 'Fuzz yard',
    street: '1 Main St',
    city: 'Moab',
    state: 'UT',
    zipCode: '84532',
    delivers: true,
  }),
  'POST /api/venues': body({ name: 'Fuzz Venue', location: 'Moab, UT', pricePerNight: '30.00', capacity: 10 }),
  'POST /api/campaigns': body({ name: 'Fuzz', emailSubject: 'Hello', emailContent: 'Hi there', startDate: inDays(1) }),
  'POST /api/promotions': () =>
    Promise.resolve({
      params: {},
      body: {
        name: 'Fuzz promotion',
        code: `F${crypto.randomUUID().slice(0, 8)}`,
        discountType: 'percentage',
        discountValue: '10',
        validFrom: inDays(0),
        validUntil: inDays(30),
      },
    }),
  'POST /api/ad-campaigns': body({ name: 'Fuzz ads', budget: '20.00', startDate: inDays(0), endDate: inDays(30) }),
  // Switching role rotates the caller's session (ENDS_THE_CALLERS_SESSIONS).
  'POST /api/auth/role': body({ role: 'partner' }),
  'POST /api/partners/venues': body({ ...partnerVenueBody }),
  'POST /api/partners/photos': () =>
    Promise.resolve({
      params: {},
      body: {},
      form: () => {
        const form = new FormData()
        form.set('file', photo())
        return form
      },
    }),
  'POST /api/uploads': () =>
    Promise.resolve({
      params: {},
      body: {},
      form: () => {
        const form = new FormData()
        form.set('file', photo())
        form.set('purpose', 'photo')
        return form
      },
    }),
  'POST /api/auth/verify-email/resend': body({}),
  'POST /api/auth/sign-out-everywhere': body({}),
  // Not the owner's current password: the fuzzing owner's sessions must outlive the fuzz.
  'POST /api/auth/password': body({
    currentPassword: 'not the current password',
    newPassword: 'a new long passphrase',
  }),
  'POST /api/auth/password-reset/request': body({ email: 'fuzz.owner@example.com' }),
  'POST /api/auth/password-reset': body({ token: 'a'.repeat(32), password: 'a new long passphrase' }),
  'PUT /api/auth/settings': body({ helpPhone: '555-123-4567', timeZone: 'America/Denver' }),
  'POST /api/business-payments/pay': body({}),
  'POST /api/mobile-app/send-link': body({ phone: '(970) 555-0110' }),
  'POST /api/auth/sign-in': body({ email: 'fuzz.owner@example.com', password: 'correct horse battery', role: 'owner' }),
  'POST /api/auth/sign-up': body({
    role: 'owner',
    email: 'fuzz.new.owner@example.com',
    password: 'correct horse battery',
    firstName: 'Fuzz',
    lastName: 'Owner',
  }),
  'POST /api/bookings/quote': async (cookie) => ({
    params: {},
    body: { ...stay((await created(api(cookie).rvs.$post({ json: matrixRv }))).id), promotionCode: 'NOPE' },
  }),
  'POST /api/bookings/hold': async (cookie) => ({
    params: {},
    body: { ...stay((await created(api(cookie).rvs.$post({ json: matrixRv }))).id), ...renter, guests: 2 },
  }),
  'POST /api/issues/report': async (cookie) => {
    const { bookingId, email } = await confirmedBooking(cookie)
    return {
      params: {},
      body: { bookingId, email, title: 'Leak', description: 'Water under the sink', category: 'plumbing' },
    }
  },
  'POST /api/payments/receipts/renter': async (cookie) => {
    const { bookingId, email } = await paidBooking(cookie)
    return { params: {}, body: { bookingId, email } }
  },
  'POST /api/payments/receipts/renter/pdf': async (cookie) => {
    const { bookingId, email } = await paidBooking(cookie)
    return { params: {}, body: { bookingId, email } }
  },
  'POST /api/payments/cancellation': async (cookie) => {
    const { bookingId, email } = await confirmedBooking(cookie)
    return { params: {}, body: { bookingId, email } }
  },
  'POST /api/issues/report/photos': async (cookie) => {
    const { bookingId, email } = await confirmedBooking(cookie)
    return {
      params: {},
      body: { bookingId, email },
      form: () => {
        const form = new FormData()
        form.set('file', photo())
        form.set('bookingId', bookingId)
        form.set('email', email)
        return form
      },
    }
  },
  'POST /api/leads/generate': async (cookie) => ({
    params: {},
    body: {
      rvId: (await created(api(cookie).rvs.$post({ json: matrixRv }))).id,
      firstName: 'Fuzz',
      lastName: 'Lead',
      email: 'fuzz.lead@example.com',
      requestedStartDate: inDays(20),
      requestedEndDate: inDays(22),
      botCheckToken: TEST_BOT_CHECK_TOKEN,
    },
  }),
  'POST /api/messages/enquiries': async () => {
    // Renters enquire only about RVs they can see: those of an owner whose email is confirmed.
    const owner = await signUpEstablishedOwner()
    const rv = await created(api(owner.cookie).rvs.$post({ json: matrixRv }))
    return { params: {}, body: { rvId: rv.id, name: 'Fuzz Renter', email: 'fuzz.enquiry@example.com', body: 'Pets?' } }
  },
  'POST /api/messages/renter-link': async (cookie) => {
    const { bookingId, email } = await confirmedBooking(cookie)
    return { params: {}, body: { bookingId, email } }
  },
  'POST /api/messages/renter/photos': async (cookie) => {
    const { id, key } = await renterConversation(cookie)
    return {
      params: {},
      body: { conversationId: id, key },
      form: () => {
        const form = new FormData()
        form.set('file', photo())
        form.set('conversationId', id)
        form.set('key', key)
        return form
      },
    }
  },
  'POST /api/messages/renter/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}/messages': async (cookie) => {
    const { id, key } = await renterConversation(cookie)
    return { params: { id }, body: { key, body: 'Fuzz message', photoUrls: [] } }
  },
  'POST /api/reviews/renter/lookup': async (cookie) => {
    const { bookingId, email } = await matrixCompletedTrip(cookie)
    return { params: {}, body: { bookingId, email } }
  },
  'POST /api/reviews/renter': async (cookie) => {
    const { bookingId, email } = await matrixCompletedTrip(cookie)
    return { params: {}, body: { bookingId, email, ...matrixRenterReviewBody } }
  },
  'POST /api/reviews/renter/reply': async (cookie) => {
    const { bookingId, email } = await matrixPublishedReview(cookie, 'owner')
    return { params: {}, body: { bookingId, email, body: 'Thanks for having us!' } }
  },
  'POST /api/marketing/unsubscribe': body({ token: 'ab'.repeat(16) }),
  'POST /api/create-payment-intent': async (cookie) => ({
    params: {},
    body: { amount: 297, bookingId: await heldBookingOf(cookie), description: 'Trip' },
  }),
  'POST /api/payments/test-card': async (cookie) => ({ params: {}, body: (await testCardPayment(cookie)).card }),
  // Stripe's events are trusted by signature only: any body the fuzz sends is unsigned.
  'POST /api/payments/stripe-webhook': body({ id: 'evt_fuzz', type: 'payment_intent.succeeded', data: {} }),
  // The renter's browser reports a payment the provider has confirmed.
  'POST /api/bookings/:id/payment': async (cookie) => {
    const { bookingId, card } = await testCardPayment(cookie)
    const paid = await api().payments['test-card'].$post(
      { json: card },
      { headers: { 'cf-connecting-ip': '198.51.100.251' } },
    )
    if (paid.status !== 200) throw new Error(`test card: ${paid.status} ${await paid.text()}`)
    return { params: { id: bookingId }, body: { status: 'succeeded' } }
  },
  'PUT /api/leads/:id': async (cookie) => ({
    params: { id: (await matrixLead(cookie)).id },
    body: { notes: 'Called' },
  }),
  'POST /api/issues/:id/escalate': async (cookie) => {
    const customer = await matrixCustomer(cookie)
    const issue = await created(
      api(cookie).issues.$post({
        json: {
          customerId: customer.id,
          title: 'Fuzz issue',
          description: 'Broken',
          category: 'electrical',
        },
      }),
    )
    return { params: { id: issue.id }, body: {} }
  },
}

/**
 * Write routes that read no body at all (their params, the session and the stored state say it
 * all). The fuzz still sends them bodies, to an unknown id more often than to the real one; the
 * mass-assignment test proves each really ignores its body.
 */
export const READS_NO_BODY = new Set([
  'POST /api/bookings/:id/accept',
  'POST /api/bookings/:id/decline',
  'POST /api/messages/bookings/:bookingId{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}',
  'DELETE /api/pricing/rvs/:rvId/seasons/:seasonId',
  'DELETE /api/pricing/add-ons/:id',
  'POST /api/auth/verify-email/resend',
  'POST /api/auth/sign-out-everywhere',
  'DELETE /api/rvs/:id',
  'DELETE /api/rvs/:id/photos/:photoId',
  'DELETE /api/venues/:id/spots/:spotId',
  'DELETE /api/partners/venues/:id/sites/:siteId',
  'DELETE /api/partners/venues/:id/closures/:closureId',
  'DELETE /api/business/locations/:id',
  'DELETE /api/issues/maintenance/:id',
  'DELETE /api/issues/calendars/feeds/:feedId',
  'POST /api/issues/calendars/feeds/:feedId/sync',
  'POST /api/issues/calendars/:rvId/export',
  'DELETE /api/issues/calendars/:rvId{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}/export',
  'POST /api/issues/:id/escalate',
  'POST /api/notifications/:id/resend',
  'POST /api/campaigns/:id/send',
  'POST /api/business-payments/pay',
  'POST /api/business-payments/:id/dispute',
])

/** Routes that end every session of their caller: each is called as an owner of its own, so others keep theirs. */
export const ENDS_THE_CALLERS_SESSIONS = new Set(['POST /api/auth/sign-out-everywhere', 'POST /api/auth/role'])

/**
 * The most specific owned-object factory for a path: '/api/venues/:id/spots/:spotId' before
 * '/api/venues/:id'. A param's pattern ('/:id{...}', an id-only route) is left out of the match.
 */
export const ownedFactoryFor = (path: string) => {
  const plain = path.replace(/\{[^}]*\}/g, '')
  return Object.entries(ownedObjectFactories)
    .filter(([prefix]) => plain === prefix || plain.startsWith(`${prefix}/`))
    .sort(([a], [b]) => b.length - a.length)[0]?.[1]
}

/** The valid request for a write route, or undefined when this file does not know the route yet. */
export function validRequestFactory(route: string): Factory | undefined {
  if (explicit[route]) return explicit[route]
  const referencing = referencingBodyFactories[route]
  if (referencing) return async (cookie) => ({ params: {}, body: (await referencing(cookie)).body })
  const owned = ownedFactoryFor(route.split(' ')[1]!)
  if (!owned) return undefined
  return async (cookie) => {
    const object = await owned(cookie)
    const body = READS_NO_BODY.has(route) ? {} : ((object.body ?? {}) as Record<string, unknown>)
    return { params: object.params, body }
  }
}
