/**
 * The local servers answer as the Worker does. `npm start` (the server these tests run against)
 * gives a body over 1 MB the Worker's 413 every time, never the preview server's stack trace, and
 * keeps the local runtime's data explorer off. `npm run serve:wrangler` serves the same build with
 * `wrangler dev` on migrated, seeded local state of its own.
 */
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { freePort } from './playwright.config'

const TOO_LARGE = { message: 'The request is too large (the limit is 1 MB)', code: 'payload_too_large' }
/** The explorer's list of D1 databases: it runs SQL for any request without an Origin header. */
const EXPLORER = '/cdn-cgi/explorer/api/d1/database'

test("a body over 1 MB gets the Worker's 413, every time", async ({ request }) => {
  const body = JSON.stringify({ name: 'x'.repeat(1_100_000) })
  const answers: { status: number; body: string }[] = []
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.post('/api/customers', {
      data: body,
      headers: { 'content-type': 'application/json' },
    })
    answers.push({ status: response.status(), body: await response.text() })
  }
  expect(answers).toEqual(Array(10).fill({ status: 413, body: JSON.stringify(TOO_LARGE) }))
})

test("the local runtime's data explorer is off", async ({ request }) => {
  expect((await request.get(EXPLORER)).status()).toBe(404)
})

test('wrangler dev serves the built app on migrated, seeded local state', async () => {
  test.setTimeout(180_000)
  const port = await freePort()
  const stateDir = '.wrangler/wrangler-dev-test-state'
  await rm(stateDir, { recursive: true, force: true })
  // Its own process group, so stopping it stops wrangler and its workerd too.
  const server = spawn('npm', ['run', 'serve:wrangler'], {
    env: { ...process.env, PORT: String(port), LOCAL_STATE_DIR: stateDir },
    detached: true,
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const origin = `http://127.0.0.1:${port}`
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/api/rvs`).catch(() => null))?.status, { timeout: 150_000 })
      .toBe(200)
    const { items } = (await (await fetch(`${origin}/api/rvs`)).json()) as { items: { name: string }[] }
    expect(items.map(({ name }) => name)).toContain('Forest Hideaway')
    expect((await fetch(`${origin}${EXPLORER}`)).status).toBe(404)
  } finally {
    process.kill(-server.pid!, 'SIGTERM')
    await exited
  }
})
