/**
 * Issue 26 end to end, on phones: an owner sets up their business and a pickup location in San
 * Francisco and lists an RV there; a renter searching from 94110 within 50 miles finds it at its
 * distance (and not the owner's RV in Texas), filters by pets, has it delivered 30 miles away at
 * the owner's rate, and the confirmation email carries the business's name and logo.
 */
import { fileURLToPath } from 'node:url'
import { distanceMiles, roundMiles } from '../../worker/lib/shared/geo'
import { zipCentroid } from '../../worker/lib/us-zip-code'
import { createOwner, createRv, daysFromNow, listed, uniqueTag } from './factories'
import { expect, test, waitingForHydration } from './fixtures'

const phone = { viewport: { width: 390, height: 844 } }
const logo = fileURLToPath(new URL('./files/rv-photo.png', import.meta.url))
/** The depot's zip (SoMa), the renter's (the Mission) and the delivery address's (Pleasanton). */
const DEPOT_ZIP = '94103'
const RENTER_ZIP = '94110'
const PLEASANTON = '94566'

const miles = (from: string, to: string) => roundMiles(distanceMiles(zipCentroid(from)!, zipCentroid(to)!))

test('an owner’s San Francisco RV is found near 94110, delivered 30 miles away at their rate, under their brand', async ({
  browser,
}) => {
  const tag = uniqueTag()
  const business = `E2E Bay Road Trips ${tag}`
  const depot = `E2E SoMa depot ${tag}`

  // The owner, on their phone: profile with a logo, then a depot that delivers at $50 + $2.50/mi past 10 miles.
  const ownerContext = await browser.newContext(phone)
  await createOwner(ownerContext.request)
  const admin = waitingForHydration(await ownerContext.newPage())
  await admin.goto('/admin/business')
  const profile = admin.getByRole('region', { name: 'Profile' })
  await profile.getByLabel('Business name').fill(business)
  await profile.getByLabel('Upload a photo').setInputFiles(logo)
  await expect(profile.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^\/media\/owners\//)
  // A logo is an upload, never an address elsewhere (emails would tell its host who opened them).
  await expect(profile.getByLabel('Or paste an image address')).toHaveCount(0)
  await profile.getByRole('button', { name: 'Save profile' }).click()
  await expect(admin.getByText('Business profile saved')).toBeVisible()

  await admin.getByRole('button', { name: 'Add pickup location', exact: true }).click()
  const location = admin.getByRole('dialog', { name: 'Add pickup location' })
  await location.getByLabel('Name').fill(depot)
  await location.getByLabel('Street address').fill('1455 Market St')
  await location.getByLabel('City').fill('San Francisco')
  await location.getByLabel('State').selectOption('CA')
  // Five digits that are no ZIP code: only the server knows, and says so under the field.
  await location.getByLabel('Zip code').fill('00000')
  await location.getByLabel('I deliver from here').check()
  await location.getByLabel('Base fee ($)').fill('50')
  await location.getByLabel('Price per mile after ($)').fill('2.50')
  await location.getByLabel('Maximum distance (miles)').fill('150')
  // The rule's own example, as the owner types it: $50 + 20 × $2.50.
  await expect(location.getByText('A delivery 30 miles away costs $100.00.')).toBeVisible()
  await location.getByRole('button', { name: 'Add pickup location' }).click()
  await expect(location.getByText('00000 is not a US zip code. Check it and try again.')).toBeVisible()
  await expect(location.getByLabel('Zip code')).toBeFocused()
  await location.getByLabel('Zip code').fill(DEPOT_ZIP)
  await location.getByRole('button', { name: 'Add pickup location' }).click()
  await expect(location).toBeHidden()
  await expect(admin.getByRole('listitem').filter({ hasText: depot })).toContainText(
    'Delivers up to 150 mi: $50.00 + $2.50/mi after 10 mi',
  )
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // The RV, through the fleet's form: at the depot, pets welcome.
  const petFriendly = `E2E Golden Gate Van ${tag}`
  await admin.goto('/admin/inventory')
  await admin.getByRole('button', { name: 'Add RV to Fleet' }).first().click()
  const form = admin.getByRole('dialog', { name: 'Add New RV' })
  await form.getByLabel('Name').fill(petFriendly)
  await form.getByLabel('Type').selectOption({ label: 'Class B Van' })
  await form.getByLabel('Sleeps').fill('2')
  // The cheapest near 94110, so 'Lowest total' shows both of this test's SF RVs on the first page whatever other tests made.
  await form.getByLabel(/Price per night/).fill('4')
  await form.getByLabel('Pickup location').selectOption({ label: `${depot} (San Francisco, CA ${DEPOT_ZIP})` })
  await form.getByLabel('Pets allowed').check()
  await form.getByRole('button', { name: 'Add RV to Fleet' }).click()
  await expect(form).toBeHidden()
  // Two more: one at a depot in the Mission without pets, one in Austin, Texas.
  const [noPets, texas] = await Promise.all([
    createRv(ownerContext.request, { name: `E2E Mission Trailer ${tag}`, pricePerNight: '5.00' }),
    createRv(ownerContext.request, { name: `E2E Lone Star Trailer ${tag}`, near: '78701' }),
  ])

  // The renter, on their phone: from the landing page's search to step 1's results.
  const renterContext = await browser.newContext(phone)
  const page = waitingForHydration(await renterContext.newPage())
  await page.goto('/')
  const hero = page.getByRole('form', { name: 'Search RVs' })
  await hero.getByLabel(/^Where/).fill(RENTER_ZIP)
  await hero.getByLabel('Pickup date').fill(daysFromNow(50))
  await hero.getByLabel('Return date').fill(daysFromNow(52))
  await hero.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/book\?/)
  await page.getByLabel('Within').selectOption({ label: '50 miles' })
  const card = (name: string) => page.getByRole('article').filter({ hasText: name })
  await expect(card(petFriendly)).toContainText(`${miles(DEPOT_ZIP, RENTER_ZIP)} mi away`)
  await expect(card(noPets.name)).toBeVisible()
  await expect(card(texas.name)).toHaveCount(0)

  await page.getByRole('button', { name: /Filters/ }).click()
  await page.getByLabel('Pets allowed').check()
  await expect(card(noPets.name)).toHaveCount(0)
  await expect(card(petFriendly)).toBeVisible()
  await card(petFriendly).getByRole('button', { name: 'Select This RV' }).click()

  // Step 2: this owner has no venue near the trip (the spec's empty state). Delivery to an address
  // in Pleasanton, priced by the owner's rule from the depot.
  await expect(page.getByText('No venues available')).toBeVisible()
  await page.getByRole('radio', { name: /Delivery to your address/ }).check()
  await page.getByRole('button', { name: 'Skip & Continue' }).click()
  await page.getByLabel('Street address').fill('4501 Pleasanton Ave')
  await page.getByLabel('City').fill('Pleasanton')
  await page.getByLabel('State').selectOption({ label: 'California' })
  await page.getByLabel('Delivery zip code').fill(PLEASANTON)
  const distance = miles(DEPOT_ZIP, PLEASANTON)
  expect(distance).toBeGreaterThanOrEqual(29)
  expect(distance).toBeLessThanOrEqual(31)
  const feeCents = 50_00 + Math.round((distance - 10) * 2_50)
  const fee = `$${(feeCents / 100).toFixed(2)}`
  await expect(page.getByTestId('home-delivery-fee')).toHaveText(
    `Delivery to ${PLEASANTON}: ${distance} miles from ${depot} · ${fee}`,
  )
  await expect(page.getByTestId('summary-total')).toHaveText(`$${((2 * 4_00 + feeCents) / 100).toFixed(2)}`)
  const renterEmail = `where-${tag}@example.com`
  await page.getByLabel('First name').fill('Wren')
  await page.getByLabel('Last name').fill('Marsh')
  await page.getByLabel('Email').fill(renterEmail)
  await page.getByLabel('Phone').fill('555-404-2600')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/checkout\?/)

  // The renter's confirmation, as sent: the business's name and logo head it, the product signs the footer.
  const emails = await listed<{ type: string; email: string; content: string | null }>(
    await ownerContext.request.get('/api/notifications'),
  )
  const confirmation = emails.find((sent) => sent.type === 'booking_confirmation' && sent.email === renterEmail)
  expect(confirmation?.content).toContain(business)
  expect(confirmation?.content).toMatch(/<img[^>]+src="https?:\/\/[^"]+\/media\/owners\/[^"]+"/)
  expect(confirmation?.content).toContain('Sent by RV Connect')
  await Promise.all([ownerContext.close(), renterContext.close()])
})
