import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { calendarRoutes } from './calendar/routes'
import { maintenanceRoutes } from './maintenance/routes'
import { ticketRoutes } from './tickets/routes'

export { RENTER_PHOTO_PATH } from './tickets/routes'

/**
 * Mounted at /api/issues: issue tickets, maintenance tasks and calendar sync. The sub-prefixes come
 * first so a ticket's '/:id' never reads 'maintenance' or 'calendars' as an id.
 */
export const issueRoutes = new Hono<AppEnv>()
  .route('/maintenance', maintenanceRoutes)
  .route('/calendars', calendarRoutes)
  .route('/', ticketRoutes)
