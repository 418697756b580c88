import { Hono } from 'hono'
import type { AppEnv, OwnerEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { signedIn } from '../../middleware/require-user'
import { createPickupLocation, deletePickupLocation, listPickupLocations, updatePickupLocation } from './locations'
import { getBusinessProfile, saveBusinessProfile } from './profile'
import { businessProfileSchema, pickupLocationSchema } from './schemas'

/** The owner's business profile: name, logo, contact and time zone. */
const profileRoutes = new Hono<OwnerEnv>()
  .get('/profile', async (c) => c.json(await getBusinessProfile({ ctx: c.var })))
  .put('/profile', validate('json', businessProfileSchema), async (c) =>
    c.json(await saveBusinessProfile({ ctx: c.var, input: c.req.valid('json') })),
  )

/** The owner's pickup locations and their delivery rules. */
const locationRoutes = new Hono<OwnerEnv>()
  .get('/locations', async (c) => c.json(await listPickupLocations({ ctx: c.var })))
  .post('/locations', validate('json', pickupLocationSchema), async (c) =>
    c.json(await createPickupLocation({ ctx: c.var, input: c.req.valid('json') }), 201),
  )
  .put('/locations/:id', validate('param', idParamSchema), validate('json', pickupLocationSchema), async (c) =>
    c.json(await updatePickupLocation({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/locations/:id', validate('param', idParamSchema), async (c) => {
    await deletePickupLocation({ ctx: c.var, input: c.req.valid('param') })
    return c.body(null, 204)
  })

/**
 * Mounted at /api/business: signed-in owners only, each reading and writing their own. Each part is
 * guarded on its own: the client's types come through `signedIn` only from a plain chain.
 */
export const businessRoutes = new Hono<AppEnv>()
  .route('/', signedIn(profileRoutes))
  .route('/', signedIn(locationRoutes))
