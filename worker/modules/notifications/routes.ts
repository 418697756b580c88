import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { enforceRateLimits } from '../../middleware/rate-limit'
import { requireUser } from '../../middleware/session'
import { mailer } from './mailer'
import { notificationListQuerySchema, testNotificationSchema, type NotificationSettings } from './schemas'
import { listNotifications, resendNotification, sendTestNotification } from './service'

export const notificationRoutes = new Hono<AppEnv>()
  .get('/notifications', requireUser, validate('query', notificationListQuerySchema), async (c) => c.json(await listNotifications({ ctx: c.var, query: c.req.valid('query') })))
  .get('/notifications/settings', requireUser, (c) => c.json<NotificationSettings>({ provider: mailer(c.env).provider }))
  .post('/notifications/test', requireUser, validate('json', testNotificationSchema), async (c) => {
    // Every email costs money: test sends are limited per owner.
    await enforceRateLimits(c.env.TEST_EMAIL_LIMITER, [`owner:${c.var.ownerId}`])
    return c.json(await sendTestNotification({ ctx: c.var, mailer: mailer(c.env), input: c.req.valid('json'), now: Date.now() }), 201)
  })
  .post('/notifications/:id/resend', requireUser, validate('param', idParamSchema), async (c) =>
    c.json(await resendNotification({ ctx: c.var, mailer: mailer(c.env), id: c.req.valid('param').id })),
  )
