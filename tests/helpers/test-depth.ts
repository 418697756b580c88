/**
 * How deep the generated tests go, set from the environment through the worker tests' bindings
 * (tests/worker/vitest.config.ts). `npm test` runs enough to find each class of bug they exist
 * for (a 5xx on a non-object body, an over-long search, a refused write that wrote a row) on
 * every route; `npm run test:deep` runs ten times more before a release.
 */
import { env } from 'cloudflare:workers'

const positive = (name: string, value: string) => {
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number above 0, not '${value}'`)
  return count
}

/** Generated requests per fuzzed route (FUZZ_RUNS). */
export const FUZZ_RUNS = positive('FUZZ_RUNS', env.FUZZ_RUNS)

/** Random failure points per fault-injection flow, besides its fixed ones (FAULT_RUNS). */
export const FAULT_RUNS = positive('FAULT_RUNS', env.FAULT_RUNS)
