/**
 * Issue 27's listing page, on phones: an owner adds two photos to an RV (and puts them in order
 * with the keyboard); a renter finds the RV in the wizard's search, opens its listing, sees the
 * photos, the calendar and the policy, picks dates, sees the server's total, books, and reaches
 * checkout with the server's amount. The page the Worker rendered hydrates without a mismatch.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createOwner, createRv, daysFromNow, uniqueTag } from './factories'
import { expect, test, waitingForHydration } from './fixtures'

const phone = { viewport: { width: 390, height: 844 } }
const png = readFileSync(fileURLToPath(new URL('./files/rv-photo.png', import.meta.url)))

test('an owner adds photos; a renter goes from search to the listing and books at the server’s total', async ({
  browser,
}) => {
  const tag = uniqueTag()
  const ownerContext = await browser.newContext(phone)
  await createOwner(ownerContext.request)
  // Cheap, so 'Lowest total' lists it on the first page whatever RVs other tests made near 94110.
  const rv = await createRv(ownerContext.request, { name: `E2E Listing Trailer ${tag}`, pricePerNight: '2.00' })

  // The owner adds two photos from the Edit RV dialog and moves the second first, by keyboard.
  const admin = waitingForHydration(await ownerContext.newPage())
  await admin.goto('/admin/inventory')
  await admin.getByRole('button', { name: `Edit ${rv.name}` }).click()
  const dialog = admin.getByRole('dialog', { name: 'Edit RV' })
  await dialog.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png },
    { name: 'galley.png', mimeType: 'image/png', buffer: png },
  ])
  await expect(dialog.getByRole('status')).toHaveText('2 photos added.')
  const photos = dialog.getByRole('list', { name: `Photos of ${rv.name}, in order` }).getByRole('listitem')
  await expect(photos).toHaveCount(2)
  await dialog.getByLabel('Alt text for photo 2').fill('The galley')
  await dialog.getByLabel('Alt text for photo 2').press('Tab')
  await expect(dialog.getByRole('button', { name: 'Move photo 2 up' })).toBeFocused()
  await admin.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText('Photo moved to position 1 of 2.')
  // The moved photo keeps the focus (now on its other button), and is the cover.
  await expect(dialog.getByRole('button', { name: 'Move photo 1 down' })).toBeFocused()
  await expect(dialog.getByLabel('Alt text for photo 1 (cover)')).toHaveValue('The galley')
  await expect(dialog.getByLabel('Instant book')).toBeChecked()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // The renter searches from the wizard and opens the listing.
  const renterContext = await browser.newContext(phone)
  const page = waitingForHydration(await renterContext.newPage())
  const [start, end] = [daysFromNow(40), daysFromNow(44)]
  await page.goto('/book')
  const search = page.getByRole('form', { name: 'Search RVs' })
  await search.getByLabel('Pickup date').fill(start)
  await search.getByLabel('Return date').fill(end)
  await search.getByLabel('Zip code').fill('94110')
  await search.getByRole('button', { name: 'Search' }).click()
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest total' })
  const card = page.getByRole('article').filter({ hasText: rv.name })
  await card.getByRole('link', { name: 'View listing' }).click()
  await expect(page).toHaveURL(new RegExp(`/rvs/${rv.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: rv.name })).toBeVisible()

  // The same page as the Worker renders it: it hydrates without a mismatch.
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto(`/rvs/${rv.slug}`)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
  await expect(page).toHaveTitle(`${rv.name} · RV Connect`)
  const cover = page.getByRole('img', { name: 'The galley' })
  await expect(cover).toBeVisible()
  await expect(cover).toHaveAttribute('fetchpriority', 'high')
  await expect(cover).not.toHaveAttribute('loading', 'lazy')
  await expect(page.getByRole('list', { name: '1 more photo' }).getByRole('img')).toHaveAttribute('loading', 'lazy')
  await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible()
  await expect(page.getByRole('table', { name: /cancellation policy/ })).toContainText('More than 30 days')
  await expect(page.getByTestId('response-stats')).toHaveText(/^Response rate 100%/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // Dates and guests: the server's total, line by line; then Book reaches checkout with the server's amount.
  await page.getByLabel('Pickup date').fill(start)
  await page.getByLabel('Return date').fill(end)
  await page.getByLabel('Guests').selectOption('2')
  await expect(page.getByTestId('listing-quote')).toContainText(`${rv.name}: 4 × $2.00`)
  await expect(page.getByTestId('listing-total')).toHaveText('$8.00')
  await page.getByLabel('First name').fill('Lena')
  await page.getByLabel('Last name').fill('Lister')
  await page.getByLabel('Email').fill(`lena-${tag}@example.com`)
  await page.getByLabel('Phone').fill('555-222-3344')
  await page.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(page).toHaveURL(/\/checkout\?/)
  expect(new URL(page.url()).searchParams.get('amount')).toBe('8')
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await expect(page.getByText('$8.00', { exact: true })).toBeVisible()
  expect(errors).toEqual([])
  await Promise.all([ownerContext.close(), renterContext.close()])
})
