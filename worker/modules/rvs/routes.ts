import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { requireUser } from '../../middleware/session'
import { fleetTodayQuerySchema, rvInputSchema, rvListQuerySchema } from './schemas'
import { createRv, deleteRv, fleetStats, fleetToday, getPublicRv, listOwnerRvs, listPublicRvs, updateRv } from './service'

export const rvRoutes = new Hono<AppEnv>()
  .get('/rvs', validate('query', rvListQuerySchema), async (c) => c.json(await listPublicRvs({ db: c.var.db, query: c.req.valid('query') })))
  .get('/rvs/mine', requireUser, validate('query', rvListQuerySchema), async (c) => c.json(await listOwnerRvs({ ctx: c.var, query: c.req.valid('query') })))
  .get('/rvs/mine/stats', requireUser, async (c) => c.json(await fleetStats({ ctx: c.var })))
  .get('/rvs/mine/today', requireUser, validate('query', fleetTodayQuerySchema), async (c) => c.json(await fleetToday({ ctx: c.var, date: c.req.valid('query').date })))
  .get('/rvs/:id', validate('param', idParamSchema), async (c) => c.json(await getPublicRv({ db: c.var.db, id: c.req.valid('param').id })))
  .post('/rvs', requireUser, validate('json', rvInputSchema), async (c) => c.json(await createRv({ ctx: c.var, input: c.req.valid('json') }), 201))
  .put('/rvs/:id', requireUser, validate('param', idParamSchema), validate('json', rvInputSchema), async (c) =>
    c.json(await updateRv({ ctx: c.var, id: c.req.valid('param').id, input: c.req.valid('json') })),
  )
  .delete('/rvs/:id', requireUser, validate('param', idParamSchema), async (c) => {
    await deleteRv({ ctx: c.var, id: c.req.valid('param').id })
    return c.body(null, 204)
  })
