import { Hono } from 'hono'
import type { OwnerEnv } from '../../../env'
import { idParamSchema } from '../../../lib/shared/fields'
import { validate } from '../../../lib/validator'
import { signedIn } from '../../../middleware/require-user'
import { offlinePaymentSchema } from './schemas'
import { bookingPaymentSummary, recordOfflinePayment } from './service'

/** Mounted at /api/payments/bookings; signed-in owners, their own bookings only. */
export const bookingPaymentRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/:id', validate('param', idParamSchema), async (c) =>
      c.json(await bookingPaymentSummary({ ctx: c.var, input: { bookingId: c.req.valid('param').id } })),
    )
    .post('/:id', validate('param', idParamSchema), validate('json', offlinePaymentSchema), async (c) =>
      c.json(
        await recordOfflinePayment({
          ctx: c.var,
          input: { ...c.req.valid('json'), bookingId: c.req.valid('param').id },
        }),
        201,
      ),
    ),
)
