import { Hono } from 'hono'
import type { AppEnv, OwnerEnv } from '../../env'
import { idRoute } from '../../lib/id-route'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { publicRead } from '../../middleware/cache-control'
import { signedIn } from '../../middleware/require-user'
import { mapConfigRoutes } from './map-config'
import {
  publicSitesQuerySchema,
  publicVenueListQuerySchema,
  spotInputSchema,
  spotParamSchema,
  venueInputSchema,
  venueListQuerySchema,
} from './schemas'
import {
  createSpot,
  createVenue,
  deleteSpot,
  getPublicVenue,
  listOwnerVenues,
  listPublicSites,
  listPublicVenues,
  listSpots,
  updateSpot,
  updateVenue,
  venueStats,
} from './service'

/** Anyone: renters choose a venue in the booking wizard. */
const catalogRoutes = new Hono<AppEnv>()
  .get('/', publicRead, validate('query', publicVenueListQuerySchema), async (c) =>
    c.json(await listPublicVenues({ ctx: c.var, input: c.req.valid('query') })),
  )
  // Only an id matches ':id' here, so the owner's '/mine' never reaches it, in any order.
  .get(idRoute('/:id'), publicRead, validate('param', idParamSchema), async (c) =>
    c.json(await getPublicVenue({ ctx: c.var, input: c.req.valid('param') })),
  )
  // A partner venue's sites that fit the RV and are free on the nights: they change with every hold,
  // so the answer is never stored (the API's default no-store); the hold checks again anyway.
  .get(idRoute('/:id/sites'), validate('param', idParamSchema), validate('query', publicSitesQuerySchema), async (c) =>
    c.json(await listPublicSites({ ctx: c.var, input: { ...c.req.valid('query'), ...c.req.valid('param') } })),
  )

/** Signed-in owners: their venues and each venue's parking spots. */
const ownerVenueRoutes = new Hono<OwnerEnv>()
  .get('/mine', validate('query', venueListQuerySchema), async (c) =>
    c.json(await listOwnerVenues({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/mine/stats', async (c) => c.json(await venueStats({ ctx: c.var })))
  .post('/', validate('json', venueInputSchema), async (c) =>
    c.json(await createVenue({ ctx: c.var, input: c.req.valid('json') }), 201),
  )
  .put('/:id', validate('param', idParamSchema), validate('json', venueInputSchema), async (c) =>
    c.json(await updateVenue({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .get('/:id/spots', validate('param', idParamSchema), async (c) =>
    c.json(await listSpots({ ctx: c.var, input: { venueId: c.req.valid('param').id } })),
  )
  .post('/:id/spots', validate('param', idParamSchema), validate('json', spotInputSchema), async (c) =>
    c.json(await createSpot({ ctx: c.var, input: { ...c.req.valid('json'), venueId: c.req.valid('param').id } }), 201),
  )
  .put('/:id/spots/:spotId', validate('param', spotParamSchema), validate('json', spotInputSchema), async (c) => {
    const { id, spotId } = c.req.valid('param')
    return c.json(await updateSpot({ ctx: c.var, input: { ...c.req.valid('json'), venueId: id, spotId } }))
  })
  .delete('/:id/spots/:spotId', validate('param', spotParamSchema), async (c) => {
    const { id, spotId } = c.req.valid('param')
    await deleteSpot({ ctx: c.var, input: { venueId: id, spotId } })
    return c.body(null, 204)
  })

/** Mounted at /api/venues; no path of one sub-app matches a route of the other, so their order does not matter. */
export const venueRoutes = new Hono<AppEnv>()
  .route('/', signedIn(ownerVenueRoutes))
  .route('/', catalogRoutes)
  .route('/', mapConfigRoutes)
