import type { Context } from 'hono'
import { tooManyRequests } from '../lib/errors'

/** The caller's address as Cloudflare saw it; one shared key when run without Cloudflare's edge. */
export const clientKey = (c: Context) => `client:${c.req.header('cf-connecting-ip') ?? 'local'}`

/** Spends one attempt on every key (all are checked, so each counter moves); 429 if any is spent. */
export async function enforceRateLimits(limiter: RateLimit, keys: string[]) {
  const outcomes = await Promise.all(keys.map((key) => limiter.limit({ key })))
  if (outcomes.some((outcome) => !outcome.success)) throw tooManyRequests()
}
