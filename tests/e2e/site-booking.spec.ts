/**
 * Issue 28 end to end, on a phone, by touch: a venue partner's campground has two sites, one
 * taking RVs up to 30 ft and one up to 40 ft. A renter with an owner's 35 ft RV finds the
 * campground on step 2's map and in its list, is offered only the 40 ft site, books the RV and the
 * site together with an arrival window and pays; the partner sees which RV arrives when, and the
 * owner (who delivers) sees the site and its gate instructions. The RV's listing offers the same
 * campsite in its booking box, and the RV form's 'Campsite needs' change which sites fit.
 */
import { zipCentroid } from '../../worker/lib/us-zip-code'
import type { PartnerBooking } from '../../worker/modules/partners/schemas'
import { createOwner, createPickupLocation, createRv, daysFromNow, listed, uniqueTag } from './factories'
import { expect, seriousViolations, test, waitingForHydration } from './fixtures'
import { createPartner, createPartnerVenue } from './partner-factories'

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/**
 * A real US zip code away from the places other tests search from (San Francisco, Austin,
 * Missoula, New York): this run's campground and RV are alone near it, whatever earlier runs left.
 */
function quietZip() {
  for (;;) {
    const zip = String(11_000 + Math.floor(Math.random() * 80_000)).padStart(5, '0')
    if (!/^(94|95|78|59)/.test(zip) && zipCentroid(zip)) return zip
  }
}

