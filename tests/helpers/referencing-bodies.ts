/**
 * For every private write route, whether its body names the caller's stored objects: the route
 * matrix swaps each such field for another owner's object and expects 404.
 */
import { api } from './worker-client'
import { created, inDays, matrixBooking, matrixCustomer, matrixLead, matrixRv, matrixVenue } from './matrix-objects'
import { matrixCompletedTrip, matrixOwnerReviewBody } from './reviews'

/** A write route's valid body built from one owner's objects, and the fields in it that name those objects. */
export interface ReferencingBody {
  body: Record<string, unknown>
  idFields: string[]
}

/**
 * Write routes whose body names the caller's stored objects: the route matrix sends each with one
 * field swapped for another owner's object and expects 404. Every other private write route must
 * be listed in WRITE_ROUTES_WITHOUT_BODY_IDS, so a new route has to say which it is.
 */
export const referencingBodyFactories: Record<string, (ownerCookie: string) => Promise<ReferencingBody>> = {
  'POST /api/rvs': async (cookie) => {
    const location = await created(
      api(cookie).business.locations.$post({
        json: { name: 'Matrix yard', street: '1 Main St', city: 'Moab', state: 'UT', zipCode: '84532' },
      }),
    )
    return { body: { ...matrixRv, pickupLocationId: location.id }, idFields: ['pickupLocationId'] }
  },
  'POST /api/pricing/add-ons': async (cookie) => {
    const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
    return {
      body: { name: 'Matrix add-on', price: '25.00', unit: 'per_stay', allRvs: false, rvIds: [rv.id] },
      idFields: ['rvIds'],
    }
  },
  'POST /api/bookings': async (cookie) => {
    const [rv, customer, venue] = await Promise.all([
      created(api(cookie).rvs.$post({ json: matrixRv })),
      matrixCustomer(cookie),
      matrixVenue(cookie),
    ])
    const lead = await matrixLead(cookie)
    return {
      body: {
        rvId: rv.id,
        customerId: customer.id,
        venueId: venue.id,
        leadId: lead.id,
        startDate: inDays(3),
        endDate: inDays(5),
      },
      idFields: ['rvId', 'customerId', 'venueId', 'leadId'],
    }
  },
  'POST /api/issues': async (cookie) => {
    const { rv, customer, booking } = await matrixBooking(cookie)
    return {
      body: {
        customerId: customer.id,
        rvId: rv.id,
        bookingId: booking.id,
        title: 'Matrix issue',
        description: 'Broken',
        category: 'interior',
      },
      idFields: ['customerId', 'rvId', 'bookingId'],
    }
  },
  'POST /api/issues/maintenance': async (cookie) => {
    const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
    const customer = await matrixCustomer(cookie)
    const issue = await created(
      api(cookie).issues.$post({
        json: {
          customerId: customer.id,
          rvId: rv.id,
          title: 'Matrix issue',
          description: 'Matrix',
          category: 'mechanical',
        },
      }),
    )
    return {
      body: { rvId: rv.id, issueId: issue.id, title: 'Matrix task', dueDate: inDays(30) },
      idFields: ['rvId', 'issueId'],
    }
  },
  'POST /api/reviews/owner': async (cookie) => ({
    body: { bookingId: (await matrixCompletedTrip(cookie)).bookingId, ...matrixOwnerReviewBody },
    idFields: ['bookingId'],
  }),
  'POST /api/notifications/test': async (cookie) => {
    const customer = await matrixCustomer(cookie)
    return {
      body: { type: 'booking_reminder', email: 'matrix@example.com', customerName: 'Matrix', customerId: customer.id },
      idFields: ['customerId'],
    }
  },
}

/** Private write routes whose bodies name no stored object (their ids, if any, are in the path). */
export const WRITE_ROUTES_WITHOUT_BODY_IDS = new Set([
  // Venue partners: only the closure's siteId names an object, but the matrix cannot address a venue here: partners.test.ts covers another partner's site.
  'POST /api/partners/venues',
  'PUT /api/partners/venues/:id',
  'POST /api/partners/photos',
  'POST /api/partners/venues/:id/sites',
  'PUT /api/partners/venues/:id/sites/:siteId',
  'POST /api/partners/venues/:id/closures',
  'POST /api/auth/role',
  'POST /api/reviews/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}/reply',
  'POST /api/messages/bookings/:bookingId{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}',
  // Carries photoUrls: another owner's photo is refused with a 400 (messages.test.ts).
  'POST /api/messages/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}/messages',
  'PUT /api/pricing/settings',
  'PUT /api/pricing/rvs/:rvId',
  'POST /api/pricing/rvs/:rvId/seasons',
  'PUT /api/pricing/rvs/:rvId/seasons/:seasonId',
  // Carries rvIds, but the matrix cannot address an add-on here: pricing-settings.test.ts covers it.
  'PUT /api/pricing/add-ons/:id',
  'POST /api/auth/password',
  'POST /api/auth/sign-out-everywhere',
  // Carries pickupLocationId, but the matrix cannot address an RV here: search-filters.test.ts covers it.
  'PUT /api/rvs/:id',
  // A photo's upload urls (another owner's: 400) and photo ids (another RV's: 404), but the matrix cannot address an RV here: listings.test.ts covers them.
  'POST /api/rvs/:id/photos',
  'PUT /api/rvs/:id/photos/order',
  'PATCH /api/rvs/:id/photos/:photoId',
  'POST /api/customers',
  'PUT /api/customers/:id',
  'PUT /api/business/profile',
  'POST /api/business/locations',
  'PUT /api/business/locations/:id',
  'POST /api/venues',
  'PUT /api/venues/:id',
  'POST /api/venues/:id/spots',
  'PUT /api/venues/:id/spots/:spotId',
  'POST /api/uploads',
  'PATCH /api/bookings/:id/status',
  'POST /api/bookings/:id/accept',
  'POST /api/bookings/:id/decline',
  'POST /api/payments/bookings/:id',
  'POST /api/notifications/:id/resend',
  'POST /api/auth/verify-email/resend',
  'PUT /api/auth/settings',
  'PATCH /api/issues/:id',
  'POST /api/issues/:id/escalate',
  'PATCH /api/issues/maintenance/:id',
  'POST /api/issues/maintenance/:id/complete',
  'POST /api/issues/calendars/:rvId/export',
  'POST /api/issues/calendars/:rvId/feeds',
  'POST /api/issues/calendars/feeds/:feedId/sync',
  'PUT /api/leads/:id',
  'POST /api/business-payments/pay',
  'POST /api/business-payments/:id/dispute',
  'POST /api/campaigns',
  'PATCH /api/campaigns/:id',
  'POST /api/campaigns/:id/send',
  'POST /api/promotions',
  'PATCH /api/promotions/:id',
  'POST /api/ad-campaigns',
  'PUT /api/ad-campaigns/:id',
  'POST /api/ad-campaigns/:id/performance',
])
