import type { D1Migration } from '@cloudflare/vitest-pool-workers'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      /** tests/helpers/test-depth.ts */
      FUZZ_RUNS: string
      FAULT_RUNS: string
      /** Set for the tests to the origin they call the app from (tests/helpers/worker-client.ts). */
      APP_URL: string
    }
  }
}
