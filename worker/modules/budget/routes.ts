import { Hono } from 'hono'
import type { OwnerEnv } from '../../env'
import { signedIn } from '../../middleware/require-user'

/** Mounted at /api/budget: the owner's Smart Budget Calculator reads its recent figures here. */
export const budgetRoutes = signedIn(new Hono<OwnerEnv>())
