import { createOwner, emailConfirmationLink } from './factories'
import { expect, seriousViolations, test } from './fixtures'

test('a new owner signs up, lands on the dashboard and signs out', async ({ page }) => {
  await page.goto('/admin')
  await page
    .getByRole('link', { name: 'Business Owner Sign In' })
    .or(page.getByRole('button', { name: 'Business Owner Sign In' }))
    .click()
  await expect(page).toHaveURL(/\/login/)

  await page
    .getByRole('tab', { name: 'Create account' })
    .or(page.getByRole('button', { name: 'Create account' }))
    .first()
    .click()
  const email = `e2e-${Date.now()}@example.com`
  await page.getByLabel('First name').fill('Robin')
  await page.getByLabel('Last name').fill('Vale')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a long enough password')
  await page.getByRole('button', { name: 'Create account' }).last().click()

  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible()
  const menu = page.getByRole('button', { name: /Robin/ })
  await expect(menu).toContainText('R')
  await menu.click()
  await page
    .getByRole('menuitem', { name: 'Sign Out' })
    .or(page.getByRole('link', { name: 'Sign Out' }))
    .click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toHaveCount(0)
  await expect(
    page
      .getByRole('link', { name: 'Business Owner Sign In' })
      .or(page.getByRole('button', { name: 'Business Owner Sign In' })),
  ).toBeVisible()
})

test('a wrong password is refused with a clear message', async ({ page, owner }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' })).toBeVisible()
})

test('the top bar highlights the active page, /admin counting as the dashboard', async ({ signedInPage: page }) => {
  await page.goto('/admin/dashboard')
  const topBar = page.getByRole('banner')
  await expect(topBar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page')

  await topBar.getByRole('link', { name: 'RV Fleet' }).click()
  await expect(page).toHaveURL(/\/admin\/inventory$/)
  await expect(page.getByRole('heading', { name: 'RV Fleet Management' })).toBeVisible()
  await expect(topBar.getByRole('link', { name: 'RV Fleet' })).toHaveAttribute('aria-current', 'page')
  await expect(topBar.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page')

  await page.goto('/admin')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('link', { name: 'Book RV' })).toHaveAttribute('href', '/book')
})

test('sign-in returns to the admin page asked for, and never to another site', async ({ page, owner }) => {
  const signInVia = async (url: string) => {
    await page.context().clearCookies()
    await page.goto(url)
    await page.getByLabel('Email').fill(owner.email)
    await page.getByLabel('Password', { exact: true }).fill(owner.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  }
  await signInVia('/login?redirect=https://evil.example/phish')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await signInVia('/login?redirect=/admin/leads')
  await expect(page).toHaveURL(/\/admin\/leads$/)
})

test('a new owner confirms their email from the link in the email the app wrote', async ({ page }) => {
  await createOwner(page.request, { verified: false, firstName: 'Jo' })
  await page.goto('/admin/dashboard')
  const banner = page.getByRole('status').filter({ hasText: 'Please confirm your email address' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Send the link again' }).click()
  await expect(banner).toContainText('We sent a new link. Check your inbox.')
  expect(await seriousViolations(page)).toEqual([])

  // In local runs the email sits in the owner's notifications (the outbox): follow its link.
  const link = await emailConfirmationLink(page.request)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible()
  await expect(banner).toHaveCount(0)

  // The same link again says it was used (opened signed out, say on a phone).
  await page.context().clearCookies()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible()
})
