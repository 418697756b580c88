/** Playwright fixtures: sign-in helpers and the demo accounts `npm start` seeds. */
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
