import { Hono } from 'hono'
import type { OwnerEnv } from '../../env'
import { signedIn } from '../../middleware/require-user'

/** Mounted at /api/ad-campaigns (the spec's path): the signed-in owner's paid search and social campaigns. */
export const adCampaignRoutes = signedIn(new Hono<OwnerEnv>())
