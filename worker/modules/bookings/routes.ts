import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv, OwnerEnv } from '../../env'
import { idRoute } from '../../lib/id-route'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { publicRead } from '../../middleware/cache-control'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { signedIn } from '../../middleware/require-user'
import { fleetCalendar } from './calendar'
import { publicDeliveryChoices } from './delivery'
import { bookingStats, listBookings } from './list'
import { holdBooking, renterQuote } from './public-service'
import { findRenterBooking } from './renter-lookup'
import { bookingLookupSchema } from './lookup/schemas'
import {
  bookingInputSchema,
  bookingListQuerySchema,
  calendarQuerySchema,
  deliveryChoicesQuerySchema,
  publicBookingSchema,
  publicQuoteSchema,
  statusChangeSchema,
} from './schemas'
import { changeBookingStatus, createBooking, getBooking } from './service'
import { acceptBookingRequest, declineBookingRequest, listBookingRequests } from './requests'

/**
 * Anyone: a renter sees where an RV meets them (a catalogue read, cached like search), prices a
 * stay with a promotion code, holds an RV in the booking wizard and finds their booking again
 * (those rate limited: a code cannot be guessed a thousand times).
 */
const renterRoutes = new Hono<AppEnv>()
  .get('/delivery-options', publicRead, validate('query', deliveryChoicesQuerySchema), async (c) =>
    c.json(await publicDeliveryChoices({ ctx: c.var, input: c.req.valid('query') })),
  )
  .post('/quote', validate('json', publicQuoteSchema), async (c) => {
    await enforceRateLimits(c.env.PUBLIC_BOOKING_LIMITER, [clientKey(c)])
    const { price } = await renterQuote({ ctx: c.var, input: c.req.valid('json') })
    return c.json(price)
  })
  .post('/hold', validate('json', publicBookingSchema), async (c) => {
    await enforceRateLimits(c.env.PUBLIC_BOOKING_LIMITER, [clientKey(c)])
    return c.json(
      await holdBooking({
        ctx: { ...c.var, client: clientKey(c), cookies: getCookie(c) },
        input: c.req.valid('json'),
      }),
      201,
    )
  })
  .get('/lookup', validate('query', bookingLookupSchema), async (c) => {
    await enforceRateLimits(c.env.BOOKING_LOOKUP_LIMITER, [clientKey(c)])
    return c.json(await findRenterBooking({ ctx: c.var, input: c.req.valid('query') }))
  })

/** Signed-in owners: their bookings, the fleet calendar and status moves. */
const ownerBookingRoutes = new Hono<OwnerEnv>()
  .get('/', validate('query', bookingListQuerySchema), async (c) =>
    c.json(await listBookings({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/stats', async (c) => c.json(await bookingStats({ ctx: c.var })))
  .get('/calendar', validate('query', calendarQuerySchema), async (c) =>
    c.json(await fleetCalendar({ ctx: c.var, input: c.req.valid('query') })),
  )
  // Requests to book waiting for an answer, and the answers (the env builds the payment provider).
  .get('/requests', async (c) => c.json(await listBookingRequests({ ctx: c.var })))
  .post('/:id/accept', validate('param', idParamSchema), async (c) =>
    c.json(await acceptBookingRequest({ ctx: { ...c.var, env: c.env }, input: c.req.valid('param') })),
  )
  .post('/:id/decline', validate('param', idParamSchema), async (c) =>
    c.json(await declineBookingRequest({ ctx: { ...c.var, env: c.env }, input: c.req.valid('param') })),
  )
  // Only an id matches ':id' here, so '/stats', '/calendar', '/requests' and the renter's '/lookup' never reach it, in any order.
  .get(idRoute('/:id'), validate('param', idParamSchema), async (c) =>
    c.json(await getBooking({ ctx: c.var, input: c.req.valid('param') })),
  )
  .post('/', validate('json', bookingInputSchema), async (c) =>
    c.json(await createBooking({ ctx: c.var, input: c.req.valid('json') }), 201),
  )
  .patch('/:id/status', validate('param', idParamSchema), validate('json', statusChangeSchema), async (c) =>
    c.json(
      await changeBookingStatus({
        // The env lets extensions act after the move (payments asks its provider for a cancellation's refund).
        ctx: { ...c.var, env: c.env },
        input: { ...c.req.valid('json'), ...c.req.valid('param') },
      }),
    ),
  )

/** Mounted at /api/bookings; no path of one sub-app matches a route of the other, so their order does not matter. */
export const bookingRoutes = new Hono<AppEnv>().route('/', renterRoutes).route('/', signedIn(ownerBookingRoutes))
