/**
 * A payment without a booking behind it could turn checkout into a free card-testing tool, so it
 * needs the robot check first (test mode's pass-through follows the payments' own test mode).
 * Without Turnstile or test mode, such payments are refused.
 */
import type { Bindings } from '../../env'
import { AppError } from '../../lib/errors'
import { botCheckConfig as configuredBotCheck, verifyBotCheck as verify } from '../../middleware/bot-check'
import { paymentsMode } from './provider'

export const botCheckConfig = (env: Bindings) => configuredBotCheck(env, paymentsMode(env) === 'test')

/** Resolves when `token` proves a person is paying; throws a clear refusal otherwise. */
export async function verifyBotCheck(env: Bindings, token: string | null | undefined, clientIp: string | undefined) {
  const config = botCheckConfig(env)
  if (!config)
    throw new AppError(503, 'payments_unavailable', 'Payments without a booking are not available on this site.')
  await verify(env, config, token, clientIp)
}
