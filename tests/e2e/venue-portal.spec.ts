/**
 * A venue partner at phone width: signs up at /venue-portal, confirms the email from the local
 * outbox, adds a venue with a photo and two sites of different lengths, closes one site for two
 * nights and sees the calendar say so; the owner admin tells the partner's session where to go, and
 * the account, given the owner role too, switches between the two areas.
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { uniqueTag } from './factories'
import { expect, seriousViolations, test, waitingForHydration } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

const photo = fileURLToPath(new URL('./files/rv-photo.png', import.meta.url))

/**
 * The link in the newest confirmation email to `email`, read from the local outbox's table: the
 * outbox page is the owner admin's, which a partner's session does not open.
 */
async function confirmationLink(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/wrangler',
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      '.wrangler/e2e-state',
      '--json',
      '--command',
      `select content from notifications where email = '${email}' and type = 'email_verification' order by created_at desc limit 1`,
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  )
  const [{ results }] = JSON.parse(stdout) as [{ results: { content: string }[] }]
  const href = /href="([^"]*verify-email[^"]*)"/.exec(results[0]?.content ?? '')?.[1]
  if (!href) throw new Error(`No confirmation email to ${email} in the outbox`)
  const url = new URL(href.replaceAll('&amp;', '&'))
  return `${url.pathname}${url.search}`
}

/** 'YYYY-MM-DD', `days` after today in the browser's (and so the calendar's) own time zone. */
const browserDay = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date()
    date.setDate(date.getDate() + offset)
    const pad = (value: number) => String(value).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  }, days)

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

