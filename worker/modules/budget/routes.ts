import { Hono } from 'hono'
import type { OwnerEnv } from '../../env'
import { signedIn } from '../../middleware/require-user'
import { recentFigures } from './service'

/** Mounted at /api/budget: the owner's Smart Budget Calculator reads its recent figures here. */
export const budgetRoutes = signedIn(
  new Hono<OwnerEnv>().get('/recent', async (c) => c.json(await recentFigures({ ctx: c.var, now: Date.now() }))),
)
