/**
 * A renter on a phone searches near them: from the landing page's first screen to step 1's
 * results within a radius, each with its distance, then sorted by distance and filtered.
 */
import type { Page } from '@playwright/test'
import { distanceMiles, roundMiles } from '../../worker/lib/shared/geo'
import { zipCentroid } from '../../worker/lib/us-zip-code'
import { createPickupLocation, createRv, daysFromNow, uniqueTag } from './factories'
import { expect, test, waitingForHydration } from './fixtures'

const phone = { width: 390, height: 844 }
/** The Mission, San Francisco: where the renter searches from. */
const RENTER_ZIP = '94110'
const SAN_FRANCISCO = { latitude: 37.7793, longitude: -122.4193 }
const SAN_JOSE = { latitude: 37.3382, longitude: -121.8863 }
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 }

/** The text a card shows for a pickup location this far from the renter's zip code. */
const milesAway = (point: typeof SAN_FRANCISCO) =>
  `${roundMiles(distanceMiles(zipCentroid(RENTER_ZIP)!, point))} mi away`

/** The RVs' names in the order the results show them. */
const resultOrder = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents()
const isBefore = async (page: Page, first: { name: string }, second: { name: string }) => {
  const names = await resultOrder(page)
  return names.includes(first.name) && names.indexOf(first.name) < names.indexOf(second.name)
}