test('a venue partner signs up, confirms the email, adds a venue with two sites and closes one', async ({ page }) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  const email = `partner-${tag}@example.com`
  const venueName = `E2E Pine Cove ${tag}`

  // Signed out: the spec's label text is the heading, with the partner sign-up under it.
  await waitingForHydration(page).goto('/venue-portal')
  await expect(page.getByRole('heading', { level: 1, name: 'Venue Portal' })).toBeVisible()
  await expect(page.getByText('Coming Soon')).toBeVisible()
  await expect(page.getByText('Partner with us to offer your venue!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Become a venue partner' })).toBeVisible()
  await page.getByLabel('First name').fill('Pat')
  await page.getByLabel('Last name').fill(`Warden ${tag}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Use at least 12 characters for your password')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(`partner password ${tag}`)
  await page.getByRole('button', { name: 'Create account' }).click()

  // The portal, reminding the new partner to confirm the address, as owners are.
  await expect(page).toHaveURL(/\/venue-portal\?tab=venues$/)
  const banner = page.getByRole('status').filter({ hasText: 'Please confirm your email address' })
  await expect(banner).toContainText(email)
  await expect(page.getByRole('heading', { name: 'No venues yet' })).toBeVisible()
  const session = await (await page.request.get('/api/auth/user')).json()
  expect(session).toMatchObject({ email, role: 'partner', roles: ['partner'] })

  await page.goto(await confirmationLink(email))
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the venue portal' }).click()
  await expect(page.getByRole('heading', { name: 'No venues yet' })).toBeVisible()
  await expect(banner).toHaveCount(0)

  // A venue with a photo, gate instructions and its own cancellation policy.
  await page.getByRole('button', { name: 'Add venue' }).click()
  const venueDialog = page.getByRole('dialog', { name: 'Add venue' })
  await venueDialog.getByLabel('Name').fill(venueName)
  await venueDialog.getByLabel('Location').fill('Lake Tahoe, CA')
  await venueDialog.getByLabel('Price per night ($)').fill('45')
  await venueDialog.getByLabel('Capacity').fill('12')
  await venueDialog.getByLabel('Cancellation policy').selectOption({ label: 'Strict' })
  await venueDialog.getByLabel('Gate instructions').fill('Gate code 4821, check in at the red cabin')
  await venueDialog.getByLabel(/Upload a photo/i).setInputFiles(photo)
  await expect(venueDialog.getByRole('img', { name: 'Venue photo preview' })).toHaveAttribute('src', /\/media\//)
  await venueDialog.getByRole('button', { name: 'Add venue' }).click()
  await expect(venueDialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: venueName })).toBeVisible()
  await expect(page.getByText('Strict cancellation policy')).toBeVisible()
  await expect(page.getByText('Gate code 4821, check in at the red cabin')).toBeVisible()

  // Two sites: a 30 ft one with 30 amps and water, a 40 ft pull-through with 50 amps and sewer.
  const sites = [
    { number: 'A1', length: '30', amps: '30 amp', hookups: ['Water'], price: '40' },
    { number: 'B2', length: '40', amps: '50 amp', hookups: ['Sewer', 'Pull-through'], price: '55' },
  ]
  for (const site of sites) {
    await page.getByRole('button', { name: 'Add site' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add site' })
    await dialog.getByLabel('Site number').fill(site.number)
    await dialog.getByLabel('Max RV length (ft)').fill(site.length)
    await dialog.getByLabel('Electric hookup').selectOption({ label: site.amps })
    for (const hookup of site.hookups) await dialog.getByLabel(hookup).check()
    await dialog.getByLabel('Price per night ($)').fill(site.price)
    await dialog.getByRole('button', { name: 'Add site' }).click()
    await expect(dialog).toBeHidden()
  }
  const siteTable = page.getByRole('table', { name: `Sites at ${venueName}` })
  await expect(siteTable.getByRole('row', { name: /^A1/ })).toContainText('Up to 30 ft')
  await expect(siteTable.getByRole('row', { name: /^A1/ })).toContainText('$40.00')
  await expect(siteTable.getByRole('row', { name: /^B2/ })).toContainText('Up to 40 ft')
  await expect(siteTable.getByRole('row', { name: /^B2/ })).toContainText('50 amp · Sewer · Pull-through')

  // Site A1 closed for the nights two and three days from now.
  const [closedFrom, openAgain] = await Promise.all([browserDay(page, 2), browserDay(page, 4)])
  await page.getByRole('button', { name: 'Add closure' }).click()
  const closureDialog = page.getByRole('dialog', { name: 'Add closure' })
  await closureDialog.getByLabel('Closed from').fill(closedFrom)
  await closureDialog.getByLabel('Open again on').fill(openAgain)
  await closureDialog.getByLabel('Closes').selectOption({ label: 'Site A1' })
  await closureDialog.getByLabel('Reason').fill('Resurfacing')
  await closureDialog.getByRole('button', { name: 'Add closure' }).click()
  await expect(closureDialog).toBeHidden()
  await expect(page.getByRole('list', { name: `Closures at ${venueName}` })).toContainText('Site A1 · Resurfacing')

  // The calendar: A1 closed on exactly those two nights, B2 free all month.
  const calendar = page.getByRole('table', { name: /^Nights of each site/ })
  const nightsOf = (site: string) => calendar.getByRole('row', { name: new RegExp(`^Site ${site}`) }).getByRole('cell')
  await expect(nightsOf('A1')).toHaveCount(30)
  await expect(nightsOf('A1').nth(1)).toHaveText('·Free')
  await expect(nightsOf('A1').nth(2)).toHaveText('XClosed')
  await expect(nightsOf('A1').nth(3)).toHaveText('XClosed')
  await expect(nightsOf('A1').nth(4)).toHaveText('·Free')
  await expect(nightsOf('A1').filter({ hasText: 'Closed' })).toHaveCount(2)
  await expect(nightsOf('B2').filter({ hasText: 'Free' })).toHaveCount(30)
  await fitsThePhone(page)
  expect(await seriousViolations(page)).toEqual([])

  // Bookings and earnings, still empty; payouts are said plainly to be outside the product.
  await page.getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible()
  await page.getByRole('link', { name: 'Earnings' }).click()
  await expect(
    page.getByText('Payouts are not handled in RV Connect yet: we record what you earn per booking.'),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No earnings yet' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The venue and its photo are in the list.
  await page.getByRole('link', { name: 'Venues & sites' }).click()
  const card = page.getByRole('article', { name: venueName })
  await expect(card.getByRole('img', { name: venueName })).toHaveAttribute('src', /\/media\//)

  // The owner admin is not the partner's: it says so, and leads back to the portal.
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'You are signed in as a venue partner' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Switch to owner admin' })).toBeVisible()
  expect((await page.request.get('/api/dashboard')).status()).toBe(403)
  await page.getByRole('link', { name: 'Go to the venue portal' }).click()
  await expect(page.getByRole('article', { name: venueName })).toBeVisible()

  // The same account may also rent out RVs: switching adds the owner role, and the areas link both ways.
  await page.goto('/admin/dashboard')
  await page.getByRole('button', { name: 'Switch to owner admin' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible()
  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Venue portal' }).click()
  await page.getByRole('button', { name: 'Switch to your venue partner account' }).click()
  await expect(page.getByRole('article', { name: venueName })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Switch to owner admin' })).toBeVisible()
})
