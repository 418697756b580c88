/**
 * Delivery priced by real distance, on a phone (issue 26): an owner delivers from San Francisco
 * at $50 plus $2.50 a mile past 10 miles, up to 150 miles; a renter searching from 94110 has their
 * RV delivered to an address in Pleasanton, 30 miles away, and pays the owner's fee for it.
 */
import { distanceMiles, roundMiles } from '../../worker/lib/shared/geo'
import { zipCentroid } from '../../worker/lib/us-zip-code'
import { createPickupLocation, createRv, createVenue, daysFromNow, uniqueTag } from './factories'
import { expect, test } from './fixtures'

/** The pickup location's zip (SoMa) and the delivery address's (Pleasanton). */
const PICKUP_ZIP = '94103'
const PLEASANTON = '94566'
/** Mammoth Lakes: beyond the owner's 150 miles. */
const MAMMOTH_LAKES = '93546'

test('a renter on a phone has the RV delivered 30 miles away and pays the owner’s fee for that distance', async ({
  page,
  ownerRequest,
}) => {
  // The centroids' great-circle distance, as the server measures it: 30.4 miles.
  const miles = roundMiles(distanceMiles(zipCentroid(PICKUP_ZIP)!, zipCentroid(PLEASANTON)!))
  expect(miles).toBe(30.4)
  // By hand: $50 + $2.50 × (30.4 − 10) = $50 + $51 = $101.00.
  const fee = '$101.00'

  const tag = uniqueTag()
  const pickup = await createPickupLocation(ownerRequest, {
    name: `E2E SoMa depot ${tag}`,
    street: '1455 Market St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: PICKUP_ZIP,
    openingHours: 'Mon-Sat 8am-6pm',
    delivers: true,
    deliveryBaseFee: '50.00',
    deliveryFreeMiles: 10,
    deliveryPerMile: '2.50',
    deliveryMaxMiles: 150,
  })
  const [rv, venue] = await Promise.all([
    createRv(ownerRequest, { name: `E2E Bay Hauler ${tag}`, pricePerNight: '9.00', pickupLocationId: pickup.id }),
    // At Concord's centroid: 25.2 miles from the pickup, so $50 + $2.50 × 15.2 = $88.00 to deliver there.
    createVenue(ownerRequest, { name: `E2E Diablo Camp ${tag}`, latitude: 37.9823, longitude: -122.0362 }),
  ])

  await page.setViewportSize({ width: 390, height: 844 })
  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  await page.goto('/book')
  const search = page.getByRole('form', { name: 'Search RVs' })
  await search.getByLabel('Pickup date').fill(daysFromNow(40))
  await search.getByLabel('Return date').fill(daysFromNow(42))
  await search.getByLabel('Zip code').fill('94110')
  await search.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('article').filter({ hasText: rv.name }).getByRole('button', { name: 'Select This RV' }).click()

  // Step 2: pickup is free at its real distance; delivery to the searched zip is within the free miles.
  const pickUp = page.getByRole('radio', { name: new RegExp(`Pick it up at ${pickup.name}`) })
  await expect(pickUp).toBeChecked()
  await expect(page.getByText('1455 Market St, San Francisco, CA 94103 · 1.5 miles from you · Free')).toBeVisible()
  await expect(page.getByText('Mon-Sat 8am-6pm')).toBeVisible()
  await expect(page.getByText('1.5 miles from the pickup location to your zip code · $50.00')).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: venue.name })
  await expect(card).toContainText('26.1 miles from you')
  await expect(card).toContainText('Delivered here: $88.00 (25.2 miles from the pickup)')
  expect(await fitsWidth()).toBe(true)
  await page.getByRole('radio', { name: /Delivery to your address/ }).check()
  await page.getByRole('button', { name: 'Skip & Continue' }).click()

  // Step 3: the address's own zip prices the delivery; one beyond the owner's reach says so.
  await page.getByLabel('Street address').fill('4501 Pleasanton Ave')
  await page.getByLabel('City').fill('Pleasanton')
  await page.getByLabel('State').selectOption({ label: 'California' })
  const zip = page.getByLabel('Delivery zip code')
  await zip.fill(MAMMOTH_LAKES)
  await expect(
    page.getByText(`Beyond this owner's 150-mile delivery range: ${MAMMOTH_LAKES} is 194.4 miles from ${pickup.name}.`),
  ).toBeVisible()
  await expect(page.getByText('Delivery to your address is not in this total')).toBeVisible()
  await zip.fill(PLEASANTON)
  await expect(page.getByTestId('home-delivery-fee')).toHaveText(
    `Delivery to ${PLEASANTON}: ${miles} miles from ${pickup.name} · ${fee}`,
  )
  const summary = page.getByRole('region', { name: 'Booking summary' })
  await expect(summary.getByText(`Delivery: Your address · ${miles} miles`)).toBeVisible()
  // 2 nights × $9 + the delivery.
  await expect(page.getByTestId('summary-total')).toHaveText('$119.00')
  expect(await fitsWidth()).toBe(true)

  await page.getByLabel('First name').fill('Dee')
  await page.getByLabel('Last name').fill('Livery')
  await page.getByLabel('Email').fill(`dee-${tag}@example.com`)
  await page.getByLabel('Phone').fill('555-222-3333')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\?/)
  expect(new URL(page.url()).searchParams.get('amount')).toBe('119')
})
