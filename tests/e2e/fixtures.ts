/** Playwright fixtures: sign-in helpers and the demo accounts `npm start` seeds. */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

export const demoOwner = { email: 'owner@demo.rvconnect.test', password: 'demo-owner-pass', firstName: 'Dana' }
export const secondOwner = { email: 'second@demo.rvconnect.test', password: 'second-owner-pass', firstName: 'Sam' }

export async function signIn(page: Page, account: { email: string; password: string } = demoOwner) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/** WCAG 2.1 A/AA violations that axe rates serious or critical, one line each. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export const test = base.extend<{ signedInPage: Page }, { demoOwnerSession: StorageState }>({
  // One sign-in per worker, reused by every test that needs the demo owner: sign-in is rate
  // limited (10 a minute per email), and the sign-in flow itself has its own tests.
  demoOwnerSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      await signIn(await context.newPage())
      await use(await context.storageState())
      await context.close()
    },
    { scope: 'worker' },
  ],
  signedInPage: async ({ browser, demoOwnerSession }, use) => {
    const context = await browser.newContext({ storageState: demoOwnerSession })
    const page = await context.newPage()
    await use(page)
    await context.close()
  },
})

export { expect }
