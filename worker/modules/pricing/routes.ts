import { Hono } from 'hono'
import type { AppEnv, OwnerEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { signedIn } from '../../middleware/require-user'
import { createAddOn, deleteAddOn, getAddOn, listAddOns, updateAddOn } from './add-ons'
import { getRvPricing, saveRvRates } from './rv-rates'
import {
  addOnListQuerySchema,
  addOnSchema,
  pricingSettingsSchema,
  rvParamSchema,
  rvRatesSchema,
  seasonParamSchema,
  seasonSchema,
} from './schemas'
import { createSeason, deleteSeason, updateSeason } from './seasons'
import { getPricingSettings, savePricingSettings } from './settings'

/** The owner's taxes and default policy. */
const settingsRoutes = new Hono<OwnerEnv>()
  .get('/settings', async (c) => c.json(await getPricingSettings({ ctx: c.var })))
  .put('/settings', validate('json', pricingSettingsSchema), async (c) =>
    c.json(await savePricingSettings({ ctx: c.var, input: c.req.valid('json') })),
  )

/** One RV's rate rules and seasons; the RV must be the owner's. */
const rvRoutes = new Hono<OwnerEnv>()
  .get('/rvs/:rvId', validate('param', rvParamSchema), async (c) =>
    c.json(await getRvPricing({ ctx: c.var, input: c.req.valid('param') })),
  )
  .put('/rvs/:rvId', validate('param', rvParamSchema), validate('json', rvRatesSchema), async (c) =>
    c.json(await saveRvRates({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .post('/rvs/:rvId/seasons', validate('param', rvParamSchema), validate('json', seasonSchema), async (c) =>
    c.json(await createSeason({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } }), 201),
  )
  .put(
    '/rvs/:rvId/seasons/:seasonId',
    validate('param', seasonParamSchema),
    validate('json', seasonSchema),
    async (c) => c.json(await updateSeason({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/rvs/:rvId/seasons/:seasonId', validate('param', seasonParamSchema), async (c) => {
    await deleteSeason({ ctx: c.var, input: c.req.valid('param') })
    return c.body(null, 204)
  })

/** The owner's add-on catalogue. */
const addOnRoutes = new Hono<OwnerEnv>()
  .get('/add-ons', validate('query', addOnListQuerySchema), async (c) =>
    c.json(await listAddOns({ ctx: c.var, input: c.req.valid('query') })),
  )
  .post('/add-ons', validate('json', addOnSchema), async (c) =>
    c.json(await createAddOn({ ctx: c.var, input: c.req.valid('json') }), 201),
  )
  .get('/add-ons/:id', validate('param', idParamSchema), async (c) =>
    c.json(await getAddOn({ ctx: c.var, input: c.req.valid('param') })),
  )
  .put('/add-ons/:id', validate('param', idParamSchema), validate('json', addOnSchema), async (c) =>
    c.json(await updateAddOn({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/add-ons/:id', validate('param', idParamSchema), async (c) => {
    await deleteAddOn({ ctx: c.var, input: c.req.valid('param') })
    return c.body(null, 204)
  })

/**
 * Mounted at /api/pricing: signed-in owners only, each reading and writing their own pricing. Each
 * part is guarded on its own: the client's types come through `signedIn` only from a plain chain.
 */
export const pricingRoutes = new Hono<AppEnv>()
  .route('/', signedIn(settingsRoutes))
  .route('/', signedIn(rvRoutes))
  .route('/', signedIn(addOnRoutes))
