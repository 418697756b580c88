/**
 * For every API route with an :id, a factory that creates such an object for a given owner and
 * returns the path params that address it. The route matrix test uses these to prove another
 * owner gets a 404. A new :id route without a factory here fails that test by name.
 */
import { env } from 'cloudflare:workers'
import { api } from './worker-client'
import {
  created,
  inDays,
  matrixBooking,
  matrixBouncedFee,
  matrixCampaign,
  matrixCustomer,
  matrixLead,
  matrixRv,
  matrixRvPhoto,
  matrixVenue,
  matrixVenueBody,
  matrixAddOn,
  matrixRatesBody,
  matrixSeason,
  matrixSeasonBody,
} from './matrix-objects'
import { matrixCompletedTrip, matrixPublishedReview } from './reviews'
import {
  matrixPartnerClosure,
  matrixPartnerSite,
  matrixPartnerVenue,
  partnerClosureBody,
  partnerSiteBody,
  partnerVenueBody,
} from './partners'

export interface OwnedObject {
  /** Path params that address the object, e.g. { id }. */
  params: Record<string, string>
  /** A valid body for the routes that write to it, so the answer is about ownership, not input. */
  body?: unknown
}

export type OwnedObjectFactory = (ownerCookie: string) => Promise<OwnedObject>

let requestClient = 0
/** A renter's request to book one of the owner's RVs (not instant book), the card authorised: waiting for an answer. */
async function matrixBookingRequest(cookie: string) {
  const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
  await env.DB.prepare('update rvs set instant_book = 0 where id = ?').bind(rv.id).run()
  const headers = { 'cf-connecting-ip': `198.19.${Math.floor(++requestClient / 250)}.${requestClient % 250}` }
  const renter = {
    firstName: 'Req',
    lastName: 'Renter',
    email: `${crypto.randomUUID()}@example.com`,
    phone: '555-000-1111',
  }
  const stay = { rvId: rv.id, startDate: inDays(20), endDate: inDays(22), zipCode: '10001' }
  const held = await api({ headers }).bookings.hold.$post({ json: { ...stay, ...renter } })
  if (held.status !== 201) throw new Error(`hold: ${held.status} ${await held.text()}`)
  const { bookingId, amount } = await held.json()
  const intent = await api({ headers })['create-payment-intent'].$post({ json: { amount: Number(amount), bookingId } })
  const { clientSecret } = await intent.json()
  const card = { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }
  const paid = await api({ headers }).payments['test-card'].$post({ json: card })
  if (paid.status !== 200) throw new Error(`authorise: ${paid.status} ${await paid.text()}`)
  return bookingId
}

