/** Playwright fixtures: a new owner per worker (made through the API), and the axe scan. */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { createOwner, type Owner } from './factories'

/**
 * WCAG 2.1 A/AA violations that axe rates serious or critical, one line each. An email's own HTML
 * (shown in a sandboxed frame, where axe cannot run) is left out: it is the email, not the page.
 */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[sandbox]')
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * The owner this worker slot signed up earlier in the run, signed in again; else a new one, noted
 * in the run's output folder (emptied when a run starts). Playwright restarts a worker after every
 * failure, and sign-up allows 5 a minute: without this, a few failures would turn into 429s.
 */
async function workerOwner(request: APIRequestContext, notePath: string): Promise<Owner> {
  const noted = await readFile(notePath, 'utf8').then(
    (text) => JSON.parse(text) as Owner,
    () => null,
  )
  if (
    noted &&
    (await request.post('/api/auth/sign-in', { data: { email: noted.email, password: noted.password } })).ok()
  )
    return noted
  const owner = await createOwner(request)
  await mkdir(dirname(notePath), { recursive: true })
  await writeFile(notePath, JSON.stringify(owner))
  return owner
}

/**
 * Navigations wait until React runs the page: a prerendered page is painted, and looks ready,
 * before its controls work.
 */
export function waitingForHydration(page: Page) {
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    return response
  }
  return page
}

/** A private IPv4 address for `seed` (FNV-1a): stable within a test, distinct between tests. */
function renterAddress(seed: string) {
  let hash = 0x811c9dc5
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return `10.${(hash >>> 16) & 0xff}.${(hash >>> 8) & 0xff}.${hash & 0xff}`
}

export const test = base.extend<
  { signedInPage: Page; ownerRequest: APIRequestContext },
  { owner: Owner & { storageState: StorageState } }
>({
  // One new owner per worker slot, signed up through the API and shared by the tests that need an
  // owner: sign-up is rate limited (5 a minute per client). Each test makes its own uniquely named
  // records for this owner, so tests never see the demo seed's, and count only what they made.
  owner: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext()
      const owner = await workerOwner(
        context.request,
        join(workerInfo.project.outputDir, `.owner-${workerInfo.parallelIndex}.json`),
      )
      await use({ ...owner, storageState: await context.storageState() })
      await context.close()
    },
    { scope: 'worker' },
  ],
  // Each test (and each repeat of it) is its own renter at its own address, as renters are: the
  // per-client limits (open holds, lookups, quotes) then count one test's requests, not the whole
  // run's. Cloudflare sets this header at the edge; locally the app reads it as sent.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'cf-connecting-ip': renterAddress(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`) })
  },
  page: async ({ page }, use) => {
    await use(waitingForHydration(page))
  },
  /** A page signed in as the worker's owner. */
  signedInPage: async ({ browser, owner }, use) => {
    const context = await browser.newContext({ storageState: owner.storageState })
    const page = waitingForHydration(await context.newPage())
    await use(page)
    await context.close()
  },
  /** API calls as the worker's owner, for a test whose pages are a renter's. */
  ownerRequest: async ({ browser, owner }, use) => {
    const context = await browser.newContext({ storageState: owner.storageState })
    await use(context.request)
    await context.close()
  },
})

export { expect }
