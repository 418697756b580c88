import { Hono } from 'hono'
import type { OwnerEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { signedIn } from '../../middleware/require-user'
import { connectedPlatforms } from './reporting'
import { adCampaignInputSchema, adCampaignListQuerySchema, adStatusSchema, performanceImportSchema } from './schemas'
import { campaignPerformance, changeAdStatus, createAdCampaign, importPerformance, listAdCampaigns } from './service'

/** Mounted at /api/ad-campaigns (the spec's path): the signed-in owner's paid search and social campaigns. */
export const adCampaignRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', adCampaignListQuerySchema), async (c) =>
      c.json(await listAdCampaigns({ ctx: c.var, input: c.req.valid('query') })),
    )
    // Before '/:id'. Which platforms report by themselves; the page offers the CSV import for the others.
    .get('/connections', (c) => c.json(connectedPlatforms(c.env)))
    .post('/', validate('json', adCampaignInputSchema), async (c) =>
      c.json(await createAdCampaign({ ctx: c.var, input: c.req.valid('json') }), 201),
    )
    .put('/:id', validate('param', idParamSchema), validate('json', adStatusSchema), async (c) =>
      c.json(await changeAdStatus({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
    )
    .get('/:id/performance', validate('param', idParamSchema), async (c) =>
      c.json(await campaignPerformance({ ctx: c.var, input: c.req.valid('param') })),
    )
    .post('/:id/performance', validate('param', idParamSchema), validate('json', performanceImportSchema), async (c) =>
      c.json(await importPerformance({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
    ),
)