test('a renter searches from the landing page near 94110, within 50 miles, nearest first and filtered', async ({
  page,
  ownerRequest,
}) => {
  const tag = uniqueTag()
  const [sanFrancisco, sanJose, austin] = await Promise.all([
    createPickupLocation(ownerRequest, {
      name: `E2E Mission Yard ${tag}`,
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94103',
      ...SAN_FRANCISCO,
      delivers: true,
    }),
    createPickupLocation(ownerRequest, {
      name: `E2E Valley Lot ${tag}`,
      city: 'San Jose',
      state: 'CA',
      zipCode: '95113',
      ...SAN_JOSE,
    }),
    createPickupLocation(ownerRequest, {
      name: `E2E Lone Star Lot ${tag}`,
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      ...AUSTIN,
    }),
  ])
  // The nearer RV costs more, so 'Lowest total' and 'Nearest first' order them differently; both have a roll-in shower.
  const [near, far, texas] = await Promise.all([
    createRv(ownerRequest, {
      name: `E2E Bay Cruiser ${tag}`,
      pricePerNight: '9.00',
      pickupLocationId: sanFrancisco.id,
      petsAllowed: true,
      accessibility: ['roll_in_shower'],
    }),
    createRv(ownerRequest, {
      name: `E2E Valley Rambler ${tag}`,
      pricePerNight: '8.00',
      pickupLocationId: sanJose.id,
      accessibility: ['roll_in_shower', 'wheelchair_access'],
    }),
    createRv(ownerRequest, { name: `E2E Longhorn ${tag}`, pricePerNight: '7.00', pickupLocationId: austin.id }),
  ])
  await page.setViewportSize(phone)
  await page.goto('/')

  // The first screen carries the search.
  const hero = page.getByRole('form', { name: 'Search RVs' })
  await expect(hero).toBeInViewport()
  await hero.getByLabel('Where').fill(RENTER_ZIP)
  await hero.getByLabel('Pickup date').fill(daysFromNow(40))
  await hero.getByLabel('Return date').fill(daysFromNow(43))
  await hero.getByLabel('Guests').selectOption({ label: '3-4 guests' })
  await hero.getByRole('button', { name: 'Search' }).click()

  // Step 1 with its results, the search filled in.
  await expect(page).toHaveURL(/\/book\?/)
  await expect(page.getByRole('heading', { name: 'Available RVs' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Search RVs' })
  await expect(form.getByLabel('Zip code')).toHaveValue(RENTER_ZIP)
  await expect(form.getByLabel('Pickup date')).toHaveValue(daysFromNow(40))
  await expect(form.getByLabel('Guests')).toHaveValue('3')
  await expect(form.getByLabel('Within')).toHaveValue('100')

  const card = (rv: { name: string }) => page.getByRole('article', { name: rv.name })
  await form.getByLabel('Within').selectOption({ label: '50 miles' })
  await expect(card(near)).toContainText(`${milesAway(SAN_FRANCISCO)} · Pickup in San Francisco, CA`)
  await expect(card(near)).toContainText('Delivery available')
  await expect(card(far)).toContainText(`${milesAway(SAN_JOSE)} · Pickup in San Jose, CA`)
  await expect(card(far)).not.toContainText('Delivery available')
  await expect(card(texas)).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  // The accessibility filter: only the RV with a wheelchair lift or ramp.
  const filtersButton = page.getByRole('button', { name: /^Filters/ })
  await filtersButton.click()
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'true')
  const filters = page.getByRole('region', { name: 'Filters' })
  const accessibility = filters.getByRole('group', { name: 'Accessibility' })
  await accessibility.getByLabel('Wheelchair lift or ramp').check()
  await expect(card(near)).toHaveCount(0)
  await expect(card(far)).toBeVisible()
  await expect(filtersButton).toHaveAccessibleName('Filters 1 active')
  await accessibility.getByLabel('Wheelchair lift or ramp').uncheck()
  await accessibility.getByLabel('Roll-in shower').check()
  await expect(card(near)).toBeVisible()

  // 'Lowest total' first puts the cheaper, farther RV first; 'Nearest first' the nearer one.
  await expect(card(far)).toBeVisible()
  expect(await isBefore(page, far, near)).toBe(true)
  await page.getByLabel('Sort by').selectOption({ label: 'Nearest first' })
  await expect.poll(() => isBefore(page, near, far)).toBe(true)

  // 'Pets allowed' leaves the pet-friendly RV.
  await filters.getByLabel('Pets allowed').check()
  await expect(card(far)).toHaveCount(0)
  await expect(card(near)).toBeVisible()
  await expect(filtersButton).toHaveAccessibleName('Filters 2 active')

  // Cleared, the RV without pets is back. By lowest total: nearest first, the other tests' RVs at
  // 94110 itself may fill the first page before it.
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await expect(filtersButton).toHaveAccessibleName('Filters')
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest total' })
  await expect(card(far)).toBeVisible()
  await expect(card(texas)).toHaveCount(0)
})

test("'Use my location' fills the zip code nearest the renter, and says so when the browser refuses", async ({
  page,
  context,
  browser,
}) => {
  // Standing at the middle of 94110.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(zipCentroid(RENTER_ZIP))
  await page.setViewportSize(phone)
  await page.goto('/')
  const hero = page.getByRole('form', { name: 'Search RVs' })
  await hero.getByRole('button', { name: 'Use my location' }).click()
  await expect(hero.getByLabel('Where')).toHaveValue(RENTER_ZIP)
  await page.goto('/book')
  const form = page.getByRole('form', { name: 'Search RVs' })
  await form.getByRole('button', { name: 'Use my location' }).click()
  await expect(form.getByLabel('Zip code')).toHaveValue(RENTER_ZIP)
  await expect(form.getByRole('alert')).toHaveCount(0)

  // A browser that was not allowed to tell.
  const refusing = await browser.newContext({ viewport: phone })
  const refused = waitingForHydration(await refusing.newPage())
  await refused.goto('/book')
  const refusedForm = refused.getByRole('form', { name: 'Search RVs' })
  await refusedForm.getByRole('button', { name: 'Use my location' }).click()
  await expect(refusedForm.getByRole('alert')).toHaveText(
    'Location access is turned off for this site. Allow it in your browser, or type your zip code.',
  )
  await expect(refusedForm.getByLabel('Zip code')).toHaveValue('')
  await refusing.close()
})