test('a 35 ft RV is booked with the only campground site it fits, paid by touch, and partner and owner see the stay', async ({
  browser,
}) => {
  // Three accounts, a map, a payment and the owner's admin: a long journey.
  test.slow()
  const tag = uniqueTag()
  const zip = quietZip()
  const place = zipCentroid(zip)!
  const gate = `Gate code ${tag}: drive past the office to the pines.`

  // The partner's campground, a mile or so from the zip's centre: sites of 30 and 40 ft.
  const partnerContext = await browser.newContext(phone)
  await createPartner(partnerContext.request)
  const { venue } = await createPartnerVenue(partnerContext.request, {
    name: `E2E Pine Cove ${tag}`,
    location: `Near ${zip}`,
    latitude: place.latitude + 0.01,
    longitude: place.longitude + 0.01,
    gateInstructions: gate,
  })

  // The owner's 35 ft motorhome, picked up at that zip; a dollar a night, first by 'Lowest total'.
  const ownerContext = await browser.newContext(phone)
  await createOwner(ownerContext.request)
  const depot = await createPickupLocation(ownerContext.request, {
    name: `E2E depot ${tag}`,
    zipCode: zip,
    city: 'Testville',
    state: 'CA',
    delivers: true,
  })
  const rv = await createRv(ownerContext.request, {
    name: `E2E Long Rig ${tag}`,
    type: 'Class A',
    length: 35,
    pricePerNight: '1.00',
    pickupLocationId: depot.id,
  })

  // The renter, on their phone: the search arrives with its zip and dates.
  const renterContext = await browser.newContext(phone)
  const page = waitingForHydration(await renterContext.newPage())
  const start = daysFromNow(40)
  const end = daysFromNow(43)
  await page.goto(`/book?zip=${zip}&start=${start}&end=${end}`)
  const card = page.getByRole('article').filter({ hasText: rv.name })
  await card.getByRole('button', { name: 'Select This RV' }).tap()

  // Step 2: the campground on the map (its marker is a button) and in the list.
  const marker = page.getByRole('button', { name: venue.name, exact: true })
  await expect(marker).toBeVisible()
  const inList = page.getByTestId('venue-choice').filter({ hasText: venue.name })
  await expect(inList).toContainText('Campground partner')
  // The list and the map in step: 'On the map' in the list marks the marker, and opens the sites.
  const sites = page.getByRole('region', { name: `Sites at ${venue.name}` })
  const chooseSite = inList.getByRole('button', { name: `Choose a site at ${venue.name}` })
  await inList.getByRole('button', { name: `Show ${venue.name} on the map` }).tap()
  await expect(marker).toHaveAttribute('aria-pressed', 'true')
  await expect(sites).toBeVisible()
  // Closed from the list, the marker is no longer marked; tapping the marker opens the sites again.
  await chooseSite.tap()
  await expect(marker).toHaveAttribute('aria-pressed', 'false')
  await expect(sites).toHaveCount(0)
  await marker.tap()
  await expect(chooseSite).toHaveAttribute('aria-expanded', 'true')
  await expect(sites).toBeVisible()
  // The marker's card names the one site that fits, as the list does below.
  const map = page.getByRole('region', { name: 'Venues on the map' })
  await expect(map.getByText(/Sites that fit your RV: B2$/)).toBeVisible()
  // Only the 40 ft site takes a 35 ft RV.
  const siteB2 = sites.getByRole('radio', { name: /Site B2/ })
  await expect(siteB2).toBeVisible()
  await expect(sites.getByText(/up to 40 ft/)).toBeVisible()
  await expect(sites.getByRole('radio')).toHaveCount(1)
  await expect(sites.getByText('Site A1')).toHaveCount(0)
  // Both are asked for before the stay is taken.
  await sites.getByRole('button', { name: 'Book this site' }).tap()
  await expect(sites.getByRole('alert')).toHaveText('Choose a site first.')
  await siteB2.tap()
  await sites.getByRole('button', { name: 'Book this site' }).tap()
  await expect(sites.getByRole('alert')).toHaveText('Choose when you arrive.')
  await sites.getByLabel('Arrival window').selectOption('14:00-16:00')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousViolations(page)).toEqual([])
  // The owner delivers the RV to the site (the default rule: $30 within its free miles).
  await sites.getByRole('button', { name: 'Deliver to this site' }).tap()

  // Step 3: the site's nights are their own line ($30 × 3), with the RV's ($1 × 3) and the delivery.
  await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible()
  await expect(page.getByText(`Site B2 at ${venue.name} (3 nights)`)).toBeVisible()
  await expect(page.getByTestId('summary-site')).toHaveText(`Site B2 at ${venue.name} · arriving 2 pm – 4 pm`)
  await expect(page.getByText(`Delivery: ${venue.name}`)).toBeVisible()
  await expect(page.getByTestId('summary-total')).toHaveText('$123.00')
  await page.getByLabel('First name').fill('Sky')
  await page.getByLabel('Last name').fill(`Camper ${tag}`)
  await page.getByLabel('Email').fill(`site-${tag}@example.com`)
  await page.getByLabel('Phone').fill('555-404-2800')
  await page.getByRole('button', { name: 'Proceed to Payment' }).tap()

  // The hold's amount is the server's: the same $123.00. Paid with the test card.
  await expect(page).toHaveURL(/\/checkout\?/)
  const bookingId = new URL(page.url()).searchParams.get('bookingId')!
  expect(new URL(page.url()).searchParams.get('amount')).toBe('123')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/40')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay $123.00' }).tap()
  await expect(page.getByText('Payment Successful')).toBeVisible()

  // The partner sees which RV arrives at which site, when, and (paid) who brings it.
  const stays = await listed<PartnerBooking>(await partnerContext.request.get('/api/partners/bookings'))
  expect(stays.find((stay) => stay.id === bookingId)).toMatchObject({
    venueName: venue.name,
    siteNumber: 'B2',
    rvName: rv.name,
    rvLength: 35,
    startDate: start,
    endDate: end,
    arrivalWindow: '14:00-16:00',
    renter: { name: `Sky Camper ${tag}` },
  })

  // The owner, who delivers, sees the site, the window and the gate instructions in the booking.
  const admin = waitingForHydration(await ownerContext.newPage())
  await admin.goto('/admin/bookings')
  await admin.getByLabel('Search bookings').fill(bookingId)
  const short = bookingId.slice(-8).toUpperCase()
  await admin
    .getByRole('button', { name: `Open booking ${short}` })
    .first()
    .tap()
  const details = admin.getByRole('dialog', { name: `Booking ${short}` })
  const campsite = details.getByRole('region', { name: 'Campsite' })
  await expect(campsite).toContainText(venue.name)
  await expect(campsite).toContainText('B2')
  await expect(campsite).toContainText('2 pm – 4 pm')
  await expect(campsite).toContainText(gate)

  // The listing's booking box offers the same campground: the site is priced in the server's quote.
  const listing = waitingForHydration(await renterContext.newPage())
  await listing.goto(`/rvs/${rv.slug}`)
  await listing.getByLabel('Pickup date').fill(daysFromNow(50))
  await listing.getByLabel('Return date').fill(daysFromNow(52))
  const campsiteBox = listing.getByRole('group', { name: 'Add a campsite (optional)' })
  await campsiteBox.getByLabel('Campground').selectOption(venue.id)
  await expect(campsiteBox.getByRole('radio')).toHaveCount(1)
  await campsiteBox.getByRole('radio', { name: /Site B2/ }).tap()
  await campsiteBox.getByLabel('Arrival window').selectOption('08:00-10:00')
  await expect(listing.getByTestId('listing-quote')).toContainText(`Site B2 at ${venue.name} (2 nights)`)
  await expect(listing.getByTestId('listing-total')).toHaveText('$62.00')
  expect(await seriousViolations(listing)).toEqual([])

  // The RV form's 'Campsite needs': a 50 amp rig needing sewer fits neither site any more (both 30 amp, no sewer).
  const later = `/api/venues/${venue.id}/sites?rvId=${rv.id}&startDate=${daysFromNow(60)}&endDate=${daysFromNow(62)}`
  expect(await (await renterContext.request.get(later)).json()).toHaveLength(1)
  await admin.goto('/admin/inventory')
  await admin.getByRole('button', { name: `Edit ${rv.name}` }).tap()
  const form = admin.getByRole('dialog', { name: 'Edit RV' })
  await expect(form.getByRole('group', { name: 'Campsite needs' })).toBeVisible()
  await form.getByLabel('Electric hookup').selectOption({ label: '50 amp' })
  await form.getByLabel('Needs a sewer hookup').check()
  await form.getByRole('button', { name: 'Save changes' }).tap()
  await expect(form).toBeHidden()
  expect(await (await ownerContext.request.get(`/api/rvs/${rv.id}`)).json()).toMatchObject({
    hookupAmps: 50,
    needsSewer: true,
    needsWater: false,
  })
  expect(await (await renterContext.request.get(later)).json()).toEqual([])
  await Promise.all([partnerContext.close(), ownerContext.close(), renterContext.close()])
})
