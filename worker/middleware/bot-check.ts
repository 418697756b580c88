/**
 * Cloudflare Turnstile, the robot check in front of anything a script could run up at someone
 * else's cost (payments without a booking, leads that cost their owner a fee). Without Turnstile's
 * keys, a local run (`localTestMode`) uses a pass-through its form shows plainly as test mode.
 */
import type { Bindings } from '../env'
import { AppError } from '../lib/errors'
import { TEST_BOT_CHECK_TOKEN, type BotCheckConfig } from '../lib/shared/bot-check'

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export function botCheckConfig(env: Bindings, localTestMode: boolean): BotCheckConfig {
  if (env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY) return { mode: 'turnstile', siteKey: env.TURNSTILE_SITE_KEY }
  return localTestMode ? { mode: 'test' } : null
}

const failed = () =>
  new AppError(403, 'bot_check_failed', 'Please complete the check that you are not a robot, then try again.')

/** Resolves when `token` passes the configured check; throws a clear refusal otherwise. */
export async function verifyBotCheck(
  env: Bindings,
  config: Exclude<BotCheckConfig, null>,
  token: string | null | undefined,
  clientIp: string | undefined,
) {
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
