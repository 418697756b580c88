/**
 * Issue 27 end to end, on phones: a renter finds an RV that is not instant book, opens its listing,
 * asks a question with a phone number in it (hidden on both sides), requests to book with the test
 * card (authorised, not charged); the owner sees the masked enquiry and accepts the request from the
 * dashboard (the card is charged); the trip is driven and completed; both sides review it, each
 * review hidden until the other wrote; the listing then shows the renter's ratings as its average.
 */
import type { Page } from '@playwright/test'
import { createOwner, createRv, daysFromNow, uniqueTag } from './factories'
import { expect, test, waitingForHydration } from './fixtures'
import { rate } from './review-factories'

const phone = { viewport: { width: 390, height: 844 } }
const HIDDEN = '[contact details hidden until booking]'

/** My Bookings with the booking found by its id and the renter's email. */
async function myBooking(page: Page, bookingId: string, email: string) {
  await page.goto(`/bookings?bookingId=${bookingId}`)
  await page.getByLabel('Email you booked with').fill(email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  return page.getByRole('article', { name: 'Your booking' })
}

test('search → listing → masked enquiry → request accepted and paid → trip completed → reviews revealed → new average', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  const ownerContext = await browser.newContext(phone)
  await createOwner(ownerContext.request)
  // The cheapest near 94110 (so 'Lowest total' lists it first whatever other tests made), asked for, not instant.
  const rv = await createRv(ownerContext.request, {
    name: `E2E Request Camper ${tag}`,
    pricePerNight: '3.00',
    instantBook: false,
  })
  const renter = { first: 'Robin', last: `Request ${tag}`, email: `robin-${tag}@example.com` }
  // Picked up today, so the owner can start and complete the trip within the test.
  const [start, end] = [daysFromNow(0), daysFromNow(2)]

  // The renter searches and opens the listing from the result card.
  const renterContext = await browser.newContext(phone)
  const page = waitingForHydration(await renterContext.newPage())
  await page.goto(`/book?${new URLSearchParams({ zip: '94110', start, end })}`)
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest total' })
  const card = page.getByRole('article').filter({ hasText: rv.name })
  await card.getByRole('link', { name: 'View listing' }).click()
  await expect(page).toHaveURL(new RegExp(`/rvs/${rv.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: rv.name })).toBeVisible()
  await expect(page.getByText('Request to book: the owner answers within 24 hours')).toBeVisible()
  await expect(page.getByText('No reviews yet. Renters review after their trip.')).toBeVisible()

  // A question with a phone number: it goes, hidden.
  await page.getByRole('button', { name: 'Message the owner' }).click()
  const ask = page.getByRole('dialog', { name: /^Ask .* a question$/ })
  await ask.getByLabel('Your name').fill(`${renter.first} ${renter.last}`)
  await ask.getByLabel('Your email').fill(renter.email)
  await ask.getByLabel('Message').fill('Can we bring a dog? Call me on (415) 555-0199')
  await ask.getByRole('button', { name: 'Send message' }).click()
  await expect(ask.getByRole('status')).toContainText('Contact details in it were hidden')
  await page.keyboard.press('Escape')
  await expect(ask).toBeHidden()

  // The booking box: the server's total for two nights, then 'Request to book' to checkout.
  await page.getByLabel('Pickup date').fill(start)
  await page.getByLabel('Return date').fill(end)
  await expect(page.getByTestId('listing-quote')).toContainText(`${rv.name}: 2 × $3.00`)
  await page.getByLabel('First name').fill(renter.first)
  await page.getByLabel('Last name').fill(renter.last)
  await page.getByLabel('Email').fill(renter.email)
  await page.getByLabel('Phone').fill('415-555-0199')
  await page.getByRole('button', { name: 'Request to book', exact: true }).click()
  await expect(page).toHaveURL(/\/checkout\?/)
  const bookingId = new URL(page.url()).searchParams.get('bookingId')!
  const amount = new URL(page.url()).searchParams.get('amount')!
  await expect(page.getByText(/authorised, not charged/)).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/40')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: `Request to book · authorise $${Number(amount).toFixed(2)}` }).click()
  await expect(page.getByText('Request sent')).toBeVisible()
  const booking = page.getByRole('article', { name: 'Your booking' })
  await expect(booking).toContainText('Waiting for the owner')
  await expect(booking).toContainText('Card authorised, not charged')

  // The owner reads the enquiry, hidden as it was sent, then accepts the request.
  const admin = waitingForHydration(await ownerContext.newPage())
  await admin.goto('/admin/messages')
  await admin.getByRole('button', { name: new RegExp(`${renter.first} ${renter.last}`) }).click()
  const thread = admin.getByRole('region', { name: `Conversation with ${renter.first} ${renter.last}` })
  await expect(thread.getByText(`Can we bring a dog? Call me on ${HIDDEN}`)).toBeVisible()
  // The number itself appears nowhere in the thread (the tag in the renter's name may hold any digits).
  await expect(thread.getByText('555-0199')).toHaveCount(0)

  await admin.goto('/admin/dashboard')
  const request = admin
    .getByRole('region', { name: 'Requests to book' })
    .getByRole('listitem')
    .filter({ hasText: `${renter.first} ${renter.last}` })
  await expect(request).toContainText(/2[34] h \d+ min left/)
  await request.getByRole('button', { name: 'Accept' }).click()
  await expect(admin.getByText('Request accepted')).toBeVisible()

  // Charged now: confirmed and paid for the renter.
  const found = await myBooking(page, bookingId, renter.email)
  await expect(found).toContainText('Confirmed')
  await expect(found).toContainText('Paid')
  await expect(found).toContainText('Accepted: your booking is confirmed')

  // The trip is picked up and returned (the owner's status moves).
  for (const status of ['in_progress', 'completed']) {
    const moved = await ownerContext.request.patch(`/api/bookings/${bookingId}/status`, { data: { status } })
    expect(moved.status(), `moving the trip to ${status}`).toBe(200)
  }

  // The renter reviews from My Bookings: hidden from the owner until they review or 14 days pass.
  await myBooking(page, bookingId, renter.email)
  const reviews = page.getByRole('region', { name: 'Reviews of this trip' })
  await reviews.getByRole('button', { name: 'Write a review' }).click()
  const form = page.getByRole('dialog', { name: 'Write a review' })
  for (const [label, stars] of [
    ['Overall', 4],
    ['Cleanliness', 5],
    ['Mechanical condition', 4],
    ['Accuracy of the listing', 5],
    ['Communication', 5],
    ['Value', 4],
  ] as const)
    await rate(form, label, stars)
  await form.getByLabel('Your review').fill('Spotless camper and a quick, friendly owner.')
  await form.getByRole('button', { name: 'Send review' }).click()
  await expect(form).toBeHidden()
  await expect(reviews.getByText(/Hidden from the owner until they review you or until/)).toBeVisible()
  // Not on the listing yet: double-blind.
  await page.goto(`/rvs/${rv.slug}`)
  await expect(page.getByText('No reviews yet. Renters review after their trip.')).toBeVisible()

  // The owner reviews the renter: both are published at once.
  const ownerReview = await ownerContext.request.post('/api/reviews/owner', {
    data: {
      bookingId,
      careOfVehicle: 5,
      communication: 5,
      followingRules: 5,
      body: 'Returned clean and on time. Welcome back!',
    },
  })
  expect(ownerReview.status()).toBe(201)
  await myBooking(page, bookingId, renter.email)
  await expect(
    reviews.getByRole('article', { name: "The owner's review of you" }).getByText('Returned clean and on time.'),
  ).toBeVisible()

  // The listing (rendered afresh: its cache follows the reviews) shows the new average and the review.
  const listing = await page.goto(`/rvs/${rv.slug}`)
  expect(listing?.status()).toBe(200)
  await expect(page.getByTestId('review-average')).toHaveText('4.0 out of 5 from 1 review')
  await expect(page.getByText('Spotless camper and a quick, friendly owner.')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await Promise.all([ownerContext.close(), renterContext.close()])
})
