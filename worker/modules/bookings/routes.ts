import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { requireUser } from '../../middleware/session'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { holdBooking, searchRvs } from './public-service'
import { dashboardOverview } from './overview'
import { mailer } from '../notifications/mailer'
import { fleetCalendar } from './calendar'
import { findRenterBooking } from './renter-lookup'
import { bookingInputSchema, bookingListQuerySchema, bookingLookupSchema, calendarQuerySchema, dashboardQuerySchema, publicBookingSchema, rvSearchQuerySchema, statusChangeSchema } from './schemas'
import { bookingStats, listBookings } from './list'
import { changeBookingStatus, createBooking, getBooking } from './service'

export const bookingRoutes = new Hono<AppEnv>()
  // Public: the renter's booking wizard.
  .get('/rvs/search', validate('query', rvSearchQuerySchema), async (c) => c.json(await searchRvs({ db: c.var.db, query: c.req.valid('query'), now: Date.now() })))
  .post('/bookings/hold', validate('json', publicBookingSchema), async (c) => {
    await enforceRateLimits(c.env.PUBLIC_BOOKING_LIMITER, [clientKey(c)])
    return c.json(await holdBooking({ db: c.var.db, mailer: mailer(c.env), input: c.req.valid('json'), client: clientKey(c), now: Date.now() }), 201)
  })
  .get('/bookings/lookup', validate('query', bookingLookupSchema), async (c) => {
    await enforceRateLimits(c.env.PUBLIC_BOOKING_LIMITER, [clientKey(c)])
    const { bookingId, email } = c.req.valid('query')
    return c.json(await findRenterBooking({ db: c.var.db, bookingId, email, now: Date.now() }))
  })
  // The owner's bookings.
  .get('/dashboard', requireUser, validate('query', dashboardQuerySchema), async (c) => c.json(await dashboardOverview({ ctx: c.var, today: c.req.valid('query').date, now: Date.now() })))
  .get('/bookings', requireUser, validate('query', bookingListQuerySchema), async (c) => c.json(await listBookings({ ctx: c.var, query: c.req.valid('query'), now: Date.now() })))
  // Before '/bookings/:id', which would otherwise read 'stats' as an id.
  .get('/bookings/stats', requireUser, async (c) => c.json(await bookingStats({ ctx: c.var, now: Date.now() })))
  // Before '/bookings/:id', which would otherwise read 'calendar' as an id.
  .get('/bookings/calendar', requireUser, validate('query', calendarQuerySchema), async (c) =>
    c.json(await fleetCalendar({ ctx: c.var, month: c.req.valid('query').month, now: Date.now() })),
  )
  .get('/bookings/:id', requireUser, validate('param', idParamSchema), async (c) => c.json(await getBooking({ ctx: c.var, id: c.req.valid('param').id, now: Date.now() })))
  .post('/bookings', requireUser, validate('json', bookingInputSchema), async (c) =>
    c.json(await createBooking({ ctx: c.var, mailer: mailer(c.env), input: c.req.valid('json'), now: Date.now() }), 201),
  )
  .patch('/bookings/:id/status', requireUser, validate('param', idParamSchema), validate('json', statusChangeSchema), async (c) =>
    c.json(await changeBookingStatus({ ctx: c.var, mailer: mailer(c.env), id: c.req.valid('param').id, status: c.req.valid('json').status, now: Date.now() })),
  )