export const ownedObjectFactories: Record<string, OwnedObjectFactory> = {
  // A published renter review of one of the owner's trips: the owner may reply once.
  '/api/reviews/:id': async (cookie) => ({
    params: { id: (await matrixPublishedReview(cookie)).id },
    body: { body: 'Thank you for looking after it!' },
  }),
  '/api/reviews/renters/:bookingId': async (cookie) => ({
    params: { bookingId: (await matrixCompletedTrip(cookie)).bookingId },
  }),
  '/api/ad-campaigns/:id': async (cookie) => ({
    params: {
      id: (await created(api(cookie)['ad-campaigns'].$post({ json: { name: 'Matrix ads', budget: '20.00' } }))).id,
    },
    body: { status: 'active' },
  }),
  '/api/ad-campaigns/:id/performance': async (cookie) => ({
    params: {
      id: (await created(api(cookie)['ad-campaigns'].$post({ json: { name: 'Matrix ads', budget: '20.00' } }))).id,
    },
    body: { csv: 'date,platform,impressions,clicks,conversions,spend\n2026-01-05,google,100,5,1,7.50\n' },
  }),
  '/api/campaigns/:id': async (cookie) => ({
    params: { id: (await matrixCampaign(cookie)).id },
    body: { status: 'paused' },
  }),
  '/api/promotions/:id': async (cookie) => {
    const code = `M${crypto.randomUUID().slice(0, 8)}`
    const promotion = await created(
      api(cookie).promotions.$post({
        json: {
          name: 'Matrix promotion',
          code,
          discountType: 'fixed',
          discountValue: '10.00',
          validFrom: inDays(0),
        },
      }),
    )
    return { params: { id: promotion.id }, body: { active: false } }
  },
  '/api/leads/:id': async (cookie) => ({
    params: { id: (await matrixLead(cookie)).id },
    body: { status: 'contacted' },
  }),
  '/api/business-payments/:id/dispute': async (cookie) => ({ params: { id: (await matrixBouncedFee(cookie)).id } }),
  // The spec's owner code is the owner's own id.
  '/api/business-payments/:code': async (cookie) => ({
    params: { code: (await (await api(cookie).auth.user.$get()).json()).id },
  }),
  '/api/payments/receipts/:id': async (cookie) => {
    const { booking } = await matrixBooking(cookie)
    const payment = { method: 'cash', amount: '1.00', paidOn: inDays(-1) } as const
    await created(api(cookie).payments.bookings[':id'].$post({ param: { id: booking.id }, json: payment }))
    return { params: { id: booking.id } }
  },
  '/api/pricing/rvs/:rvId': async (cookie) => ({
    params: { rvId: (await created(api(cookie).rvs.$post({ json: matrixRv }))).id },
    body: matrixRatesBody,
  }),
  '/api/pricing/rvs/:rvId/seasons': async (cookie) => ({
    params: { rvId: (await created(api(cookie).rvs.$post({ json: matrixRv }))).id },
    body: matrixSeasonBody,
  }),
  '/api/pricing/rvs/:rvId/seasons/:seasonId': async (cookie) => {
    const { rv, season } = await matrixSeason(cookie)
    return { params: { rvId: rv.id, seasonId: season.id }, body: matrixSeasonBody }
  },
  '/api/pricing/add-ons/:id': async (cookie) => {
    const { addOn, body } = await matrixAddOn(cookie)
    return { params: { id: addOn.id }, body }
  },
  '/api/rvs/mine/:id/terms': async (cookie) => ({
    params: { id: (await created(api(cookie).rvs.$post({ json: matrixRv }))).id },
  }),
  // Listing photos: the RV's list and a new photo, the order of its photos, one photo.
  '/api/rvs/:id/photos': async (cookie) => {
    const { rv, body } = await matrixRvPhoto(cookie)
    return { params: { id: rv.id }, body }
  },
  '/api/rvs/:id/photos/order': async (cookie) => {
    const { rv, photo } = await matrixRvPhoto(cookie)
    return { params: { id: rv.id }, body: { ids: [photo.id] } }
  },
  '/api/rvs/:id/photos/:photoId': async (cookie) => {
    const { rv, photo } = await matrixRvPhoto(cookie)
    return { params: { id: rv.id, photoId: photo.id }, body: { alt: 'Matrix view' } }
  },
  '/api/rvs/:id': async (cookie) => {
    const body = matrixRv
    const rv = await created(api(cookie).rvs.$post({ json: body }))
    return { params: { id: rv.id }, body }
  },
  '/api/business/locations/:id': async (cookie) => {
    const body = { name: 'Matrix yard', street: '1 Main St', city: 'Moab', state: 'UT', zipCode: '84532' } as const
    const location = await created(api(cookie).business.locations.$post({ json: body }))
    return { params: { id: location.id }, body }
  },
  '/api/customers/:id': async (cookie) => {
    const body = { firstName: 'Matrix', lastName: 'Customer', email: `${crypto.randomUUID()}@example.com` }
    const customer = await created(api(cookie).customers.$post({ json: body }))
    return { params: { id: customer.id }, body }
  },
  '/api/venues/:id': async (cookie) => {
    const venue = await matrixVenue(cookie)
    return { params: { id: venue.id }, body: matrixVenueBody }
  },
  '/api/venues/:id/spots': async (cookie) => {
    const venue = await matrixVenue(cookie)
    return { params: { id: venue.id }, body: { spotNumber: 'M1', size: 'medium', pricePerNight: '20.00' } }
  },
  '/api/venues/:id/spots/:spotId': async (cookie) => {
    const venue = await matrixVenue(cookie)
    const body = { spotNumber: 'M1', size: 'small', pricePerNight: '15.00' } as const
    const spot = await created(api(cookie).venues[':id'].spots.$post({ param: { id: venue.id }, json: body }))
    return { params: { id: venue.id, spotId: spot.id }, body }
  },
  '/api/messages/bookings/:bookingId': async (cookie) => {
    const { booking } = await matrixBooking(cookie)
    return { params: { bookingId: booking.id } }
  },
  '/api/messages/:id': async (cookie) => {
    const { booking } = await matrixBooking(cookie)
    const conversation = await api(cookie).messages.bookings[':bookingId'].$post({ param: { bookingId: booking.id } })
    if (conversation.status !== 200)
      throw new Error(`conversation: ${conversation.status} ${await conversation.text()}`)
    return { params: { id: (await conversation.json()).id }, body: { body: 'Matrix message', photoUrls: [] } }
  },
  // A request to book waiting for its owner's answer (the owner's own accept or decline succeeds).
  '/api/bookings/:id/accept': async (cookie) => ({ params: { id: await matrixBookingRequest(cookie) } }),
  '/api/bookings/:id/decline': async (cookie) => ({ params: { id: await matrixBookingRequest(cookie) } }),
  '/api/bookings/:id': async (cookie) => {
    const { booking } = await matrixBooking(cookie)
    return { params: { id: booking.id }, body: { status: 'confirmed' } }
  },
  '/api/payments/bookings/:id': async (cookie) => {
    const { booking } = await matrixBooking(cookie)
    // Yesterday in UTC is no later than today in every owner's time zone (some tests set America/Denver).
    return { params: { id: booking.id }, body: { method: 'cash', amount: '1.00', paidOn: inDays(-1) } }
  },
  '/api/issues/:id': async (cookie) => {
    const customer = await matrixCustomer(cookie)
    const issue = await created(
      api(cookie).issues.$post({
        json: {
          customerId: customer.id,
          title: 'Matrix issue',
          description: 'Broken',
          category: 'interior',
        },
      }),
    )
    return { params: { id: issue.id }, body: { status: 'in_progress' } }
  },
  '/api/issues/maintenance/:id': async (cookie) => {
    const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
    const task = await created(
      api(cookie).issues.maintenance.$post({
        json: {
          rvId: rv.id,
          title: 'Matrix task',
          dueDate: inDays(30),
        },
      }),
    )
    return { params: { id: task.id }, body: { title: 'Matrix task, renamed' } }
  },
  '/api/issues/maintenance/:id/complete': async (cookie) => {
    const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
    const task = await created(
      api(cookie).issues.maintenance.$post({
        json: {
          rvId: rv.id,
          title: 'Matrix task',
          dueMileage: 1000,
          repeatEveryMiles: 500,
        },
      }),
    )
    return { params: { id: task.id }, body: { mileage: 1200 } }
  },
  '/api/issues/calendars/:rvId': async (cookie) => ({
    params: { rvId: (await created(api(cookie).rvs.$post({ json: matrixRv }))).id },
    // The route matrix answers this address itself (msw), so adding the feed syncs offline.
    body: { name: 'Matrix calendar', url: 'https://calendar.invalid/matrix.ics' },
  }),
  // Written directly: adding a feed through the API fetches its URL at once.
  '/api/issues/calendars/feeds/:feedId': async (cookie) => {
    const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
    const feedId = crypto.randomUUID()
    await env.DB.prepare(
      "insert into calendar_feeds (id, owner_id, rv_id, name, url, created_at) select ?, owner_id, id, 'Matrix calendar', 'https://calendar.invalid/matrix.ics', ? from rvs where id = ?",
    )
      .bind(feedId, Date.now(), rv.id)
      .run()
    return { params: { feedId } }
  },
  '/api/notifications/:id': async (cookie) => {
    const notification = await created(
      api(cookie).notifications.test.$post({
        json: {
          type: 'booking_confirmation',
          email: 'matrix@example.com',
          customerName: 'Matrix',
        },
      }),
    )
    // Only a failed email can be resent.
    await env.DB.prepare("update notifications set status = 'failed' where id = ?").bind(notification.id).run()
    return { params: { id: notification.id } }
  },
  // Venue partners' objects (the cookie is a partner's: tests/helpers/partners.ts isPartnerRoute).
  '/api/partners/venues/:id': async (cookie) => ({
    params: { id: (await matrixPartnerVenue(cookie)).id },
    body: partnerVenueBody,
  }),
  '/api/partners/venues/:id/sites': async (cookie) => ({
    params: { id: (await matrixPartnerVenue(cookie)).id },
    body: partnerSiteBody,
  }),
  '/api/partners/venues/:id/sites/:siteId': async (cookie) => {
    const { venue, site } = await matrixPartnerSite(cookie)
    return { params: { id: venue.id, siteId: site.id }, body: { ...partnerSiteBody, spotNumber: 'P2' } }
  },
  '/api/partners/venues/:id/closures': async (cookie) => ({
    params: { id: (await matrixPartnerVenue(cookie)).id },
    body: partnerClosureBody(),
  }),
  '/api/partners/venues/:id/closures/:closureId': async (cookie) => {
    const { venue, closure } = await matrixPartnerClosure(cookie)
    return { params: { id: venue.id, closureId: closure.id } }
  },
  '/api/partners/venues/:id/calendar': async (cookie) => ({
    params: { id: (await matrixPartnerSite(cookie)).venue.id },
  }),
}
