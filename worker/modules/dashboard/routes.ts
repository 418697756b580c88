import { Hono } from 'hono'
import type { OwnerEnv } from '../../env'
import { validate } from '../../lib/validator'
import { signedIn } from '../../middleware/require-user'
import { monthlyReport } from './report'
import { dashboardQuerySchema, reportQuerySchema } from './schemas'
import { dashboardOverview } from './service'

/** Mounted at /api/dashboard; signed-in owners only. */
export const dashboardRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', dashboardQuerySchema), async (c) =>
      c.json(await dashboardOverview({ ctx: c.var, input: c.req.valid('query') })),
    )
    .get('/report', validate('query', reportQuerySchema), async (c) =>
      c.json(await monthlyReport({ ctx: c.var, input: c.req.valid('query') })),
    ),
)
