import { Hono } from 'hono'
import type { OwnerEnv } from '../../env'
import { idRoute } from '../../lib/id-route'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { signedIn } from '../../middleware/require-user'
import { customerInputSchema, customerListQuerySchema, customerStatsQuerySchema } from './schemas'
import { createCustomer, customerStats, getCustomer, listCustomers, updateCustomer } from './service'

/** Mounted at /api/customers; signed-in owners only, each seeing their own customers. */
export const customerRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', customerListQuerySchema), async (c) =>
      c.json(await listCustomers({ ctx: c.var, input: c.req.valid('query') })),
    )
    .get('/stats', validate('query', customerStatsQuerySchema), async (c) =>
      c.json(await customerStats({ ctx: c.var, input: c.req.valid('query') })),
    )
    // Only an id matches ':id' here, so '/stats' never reaches it, in any order.
    .get(idRoute('/:id'), validate('param', idParamSchema), async (c) =>
      c.json(await getCustomer({ ctx: c.var, input: c.req.valid('param') })),
    )
    .post('/', validate('json', customerInputSchema), async (c) =>
      c.json(await createCustomer({ ctx: c.var, input: c.req.valid('json') }), 201),
    )
    .put('/:id', validate('param', idParamSchema), validate('json', customerInputSchema), async (c) =>
      c.json(await updateCustomer({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
    ),
)
