/**
 * Every dialog keeps the keyboard inside while open and gives focus back when it closes. Openers
 * need records of their own (an RV to edit, a lead to convert), so the dialogs are listed by hand
 * below; the first test fails when a component under src/ renders <Dialog> and is not listed here.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import {
  createBooking,
  createCustomer,
  createRv,
  createVenue,
  daysFromNow,
  requestToBook,
  uniqueTag,
} from './factories'
import { expect, test } from './fixtures'
import { createAdCampaign, createCampaign, createIssue, expressInterest } from './office-factories'
import { completedTrip } from './review-factories'

/** The components (under src/features) each test below opens, by the tests that open them. */
const COVERED = [
  'rvs/components/rv-form-dialog.tsx',
  'rvs/components/remove-rv-dialog.tsx',
  'rvs/components/rv-details-dialog.tsx',
  'issues/maintenance/components/add-task-dialog.tsx',
  'customers/components/customer-form-dialog.tsx',
  'venues/components/venue-form-dialog.tsx',
  'venues/components/spots-dialog.tsx',
  'bookings/components/booking-form-dialog.tsx',
  'bookings/components/booking-details-dialog.tsx',
  'bookings/components/record-payment-dialog.tsx',
  'issues/tickets/components/report-issue-dialog.tsx',
  'issues/tickets/components/issue-settings-dialog.tsx',
  'issues/tickets/components/issue-detail-dialog.tsx',
  'leads/components/lead-notes-dialog.tsx',
  'leads/components/pay-fees-dialog.tsx',
  'marketing/components/new-campaign-dialog.tsx',
  'marketing/components/new-promotion-dialog.tsx',
  'marketing/components/send-campaign-dialog.tsx',
  'advertising/components/create-campaign-dialog.tsx',
  'advertising/components/performance-dialog.tsx',
  'notifications/components/notification-dialog.tsx',
  'notifications/components/account-emails.tsx',
  'leads/interest/express-interest-dialog.tsx',
  'issues/tickets/components/renter-report-dialog.tsx',
  'pricing/components/add-on-dialog.tsx',
  'pricing/components/remove-add-on-dialog.tsx',
  'business/components/pickup-location-dialog.tsx',
  'business/components/remove-pickup-location-dialog.tsx',
  'bookings/renter/cancel-booking-dialog.tsx',
  'reviews/components/owner-review-dialog.tsx',
  'reviews/components/renter-review-dialog.tsx',
  'bookings/components/booking-requests.tsx',
  'partners/components/venue-form-dialog.tsx',
  'partners/components/site-form-dialog.tsx',
  'partners/components/closure-form-dialog.tsx',
]

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.tsx')).map((e) => join(e.parentPath, e.name))
}

test('every dialog in the SPA is one of the shared Dialog and is covered below', async () => {
  const files = await sourceFiles('src')
  const sources = await Promise.all(files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })))
  // Only the shared component opens a native dialog: no other modal to check.
  const native = sources.filter(({ text }) => /<dialog\b|showModal\(|role="dialog"|role=\{'dialog'\}/.test(text))
  expect(native.map(({ file }) => file)).toEqual([join('src', 'components', 'dialog.tsx')])
  const rendering = sources
    .filter(({ file, text }) => file.startsWith(join('src', 'features')) && /<Dialog\b/.test(text))
    .map(({ file }) => relative(join('src', 'features'), file).split('\\').join('/'))
  expect(rendering.sort()).toEqual([...COVERED].sort())
})

/**
 * Opens a dialog from the keyboard and checks it: focus starts inside, 20 Tabs and 20 Shift+Tabs
 * never leave it, Escape closes it and focus is back on the opener.
 */
async function checkDialog(page: Page, opener: Locator, name: string | RegExp) {
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name, exact: typeof name === 'string' ? true : undefined })
  await expect(dialog).toBeVisible()
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement))
  await expect.poll(focusInside, `focus inside ${String(name)} once open`).toBe(true)
  // Where focus was at each key press that found it outside the dialog (<body>: it had left the page).
  // Checked as each key arrives, when the previous press has settled; a press inside the email's
  // frame goes to the frame, and focus there is inside the dialog anyway.
  await dialog.evaluate((element) => {
    const escapes: string[] = []
    const watch = new AbortController()
    ;(window as unknown as { focusWatch?: AbortController }).focusWatch?.abort()
    Object.assign(window, { focusEscapes: escapes, focusWatch: watch })
    window.addEventListener(
      'keydown',
      () => {
        const active = document.activeElement
        if (element.isConnected && !element.contains(active)) escapes.push(active?.outerHTML.slice(0, 80) ?? 'nothing')
      },
      { capture: true, signal: watch.signal },
    )
  })
  for (const key of ['Tab', 'Shift+Tab']) for (let press = 0; press < 20; press++) await page.keyboard.press(key)
  expect(await page.evaluate(() => (window as unknown as { focusEscapes: string[] }).focusEscapes)).toEqual([])
  expect(await focusInside(), `focus inside ${String(name)} after 20 Tab and 20 Shift+Tab`).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

