import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

// Worker tests run inside workerd against real local D1, KV and R2; storage is isolated per file.
export default defineConfig(async () => ({
  // The Worker's listing page renders with the SPA's components (vite.config.ts says why the alias).
  resolve: { alias: { 'virtual:rv-connect/listing-renderer': fromRoot('src/app/render-listing.tsx') } },
  plugins: [
    cloudflareTest({
      main: fromRoot('worker/index.ts'),
      wrangler: { configPath: fromRoot('wrangler.toml') },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(fromRoot('migrations')),
          // Google sign-in is configured in tests (its HTTP is intercepted); GitHub is left off.
          GOOGLE_CLIENT_ID: 'test-google-client-id',
          GOOGLE_CLIENT_SECRET: 'test-google-client-secret',
          // Webhook signatures are made and checked with this; no Stripe key, so test mode is the default.
          STRIPE_WEBHOOK_SECRET: 'whsec_test_signing_secret',
          // The offline test-mode card form, as local runs have it; tests that need 'not set up' override it.
          PAYMENTS_MODE: 'test',
          // How deep the generated tests go (tests/helpers/test-depth.ts); `npm run test:deep` raises both.
          FUZZ_RUNS: process.env.FUZZ_RUNS ?? '100',
          FAULT_RUNS: process.env.FAULT_RUNS ?? '10',
          // Links in emails point here, the origin the tests call the app from.
          APP_URL: 'https://rv.example',
          // Text messages go to the offline outbox, as in local runs; tests of Twilio set its secrets.
          SMS_MODE: 'test',
        },
      },
    }),
  ],
  test: {
    root: fromRoot('.'),
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['tests/worker/setup/apply-migrations.ts'],
    // A file spends as much time waiting on workerd as on Node: two at a time keep a 2-core machine
    // busy (vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A timeout catches a hang, not a slow machine: on 2 cores shared with other work, 5 s (the
    // default) failed tests that wait on nothing.
    testTimeout: 30_000,
    // Each file imports the Worker afresh, over a thousand modules: the large packages pre-bundled
    // into one module each cut that import by about a third. Hono is left out: its HTTPException
    // must stay the one class our error handler checks against.
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            'stripe',
            'pdf-lib',
            'libphonenumber-js/min',
            'arctic',
            'ical.js',
            'drizzle-orm',
            'drizzle-orm/batch',
            'drizzle-orm/d1',
            'drizzle-orm/errors',
            'drizzle-orm/sqlite-core',
          ],
        },
      },
    },
  },
}))
