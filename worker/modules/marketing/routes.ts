import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import * as v from 'valibot'
import type { AppEnv, OwnerEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { signedIn } from '../../middleware/require-user'
import { imagesFor } from '../uploads'
import { bannersFor, landingBanner } from './campaigns/banners'
import {
  bannersQuerySchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignUpdateSchema,
} from './campaigns/schemas'
import { previewRecipients, sendCampaign } from './campaigns/sending'
import { createCampaign, getCampaign, listCampaigns, updateCampaign } from './campaigns/service'
import { CAMPAIGN_COOKIE, CAMPAIGN_COOKIE_DAYS } from './campaigns/attribution'
import {
  clickQuerySchema,
  followClick,
  recordOpen,
  recipientTokenSchema,
  TRANSPARENT_GIF,
  unsubscribe,
} from './campaigns/tracking'
import { promotionInputSchema, promotionListQuerySchema, promotionUpdateSchema } from './promotions/schemas'
import { createPromotion, listPromotions, updatePromotion } from './promotions/service'
import { marketingStats } from './stats'

/** How many Marketing Assets the dashboard shows. */
const ASSETS_SHOWN = 24

/** Mounted at /api/campaigns (the spec's path): the signed-in owner's campaigns. */
export const campaignRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', campaignListQuerySchema), async (c) =>
      c.json(await listCampaigns({ ctx: c.var, input: c.req.valid('query') })),
    )
    .post('/', validate('json', campaignInputSchema), async (c) =>
      c.json(await createCampaign({ ctx: c.var, input: c.req.valid('json') }), 201),
    )
    .get('/:id', validate('param', idParamSchema), async (c) =>
      c.json(await getCampaign({ ctx: c.var, input: c.req.valid('param') })),
    )
    .patch('/:id', validate('param', idParamSchema), validate('json', campaignUpdateSchema), async (c) =>
      c.json(await updateCampaign({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
    )
    // Who 'Send' would reach, shown before the owner confirms.
    .get('/:id/recipients', validate('param', idParamSchema), async (c) =>
      c.json(await previewRecipients({ ctx: c.var, input: c.req.valid('param') })),
    )
    .post('/:id/send', validate('param', idParamSchema), async (c) =>
      c.json(await sendCampaign({ ctx: c.var, input: c.req.valid('param') })),
    ),
)

/** Mounted at /api/promotions (the spec's path): the signed-in owner's promotion codes. */
export const promotionRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', promotionListQuerySchema), async (c) =>
      c.json(await listPromotions({ ctx: c.var, input: c.req.valid('query') })),
    )
    .post('/', validate('json', promotionInputSchema), async (c) =>
      c.json(await createPromotion({ ctx: c.var, input: c.req.valid('json') }), 201),
    )
    .patch('/:id', validate('param', idParamSchema), validate('json', promotionUpdateSchema), async (c) =>
      c.json(await updatePromotion({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
    ),
)

const tokenParamSchema = v.object({ token: recipientTokenSchema })

const BANNER_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300'

/** Anyone: the banners (the landing page's, and those beside the wizard's RVs), and what the links in a campaign email do. */
const publicMarketingRoutes = new Hono<AppEnv>()
  .get('/banner', async (c) => {
    c.header('cache-control', BANNER_CACHE)
    return c.json({ banner: await landingBanner({ ctx: c.var }) })
  })
  .get('/banners', validate('query', bannersQuerySchema), async (c) => {
    c.header('cache-control', BANNER_CACHE)
    return c.json({ banners: await bannersFor({ ctx: c.var, input: c.req.valid('query') }) })
  })
  .get('/open/:token', validate('param', tokenParamSchema), async (c) => {
    await recordOpen({ ctx: c.var, input: c.req.valid('param') })
    return c.body(TRANSPARENT_GIF, 200, { 'content-type': 'image/gif', 'cache-control': 'no-store' })
  })
  .get('/click/:token', validate('param', tokenParamSchema), validate('query', clickQuerySchema), async (c) => {
    const { token } = c.req.valid('param')
    const url = await followClick({
      ctx: { ...c.var, appUrl: c.env.APP_URL },
      input: { ...c.req.valid('query'), token },
    })
    // A booking made after this click counts for the campaign.
    setCookie(c, CAMPAIGN_COOKIE, token, {
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: CAMPAIGN_COOKIE_DAYS * 86_400,
    })
    return c.redirect(url, 302)
  })
  .post('/unsubscribe', validate('json', tokenParamSchema), async (c) =>
    c.json(await unsubscribe({ ctx: c.var, input: c.req.valid('json') })),
  )

const ownerMarketingRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/stats', async (c) => c.json(await marketingStats({ ctx: c.var })))
    .get('/assets', async (c) =>
      c.json({ items: await imagesFor({ ctx: c.var, input: { purpose: 'marketing', limit: ASSETS_SHOWN } }) }),
    ),
)

/** Mounted at /api/marketing: the public banner and email links, then the owner's dashboard figures and assets. */
export const marketingRoutes = new Hono<AppEnv>().route('/', publicMarketingRoutes).route('/', ownerMarketingRoutes)