// Wide enough for the tables' own layouts (the leads and bookings lists turn into cards on a phone).
test.use({ viewport: { width: 1400, height: 900 } })
// Each dialog takes 41 key presses and a round trip for each: a busy machine needs more than 30 s for three.
test.describe.configure({ timeout: 60_000 })

test('/admin/inventory: add, edit and remove an RV', async ({ signedInPage: page }) => {
  const rv = await createRv(page.request, { name: `E2E Dialog RV ${uniqueTag()}` })
  await page.goto('/admin/inventory')
  await checkDialog(page, page.getByRole('button', { name: 'Add RV to Fleet' }), 'Add New RV')
  await page.getByLabel('Search RVs').fill(rv.name)
  const card = page.getByRole('article', { name: rv.name })
  await checkDialog(page, card.getByRole('button', { name: `Edit ${rv.name}` }), 'Edit RV')
  await checkDialog(page, card.getByRole('button', { name: `Remove ${rv.name}` }), 'Remove RV?')
})

test('/admin/inventory: an RV’s details, and a maintenance task opened inside them', async ({ signedInPage: page }) => {
  const rv = await createRv(page.request, { name: `E2E Dialog RV ${uniqueTag()}` })
  await page.goto('/admin/inventory')
  await page.getByLabel('Search RVs').fill(rv.name)
  const details = page.getByRole('article', { name: rv.name }).getByRole('button', { name: `Details of ${rv.name}` })
  await checkDialog(page, details, rv.name)

  // A dialog inside a dialog: Escape closes the inner one only, and focus goes back inside the outer.
  await details.focus()
  await page.keyboard.press('Enter')
  const outer = page.getByRole('dialog', { name: rv.name })
  await checkDialog(page, outer.getByRole('button', { name: 'Add Maintenance Task' }), 'Add Maintenance Task')
  await expect(outer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(outer).toBeHidden()
  await expect(details).toBeFocused()
})

test('/admin/customers: add and edit', async ({ signedInPage: page }) => {
  const tag = uniqueTag()
  const customer = await createCustomer(page.request, { firstName: 'Dee', lastName: `Alog ${tag}` })
  await page.goto('/admin/customers')
  await checkDialog(page, page.getByRole('button', { name: 'Add Customer' }).first(), 'Add Customer')
  await page.getByLabel('Search customers').fill(customer.email)
  await checkDialog(page, page.getByRole('button', { name: `Edit Dee Alog ${tag}` }), 'Edit customer')
})

test('/admin/venues: add, edit and parking spots', async ({ signedInPage: page }) => {
  const venue = await createVenue(page.request, { name: `E2E Dialog Park ${uniqueTag()}` })
  await page.goto('/admin/venues')
  await checkDialog(page, page.getByRole('button', { name: 'Add Venue' }).first(), 'Add Venue')
  await page.getByLabel('Search venues').fill(venue.name)
  await checkDialog(page, page.getByRole('button', { name: `Edit ${venue.name}` }), 'Edit venue')
  await checkDialog(
    page,
    page.getByRole('button', { name: `Manage spots for ${venue.name}` }),
    `${venue.name} — Parking spots`,
  )
})

test('/admin/bookings: a new booking and a booking’s details', async ({ signedInPage: page }) => {
  const tag = uniqueTag()
  const [rv, customer] = await Promise.all([
    createRv(page.request),
    createCustomer(page.request, { lastName: `Dialog ${tag}` }),
  ])
  await createBooking(page.request, { rvId: rv.id, customerId: customer.id })
  await page.goto('/admin/bookings')
  await checkDialog(page, page.getByRole('button', { name: 'New Booking' }), 'Create New Booking')
  const row = page.getByRole('row').filter({ hasText: `Dialog ${tag}` })
  await checkDialog(page, row.getByRole('button', { name: /^Open booking / }), /^Booking /)
  // 'Record payment' opens over the booking's details; Escape closes it alone.
  await row.getByRole('button', { name: /^Open booking / }).click()
  await checkDialog(page, page.getByRole('button', { name: 'Record payment' }), 'Record payment')
  await expect(page.getByRole('dialog', { name: /^Booking / })).toBeVisible()
})

test('/admin/dashboard: declining a request to book asks first', async ({ signedInPage: page }) => {
  const tag = uniqueTag()
  await requestToBook(page.request, page.request, { lastName: `Dialog ${tag}` })
  await page.goto('/admin/dashboard')
  const request = page.getByRole('listitem').filter({ hasText: `Rae Dialog ${tag}` })
  await checkDialog(page, request.getByRole('button', { name: 'Decline' }), 'Decline this request?')
})

test('/admin/issues: report, settings and an issue’s details', async ({ signedInPage: page }) => {
  const customer = await createCustomer(page.request)
  const issue = await createIssue(page.request, { customerId: customer.id, title: `E2E Dialog issue ${uniqueTag()}` })
  await page.goto('/admin/issues')
  await checkDialog(page, page.getByRole('button', { name: 'Report Issue' }).first(), 'Report Issue')
  await checkDialog(page, page.getByRole('button', { name: 'Issue settings' }), 'Issue settings')
  await page.getByLabel('Search issues').fill(issue.title)
  await checkDialog(page, page.getByRole('button', { name: issue.title }), issue.title)
})

test('/admin/leads: notes, converting to a booking and paying the fees', async ({ signedInPage: page }) => {
  const rv = await createRv(page.request)
  const lead = await expressInterest(page.request, { rvId: rv.id })
  await page.goto('/admin/leads')
  await checkDialog(page, page.getByRole('button', { name: `Add notes for lead from ${lead.name}` }), 'Lead notes')
  await checkDialog(
    page,
    page.getByRole('button', { name: `Convert to booking: lead from ${lead.name}` }),
    'Create New Booking',
  )
  await checkDialog(page, page.getByRole('button', { name: 'Pay outstanding fees' }), 'Pay outstanding fees')
})

test('/admin/marketing: new campaign, new promotion and sending', async ({ signedInPage: page }) => {
  const campaign = await createCampaign(page.request)
  await page.goto('/admin/marketing')
  await checkDialog(page, page.getByRole('button', { name: 'New Campaign' }), 'New Campaign')
  await checkDialog(page, page.getByRole('button', { name: 'New Promotion' }), 'New Promotion')
  await checkDialog(page, page.getByRole('button', { name: `Send ${campaign.name}` }), 'Send campaign')
})

test('/admin/advertising: a new ad campaign and its performance', async ({ signedInPage: page }) => {
  const adCampaign = await createAdCampaign(page.request)
  await page.goto('/admin/advertising')
  await checkDialog(page, page.getByRole('button', { name: 'Create Campaign' }), 'Create Campaign')
  await checkDialog(
    page,
    page.getByRole('button', { name: `Performance of ${adCampaign.name}` }),
    `${adCampaign.name} performance`,
  )
})

test('/admin/notifications: an email in full, a customer’s and the owner’s own', async ({ signedInPage: page }) => {
  // Each email's content is a frame Tab goes through.
  const [rv, customer] = await Promise.all([createRv(page.request), createCustomer(page.request)])
  await createBooking(page.request, { rvId: rv.id, customerId: customer.id })
  await page.goto('/admin/notifications')
  const confirmation = `Your booking: ${rv.name}`
  await checkDialog(page, page.getByRole('button', { name: confirmation }).first(), confirmation)
  const subject = /Confirm your email address/
  const accountEmails = page.getByRole('region', { name: 'Emails about your account' })
  await checkDialog(page, accountEmails.getByRole('button', { name: subject }).first(), subject)
})

test('/book: Express Interest', async ({ page, ownerRequest }) => {
  // A type and price that put it on the first page of results.
  const rv = await createRv(ownerRequest, {
    name: `E2E Dialog Rover ${uniqueTag()}`,
    type: 'Class B',
    pricePerNight: '10.00',
    near: '59801',
  })
  await page.goto('/book')
  const form = page.getByRole('form', { name: 'Search RVs' })
  await form.getByLabel('Pickup date').fill(daysFromNow(60))
  await form.getByLabel('Return date').fill(daysFromNow(62))
  await form.getByLabel('RV type').selectOption('Class B')
  await form.getByLabel('Zip code').fill('59801')
  await form.getByRole('button', { name: 'Search' }).click()
  await checkDialog(page, page.getByRole('button', { name: `Express Interest in ${rv.name}` }), 'Express Interest')
})

test('/rvs/<slug>: Message the owner (the route’s dialog, the enquiry form inside)', async ({ page, ownerRequest }) => {
  const rv = await createRv(ownerRequest, { name: `E2E Dialog Listing ${uniqueTag()}` })
  await page.goto(`/rvs/${rv.slug}`)
  await checkDialog(page, page.getByRole('button', { name: 'Message the owner' }), /^Ask .+ a question$/)
})

test('/bookings: a renter reports a problem with their booking', async ({ page, ownerRequest }) => {
  // The owner's booking for a customer: the renter finds it by its ID and their email, as after a hold.
  const [rv, customer] = await Promise.all([createRv(ownerRequest), createCustomer(ownerRequest)])
  const booking = await createBooking(ownerRequest, { rvId: rv.id, customerId: customer.id })
  await page.goto('/bookings')
  await page.getByLabel('Booking ID').fill(booking.id)
  await page.getByLabel('Email you booked with').fill(customer.email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  await checkDialog(page, page.getByRole('button', { name: 'Report a problem' }), 'Report a problem')
})

test('/admin/pricing: add, edit and delete an add-on', async ({ signedInPage: page }) => {
  const name = `E2E Dialog add-on ${uniqueTag()}`
  const created = await page.request.post('/api/pricing/add-ons', {
    data: { name, price: '10.00', unit: 'per_stay', allRvs: true },
  })
  expect(created.status()).toBe(201)
  await page.goto('/admin/pricing')
  await checkDialog(page, page.getByRole('button', { name: 'Add add-on', exact: true }), 'Add add-on')
  await checkDialog(page, page.getByRole('button', { name: `Edit ${name}` }), 'Edit add-on')
  await checkDialog(page, page.getByRole('button', { name: `Delete ${name}` }), 'Delete add-on?')
})

test('/admin/business: add, edit and delete a pickup location', async ({ signedInPage: page }) => {
  const name = `E2E Dialog yard ${uniqueTag()}`
  const created = await page.request.post('/api/business/locations', {
    data: { name, street: '1 Main St', city: 'Moab', state: 'UT', zipCode: '84532' },
  })
  expect(created.status()).toBe(201)
  await page.goto('/admin/business')
  const add = page.getByRole('button', { name: 'Add pickup location', exact: true })
  await checkDialog(page, add, 'Add pickup location')
  await checkDialog(page, page.getByRole('button', { name: `Edit ${name}` }), 'Edit pickup location')
  await checkDialog(page, page.getByRole('button', { name: `Delete ${name}` }), 'Delete pickup location?')
})

test('/bookings: a renter opens the cancellation of their booking', async ({ page, ownerRequest }) => {
  const [rv, customer] = await Promise.all([createRv(ownerRequest), createCustomer(ownerRequest)])
  const booking = await createBooking(ownerRequest, { rvId: rv.id, customerId: customer.id })
  await page.goto('/bookings')
  await page.getByLabel('Booking ID').fill(booking.id)
  await page.getByLabel('Email you booked with').fill(customer.email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  await checkDialog(page, page.getByRole('button', { name: 'Cancel booking' }), 'Cancel booking')
})

test('/admin/reviews and /bookings: each side reviews a completed trip', async ({
  page,
  signedInPage,
  ownerRequest,
}) => {
  const { customer, booking } = await completedTrip(ownerRequest)
  const renterName = `${customer.firstName} ${customer.lastName}`
  await signedInPage.goto('/admin/reviews')
  await checkDialog(
    signedInPage,
    signedInPage.getByRole('button', { name: `Write a review of ${renterName}` }),
    `Review ${renterName}`,
  )
  await page.goto('/bookings')
  await page.getByLabel('Booking ID').fill(booking.id)
  await page.getByLabel('Email you booked with').fill(customer.email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  await checkDialog(page, page.getByRole('button', { name: 'Write a review' }), 'Write a review')
})

test('/venue-portal: a partner adds and edits a venue, adds a site and a closure', async ({ page }) => {
  const tag = uniqueTag()
  const partner = {
    email: `partner-${tag}@example.com`,
    password: `e2e password ${tag}`,
    firstName: 'Pat',
    lastName: tag,
  }
  expect((await page.request.post('/api/auth/sign-up', { data: { ...partner, role: 'partner' } })).ok()).toBe(true)
  const venue = await page.request.post('/api/partners/venues', {
    data: { name: `E2E Dialog Cove ${tag}`, location: 'Lake Tahoe, CA', pricePerNight: '45', capacity: 4 },
  })
  expect(venue.ok()).toBe(true)
  const { id } = (await venue.json()) as { id: string }
  await page.goto('/venue-portal?tab=venues')
  await checkDialog(page, page.getByRole('button', { name: 'Add venue' }), 'Add venue')
  await page.goto(`/venue-portal?tab=venues&venue=${id}`)
  await checkDialog(page, page.getByRole('button', { name: 'Edit venue' }), 'Edit venue')
  await checkDialog(page, page.getByRole('button', { name: 'Add site' }), 'Add site')
  await checkDialog(page, page.getByRole('button', { name: 'Add closure' }), 'Add closure')
})
