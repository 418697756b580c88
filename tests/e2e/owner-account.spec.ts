/** An owner's account at phone width: a forgotten password, a new one, signing out everywhere, and account emails. */
import type { Browser } from '@playwright/test'
import { createOwner, emailConfirmationLink, passwordResetLink } from './factories'
import { expect, seriousViolations, test, waitingForHydration } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

/** A second browser of the same owner: another device, whose session must end when told. */
async function otherDevice(browser: Browser) {
  return browser.newContext({ baseURL: test.info().project.use.baseURL })
}

const fitsThePhone = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

test("'Forgot password?' sets a new password from the emailed link and ends every session", async ({
  page,
  browser,
}) => {
  // The mailbox: the owner signed in elsewhere, where a local test run's outbox shows the email.
  const mailbox = await otherDevice(browser)
  const owner = await createOwner(mailbox.request)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email').fill(owner.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses' })).toContainText(
    'we sent it a link to choose a new password',
  )
  await fitsThePhone(page)

  const link = await passwordResetLink(mailbox.request)
  await waitingForHydration(page).goto(link)
  await page.getByLabel('New password').fill('too short')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Use at least 12 characters for your password')).toBeVisible()
  await page.getByLabel('New password').fill('a fresh long passphrase')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible()
  await fitsThePhone(page)
  expect(await seriousViolations(page)).toEqual([])
  // The other device's session ended with the reset.
  expect((await mailbox.request.get('/api/auth/user')).status()).toBe(401)

  await page.getByRole('link', { name: 'Sign in with your new password' }).click()
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password', { exact: true }).fill('a fresh long passphrase')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  // The link works once.
  await page.context().clearCookies()
  await page.goto(link)
  await page.getByLabel('New password').fill('yet another passphrase')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'expired or was already used' })).toBeVisible()
  await mailbox.close()
})

test('a new password and signing out everywhere end the other sessions at once', async ({ page, browser }) => {
  const owner = await createOwner(page.request)
  const other = await otherDevice(browser)
  const signIn = await other.request.post('/api/auth/sign-in', {
    data: { email: owner.email, password: owner.password },
  })
  expect(signIn.ok()).toBe(true)

  await page.goto('/admin/dashboard')
  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
  await page.getByLabel('Current password').fill('not my password')
  await page.getByLabel('New password').fill('a new long passphrase')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is not correct')).toBeVisible()
  expect((await other.request.get('/api/auth/user')).status()).toBe(200)

  await page.getByLabel('Current password').fill(owner.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('You were signed out on every other device.')).toBeVisible()
  expect((await other.request.get('/api/auth/user')).status()).toBe(401)
  // This device keeps going with its new session.
  expect((await page.request.get('/api/auth/user')).status()).toBe(200)
  await fitsThePhone(page)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
  await other.close()
})

test("a new owner's confirmation email is apart from customers' emails and confirms in a new tab", async ({ page }) => {
  await createOwner(page.request, { verified: false })
  await page.goto('/admin/notifications')
  await expect(page.getByText('No notifications sent yet')).toBeVisible()
  const accountEmails = page.getByRole('region', { name: 'Emails about your account' })
  await expect(accountEmails).toContainText('Test mode')
  await accountEmails.getByRole('button', { name: /Confirm your email address/ }).click()
  // Playwright's checks cannot run inside the email's frame (it runs no script), so its click lands
  // where the link is: wait until the dialog has finished opening and the link stands still.
  const dialog = page.getByRole('dialog', { name: /Confirm your email address/ })
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)))
  const frame = page.frameLocator('iframe[title="Email content"]')
  const opened = page.waitForEvent('popup')
  await frame.getByRole('link', { name: 'Confirm my email address' }).click()
  const tab = await opened
  await expect(tab.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  // The link points at the host this app is served from.
  expect(new URL(tab.url()).origin).toBe(new URL(page.url()).origin)
  // The same link again says it was used.
  await page.goto(await emailConfirmationLink(page.request))
  await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible()
})
