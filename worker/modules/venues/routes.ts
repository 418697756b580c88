import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { requireUser } from '../../middleware/session'
import { publicVenueListQuerySchema, spotInputSchema, spotParamSchema, venueInputSchema, venueListQuerySchema } from './schemas'
import { createSpot, createVenue, deleteSpot, getPublicVenue, listOwnerVenues, listPublicVenues, listSpots, updateSpot, updateVenue, venueStats } from './service'

export const venueRoutes = new Hono<AppEnv>()
  .get('/venues', validate('query', publicVenueListQuerySchema), async (c) => c.json(await listPublicVenues({ db: c.var.db, query: c.req.valid('query') })))
  .get('/venues/mine', requireUser, validate('query', venueListQuerySchema), async (c) => c.json(await listOwnerVenues({ ctx: c.var, query: c.req.valid('query') })))
  .get('/venues/mine/stats', requireUser, async (c) => c.json(await venueStats({ ctx: c.var })))
  .get('/venues/:id', validate('param', idParamSchema), async (c) => c.json(await getPublicVenue({ db: c.var.db, id: c.req.valid('param').id })))
  .post('/venues', requireUser, validate('json', venueInputSchema), async (c) => c.json(await createVenue({ ctx: c.var, input: c.req.valid('json') }), 201))
  .put('/venues/:id', requireUser, validate('param', idParamSchema), validate('json', venueInputSchema), async (c) =>
    c.json(await updateVenue({ ctx: c.var, id: c.req.valid('param').id, input: c.req.valid('json') })),
  )
  .get('/venues/:id/spots', requireUser, validate('param', idParamSchema), async (c) => c.json(await listSpots({ ctx: c.var, venueId: c.req.valid('param').id })))
  .post('/venues/:id/spots', requireUser, validate('param', idParamSchema), validate('json', spotInputSchema), async (c) =>
    c.json(await createSpot({ ctx: c.var, venueId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  )
  .put('/venues/:id/spots/:spotId', requireUser, validate('param', spotParamSchema), validate('json', spotInputSchema), async (c) => {
    const { id, spotId } = c.req.valid('param')
    return c.json(await updateSpot({ ctx: c.var, venueId: id, spotId, input: c.req.valid('json') }))
  })
  .delete('/venues/:id/spots/:spotId', requireUser, validate('param', spotParamSchema), async (c) => {
    const { id, spotId } = c.req.valid('param')
    await deleteSpot({ ctx: c.var, venueId: id, spotId })
    return c.body(null, 204)
  })
