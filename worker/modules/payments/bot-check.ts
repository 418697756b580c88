/**
 * A payment without a booking behind it could turn checkout into a free card-testing tool, so it
 * needs a robot check first: Cloudflare Turnstile when its keys are configured, or, in local test
 * mode, a pass-through the checkout shows plainly. Without either, such payments are refused.
 */
import type { Bindings } from '../../env'
import { AppError } from '../../lib/errors'
import { paymentsMode } from './provider'
import { TEST_BOT_CHECK_TOKEN, type BotCheckConfig } from './schemas'

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export function botCheckConfig(env: Bindings): BotCheckConfig {
  if (env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY) return { mode: 'turnstile', siteKey: env.TURNSTILE_SITE_KEY }
  return paymentsMode(env) === 'test' ? { mode: 'test' } : null
}

const failed = () =>
  new AppError(403, 'bot_check_failed', 'Please complete the check that you are not a robot, then try again.')

/** Resolves when `token` proves a person is paying; throws a clear refusal otherwise. */
export async function verifyBotCheck(env: Bindings, token: string | null | undefined, clientIp: string | undefined) {
  const config = botCheckConfig(env)
  if (!config)
    throw new AppError(503, 'payments_unavailable', 'Payments without a booking are not available on this site.')
  if (!token) throw failed()
  if (config.mode === 'test') {
    if (token !== TEST_BOT_CHECK_TOKEN) throw failed()
    return
  }
  const form = new FormData()
  form.set('secret', env.TURNSTILE_SECRET_KEY!)
  form.set('response', token)
  if (clientIp) form.set('remoteip', clientIp)
  const outcome = await fetch(TURNSTILE_VERIFY_URL, { method: 'POST', body: form })
    .then((response) => (response.ok ? response.json<{ success: boolean }>() : { success: false }))
    .catch(() => {
      throw new AppError(502, 'bot_check_unreachable', 'The robot check could not be reached. Please try again.')
    })
  if (!outcome.success) throw failed()
}
