import type { Page } from '@playwright/test'
import { createRv, createVenue, daysFromNow as day, uniqueTag } from './factories'
import { expect, test } from './fixtures'

async function searchFor(
  page: Page,
  { start, end, type, guests, zip }: { start: string; end: string; type?: string; guests?: string; zip: string },
) {
  const form = page.getByRole('form', { name: 'Search RVs' })
  await form.getByLabel('Pickup date').fill(start)
  await form.getByLabel('Return date').fill(end)
  if (type) await form.getByLabel('RV type').selectOption({ label: type })
  if (guests) await form.getByLabel('Guests').selectOption({ label: guests })
  await form.getByLabel('Zip code').fill(zip)
  await form.getByRole('button', { name: 'Search' }).click()
}

test('a renter goes through all three steps and reaches checkout with the server’s amount', async ({
  page,
  ownerRequest,
}) => {
  // An owner's Class C sleeping 8, beside a Class C sleeping 4 and a Class A sleeping 8 that the filters leave out.
  const tag = uniqueTag()
  const [rv, smallRv, otherTypeRv, venue] = await Promise.all([
    createRv(ownerRequest, { name: `E2E Voyager ${tag}`, type: 'Class C', sleeps: 8, pricePerNight: '245.00' }),
    createRv(ownerRequest, { name: `E2E Compact ${tag}`, type: 'Class C', sleeps: 4, pricePerNight: '99.00' }),
    createRv(ownerRequest, { name: `E2E Coach ${tag}`, type: 'Class A', sleeps: 8, pricePerNight: '99.00' }),
    // By Dolores Park, within the free miles of the RVs' pickup location in the Mission.
    createVenue(ownerRequest, {
      name: `E2E Dunes ${tag}`,
      pricePerNight: '58.00',
      latitude: 37.7596,
      longitude: -122.4269,
    }),
  ])
  await page.goto('/book')
  await expect(page.getByRole('heading', { name: 'Book Your Adventure' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Booking progress' }).locator('[aria-current="step"]')).toHaveText(
    'Choose your RV',
  )

  await searchFor(page, { start: day(14), end: day(18), type: 'Class C Motorhome', guests: '7+ guests', zip: '94110' })
  await expect(page.getByRole('list', { name: 'Suggested regions' })).toContainText('Southern California coast')
  // Class C sleeping 7 or more: of this owner's three RVs, only the one sleeping 8.
  const cards = page.getByRole('article')
  const card = cards.filter({ hasText: rv.name })
  await expect(card).toHaveCount(1)
  await expect(cards.filter({ hasText: smallRv.name })).toHaveCount(0)
  await expect(cards.filter({ hasText: otherTypeRv.name })).toHaveCount(0)
  await card.getByRole('button', { name: 'Select This RV' }).click()

  await expect(page.getByRole('list', { name: 'Booking progress' }).locator('[aria-current="step"]')).toHaveText(
    'Delivery & venue',
  )
  await page.getByRole('button', { name: `Deliver to ${venue.name} and stay there` }).click()

  await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible()
  // 4 nights × $245 + 4 nights × $58 at the venue + $30 delivery there (the default rule's base fee).
  await expect(page.getByTestId('summary-total')).toHaveText('$1,242.00')
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: `Choose ${venue.name}` }).click()

  await page.getByLabel('First name').fill('Rae')
  await page.getByLabel('Last name').fill('Field')
  await page.getByLabel('Email').fill(`rae.wizard-${tag}@example.com`)
  await page.getByLabel('Phone').fill('555-222-3333')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()

  await expect(page).toHaveURL(/\/checkout\?/)
  const params = new URL(page.url()).searchParams
  expect(params.get('amount')).toBe('1242')
  expect(params.get('bookingId')).toMatch(/^[0-9a-f-]{36}$/)
  expect(params.get('description')).toContain(rv.name)
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await expect(page.getByText('$1,242.00', { exact: true })).toBeVisible()

  // 'Back to Booking' finds the booking waiting for payment.
  await page.getByRole('link', { name: 'Back to Booking' }).click()
  await expect(page.getByText('$1,242.00', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Continue to Payment' }).click()

  // Paying with Stripe's test card confirms the booking; My Bookings shows it without asking again.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/40')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay $1,242.00' }).click()
  await expect(page).toHaveURL(/\/bookings\?bookingId=/)
  const booking = page.getByRole('article', { name: 'Your booking' })
  await expect(booking).toContainText(rv.name)
  await expect(booking).toContainText('Paid')
})

test('the search checks the zip code and the dates, and says when nothing fits', async ({ page }) => {
  await page.goto('/book')
  await searchFor(page, { start: day(10), end: day(5), zip: '941' })
  await expect(page.getByText('Enter a 5-digit zip code')).toBeVisible()
  await expect(page.getByText('Return date must be after pickup date')).toBeVisible()
  await expect(page.getByLabel('Zip code')).toHaveValue('941')
  await page.getByLabel('Zip code').fill('94a1x')
  await expect(page.getByLabel('Zip code')).toHaveValue('941')

  // No test makes a Class B van sleeping 7 or more (nor does the demo seed), so nothing matches.
  await searchFor(page, { start: day(20), end: day(22), type: 'Class B Van', guests: '7+ guests', zip: '10001' })
  await expect(page.getByText('No RVs available for your selected criteria')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Suggested regions' })).toContainText('National parks near you')
})

test('each step fits a phone screen', async ({ page, ownerRequest }) => {
  // The cheapest RV there is, so it is on the first page of results.
  const rv = await createRv(ownerRequest, {
    name: `E2E Pocket Trailer ${uniqueTag()}`,
    pricePerNight: '19.00',
    near: '78701',
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/book')
  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  expect(await fitsWidth()).toBe(true)
  await searchFor(page, { start: day(21), end: day(23), zip: '78701' })
  const card = page.getByRole('article').filter({ hasText: rv.name })
  await expect(card).toBeVisible()
  expect(await fitsWidth()).toBe(true)
  await card.getByRole('button', { name: 'Select This RV' }).click()
  await expect(page.getByRole('radio', { name: /Delivery to your address/ })).toBeVisible()
  expect(await fitsWidth()).toBe(true)
  await page.getByRole('button', { name: 'Skip & Continue' }).click()
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible()
  expect(await fitsWidth()).toBe(true)
})

test('home delivery asks for the address on a phone, and the owner sees it with the booking', async ({
  page,
  ownerRequest,
  signedInPage,
}) => {
  const rv = await createRv(ownerRequest, { name: `E2E Homebound ${uniqueTag()}`, pricePerNight: '19.00' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/book')
  await searchFor(page, { start: day(31), end: day(33), zip: '94110' })
  await page.getByRole('article').filter({ hasText: rv.name }).getByRole('button', { name: 'Select This RV' }).click()
  await page.getByRole('radio', { name: /Delivery to your address/ }).check()
  await page.getByRole('button', { name: 'Skip & Continue' }).click()

  await page.getByLabel('First name').fill('Hana')
  await page.getByLabel('Last name').fill('Holm')
  await page.getByLabel('Email').fill(`hana-${uniqueTag()}@example.com`)
  await page.getByLabel('Phone').fill('555-222-3333')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('Street address is required for delivery to your home')).toBeVisible()
  await expect(page.getByLabel('Street address')).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  await page.getByLabel('Street address').fill('742 Evergreen Terrace')
  await page.getByLabel('City').fill('San Francisco')
  await page.getByLabel('State').selectOption({ label: 'California' })
  await expect(page.getByLabel('Delivery zip code')).toHaveValue('94110')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\?/)
  const bookingId = new URL(page.url()).searchParams.get('bookingId')!

  await signedInPage.setViewportSize({ width: 390, height: 844 })
  await signedInPage.goto('/admin/bookings')
  const shortId = bookingId.slice(-8).toUpperCase()
  await signedInPage
    .getByRole('button', { name: `Open booking ${shortId}` })
    .first()
    .click()
  await expect(signedInPage.getByRole('dialog', { name: `Booking ${shortId}` })).toContainText(
    '742 Evergreen Terrace, San Francisco, CA 94110',
  )
})

test('the search refuses a zip that is no US ZIP code, and a suggested region searches from there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/book')
  await searchFor(page, { start: day(24), end: day(26), zip: '00000' })
  await expect(page.getByText('00000 is not a US zip code. Check it and try again.')).toBeVisible()
  await expect(page.getByLabel('Zip code')).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Available RVs' })).toHaveCount(0)

  await searchFor(page, { start: day(24), end: day(26), zip: '94110' })
  await page.getByRole('button', { name: /Sierra Nevada/ }).click()
  await expect(page.getByLabel('Zip code')).toHaveValue('93546')
  await expect(page.getByRole('heading', { name: 'Suggested regions near 93546:' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Available RVs' })).toBeVisible()
})

test('a refused promotion code goes with the code, and never takes the focus from the contact fields', async ({
  page,
  ownerRequest,
}) => {
  const rv = await createRv(ownerRequest, {
    name: `E2E Promo Probe ${uniqueTag()}`,
    pricePerNight: '19.00',
    near: '78701',
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/book')
  await searchFor(page, { start: day(35), end: day(37), zip: '78701' })
  await page.getByRole('article').filter({ hasText: rv.name }).getByRole('button', { name: 'Select This RV' }).click()
  await page.getByRole('button', { name: 'Skip & Continue' }).click()

  const code = page.getByLabel('Promotion code')
  await code.fill('NOSUCHCODE')
  await page.getByRole('button', { name: 'Apply' }).click()
  const refusal = page.getByText('That code is not valid for this RV')
  await expect(refusal).toBeVisible()
  await code.fill('')
  await expect(refusal).toHaveCount(0)

  await code.fill('NOSUCHCODE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(refusal).toBeVisible()
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByLabel('First name')).toBeFocused()
})
