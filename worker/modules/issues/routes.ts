import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { calendarRoutes } from './calendar/routes'
import { maintenanceRoutes } from './maintenance/routes'
import { ticketRoutes } from './tickets/routes'

export { RENTER_PHOTO_PATH } from './tickets/routes'

/**
 * Mounted at /api/issues: issue tickets, maintenance tasks and calendar sync. A ticket's '/:id'
 * matches only an id, so it never reads 'maintenance' or 'calendars' as one: the order of the
 * three does not matter.
 */
export const issueRoutes = new Hono<AppEnv>()
  .route('/maintenance', maintenanceRoutes)
  .route('/calendars', calendarRoutes)
  .route('/', ticketRoutes)
