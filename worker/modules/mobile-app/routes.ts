import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { validate } from '../../lib/validator'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { mobileNumber } from './phone-number'
import { sendLinkSchema } from './schemas'
import { sendAppLink } from './service'
import { smsProvider } from './sms'

/** Mounted at /api/mobile-app. Anyone: 'Send Link' texts the download page (limited per client and per number). */
export const mobileAppRoutes = new Hono<AppEnv>().post('/send-link', validate('json', sendLinkSchema), async (c) => {
  const number = mobileNumber(c.req.valid('json').phone)
  await enforceRateLimits(c.env.SMS_CLIENT_LIMITER, [clientKey(c)])
  await enforceRateLimits(c.env.SMS_NUMBER_LIMITER, [`phone:${number.e164}`])
  const result = await sendAppLink({
    ctx: { ...c.var, sms: smsProvider(c.env), appUrl: c.env.APP_URL, appName: c.env.APP_NAME },
    input: { number },
  })
  return c.json(result)
})
