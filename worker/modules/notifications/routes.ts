import { Hono } from 'hono'
import type { OwnerEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { enforceRateLimits } from '../../middleware/rate-limit'
import { signedIn } from '../../middleware/require-user'
import { notificationListQuerySchema, testNotificationSchema, type NotificationSettings } from './schemas'
import { isLocalEmailTestMode } from './providers'
import { listAccountEmails, listNotifications, resendNotification, sendTestNotification } from './service'

/** Mounted at /api/notifications; signed-in owners only, each seeing the emails of their business. */
export const notificationRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', notificationListQuerySchema), async (c) =>
      c.json(await listNotifications({ ctx: c.var, input: c.req.valid('query') })),
    )
    .get('/account', validate('query', notificationListQuerySchema), async (c) =>
      c.json(
        await listAccountEmails({
          ctx: { ...c.var, localTestMode: isLocalEmailTestMode(c.env) },
          input: c.req.valid('query'),
        }),
      ),
    )
    .get('/settings', (c) => c.json<NotificationSettings>({ provider: c.var.mailer.provider }))
    .post('/test', validate('json', testNotificationSchema), async (c) => {
      // Every email costs money: test sends are limited per owner.
      await enforceRateLimits(c.env.TEST_EMAIL_LIMITER, [`owner:${c.var.ownerId}`])
      return c.json(await sendTestNotification({ ctx: c.var, input: c.req.valid('json') }), 201)
    })
    .post('/:id/resend', validate('param', idParamSchema), async (c) =>
      c.json(await resendNotification({ ctx: c.var, input: c.req.valid('param') })),
    ),
)
