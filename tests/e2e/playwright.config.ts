import { defineConfig, devices } from '@playwright/test'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** A port nobody is using on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

// Kept in the environment so every Playwright worker sees the same one.
process.env.E2E_PORT ??= String(await freePort())
const port = Number(process.env.E2E_PORT)
const root = fileURLToPath(new URL('../..', import.meta.url))
export const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The README's own start command, on its own port with its own local state, seeded fresh.
  webServer: {
    command: `rm -rf .wrangler/e2e-state && npm start`,
    cwd: root,
    env: {
      PORT: String(port),
      LOCAL_STATE_DIR: '.wrangler/e2e-state',
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
    url: `http://127.0.0.1:${port}/api/auth/options`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
