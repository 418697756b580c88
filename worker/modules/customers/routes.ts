import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { currentMonth } from '../../lib/shared/dates'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { requireUser } from '../../middleware/session'
import { customerInputSchema, customerListQuerySchema, customerStatsQuerySchema } from './schemas'
import { createCustomer, customerStats, getCustomer, listCustomers, updateCustomer } from './service'

export const customerRoutes = new Hono<AppEnv>()
  .get('/customers', requireUser, validate('query', customerListQuerySchema), async (c) => c.json(await listCustomers({ ctx: c.var, query: c.req.valid('query') })))
  .get('/customers/stats', requireUser, validate('query', customerStatsQuerySchema), async (c) =>
    c.json(await customerStats({ ctx: c.var, month: c.req.valid('query').month ?? currentMonth(Date.now()) })),
  )
  .get('/customers/:id', requireUser, validate('param', idParamSchema), async (c) => c.json(await getCustomer({ ctx: c.var, id: c.req.valid('param').id })))
  .post('/customers', requireUser, validate('json', customerInputSchema), async (c) => c.json(await createCustomer({ ctx: c.var, input: c.req.valid('json') }), 201))
  .put('/customers/:id', requireUser, validate('param', idParamSchema), validate('json', customerInputSchema), async (c) =>
    c.json(await updateCustomer({ ctx: c.var, id: c.req.valid('param').id, input: c.req.valid('json') })),
  )
