import { Hono } from 'hono'
import type { AppEnv, OwnerEnv } from '../../../env'
import { idRoute } from '../../../lib/id-route'
import { validate } from '../../../lib/validator'
import { enforceRateLimits } from '../../../middleware/rate-limit'
import { signedIn } from '../../../middleware/require-user'
import { exportedCalendar, revokeExport, shareExport } from './export'
import { addCalendarFeed, calendarSyncState, deleteCalendarFeed, syncCalendarFeedNow } from './feeds'
import { calendarFeedInputSchema, exportFileParamSchema, feedParamSchema, rvParamSchema } from './schemas'

/** Anyone holding the secret URL (another marketplace's server): the RV's booked and blocked nights. */
const exportRoutes = new Hono<AppEnv>().get('/ical/:file', validate('param', exportFileParamSchema), async (c) => {
  const text = await exportedCalendar({ ctx: c.var, input: c.req.valid('param') })
  // Private: the URL is a secret, so no shared cache may keep a copy; short, so a new booking shows soon.
  return c.body(text, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' })
})

/**
 * The owner's sync settings per RV; each fetch of a feed (adding one, 'Sync now') counts against the
 * owner's rate limit. No address of one route reaches another, in any order: the '/feeds/...' paths
 * differ from the '/:rvId/...' ones in length or method, and where they do not (DELETE
 * '/feeds/export') only an id matches ':rvId', so 'feeds' is never read as an RV.
 */
const ownerRoutes = new Hono<OwnerEnv>()
  .post('/feeds/:feedId/sync', validate('param', feedParamSchema), async (c) => {
    await enforceRateLimits(c.env.CALENDAR_SYNC_LIMITER, [`owner:${c.var.ownerId}`])
    return c.json(await syncCalendarFeedNow({ ctx: c.var, input: c.req.valid('param') }))
  })
  .delete('/feeds/:feedId', validate('param', feedParamSchema), async (c) => {
    await deleteCalendarFeed({ ctx: c.var, input: c.req.valid('param') })
    return c.body(null, 204)
  })
  .get('/:rvId', validate('param', rvParamSchema), async (c) =>
    c.json(await calendarSyncState({ ctx: { ...c.var, appUrl: c.env.APP_URL }, input: c.req.valid('param') })),
  )
  .post('/:rvId/export', validate('param', rvParamSchema), async (c) =>
    c.json(await shareExport({ ctx: { ...c.var, appUrl: c.env.APP_URL }, input: c.req.valid('param') })),
  )
  .delete(idRoute('/:rvId/export'), validate('param', rvParamSchema), async (c) => {
    await revokeExport({ ctx: c.var, input: c.req.valid('param') })
    return c.body(null, 204)
  })
  .post('/:rvId/feeds', validate('param', rvParamSchema), validate('json', calendarFeedInputSchema), async (c) => {
    await enforceRateLimits(c.env.CALENDAR_SYNC_LIMITER, [`owner:${c.var.ownerId}`])
    return c.json(
      await addCalendarFeed({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } }),
      201,
    )
  })

/** Mounted at /api/issues/calendars: the public secret feed and the owner's sync settings. */
export const calendarRoutes = new Hono<AppEnv>().route('/', exportRoutes).route('/', signedIn(ownerRoutes))
