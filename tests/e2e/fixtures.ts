/** Playwright fixtures: sign-in helpers and the demo accounts `npm start` seeds. */
import { test as base, expect, type Page } from '@playwright/test'

export const demoOwner = { email: 'owner@demo.rvconnect.test', password: 'demo-owner-pass', firstName: 'Dana' }
export const secondOwner = { email: 'second@demo.rvconnect.test', password: 'second-owner-pass', firstName: 'Sam' }

export async function signIn(page: Page, account: { email: string; password: string } = demoOwner) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

export const test = base.extend<{ signedInPage: Page }>({
  signedInPage: async ({ page }, use) => {
    await signIn(page)
    await use(page)
  },
})

export { expect }
