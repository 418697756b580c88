import { Hono } from 'hono'
import type { OwnerEnv } from '../../../env'
import { idParamSchema } from '../../../lib/shared/fields'
import { validate } from '../../../lib/validator'
import { signedIn } from '../../../middleware/require-user'
import { listTasks } from './list'
import {
  completeTaskSchema,
  maintenanceListQuerySchema,
  maintenanceTaskPatchSchema,
  maintenanceTaskSchema,
} from './schemas'
import { completeTask, createTask, deleteTask, updateTask } from './service'

/** Mounted at /api/issues/maintenance; signed-in owners only, each seeing their own tasks. */
export const maintenanceRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', maintenanceListQuerySchema), async (c) =>
      c.json(await listTasks({ ctx: c.var, input: c.req.valid('query') })),
    )
    .post('/', validate('json', maintenanceTaskSchema), async (c) =>
      c.json(await createTask({ ctx: c.var, input: c.req.valid('json') }), 201),
    )
    .patch('/:id', validate('param', idParamSchema), validate('json', maintenanceTaskPatchSchema), async (c) =>
      c.json(await updateTask({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
    )
    .delete('/:id', validate('param', idParamSchema), async (c) => {
      await deleteTask({ ctx: c.var, input: c.req.valid('param') })
      return c.body(null, 204)
    })
    .post('/:id/complete', validate('param', idParamSchema), validate('json', completeTaskSchema), async (c) =>
      c.json(await completeTask({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
    ),
)
