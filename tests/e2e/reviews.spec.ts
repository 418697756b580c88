/**
 * Reviews both ways at phone width: after the owner completes a trip the renter reviews it from My
 * Bookings (hidden from the owner), the owner sees only that the renter wrote, writes theirs, and
 * both reviews show to both sides at once; each replies once.
 */
import type { Page } from '@playwright/test'
import { expect, seriousViolations, test } from './fixtures'
import { completedTrip, rate } from './review-factories'

test.use({ viewport: { width: 390, height: 844 } })

async function findBooking(page: Page, bookingId: string, email: string) {
  await page.goto(`/bookings?bookingId=${bookingId}`)
  await page.getByLabel('Email you booked with').fill(email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  return page.getByRole('region', { name: 'Reviews of this trip' })
}

test('a completed trip is reviewed both ways, hidden until both wrote, then replied to once', async ({
  page,
  signedInPage: admin,
  ownerRequest,
}) => {
  const { customer, booking, rv } = await completedTrip(ownerRequest)
  const renterName = `${customer.firstName} ${customer.lastName}`
  const renterWords = 'Clean, comfortable and exactly as listed. We loved it.'
  const ownerWords = 'Returned spotless and on time: welcome back any time.'

  // The renter reviews from My Bookings, six ratings from the keyboard.
  let reviews = await findBooking(page, booking.id, customer.email)
  await reviews.getByRole('button', { name: 'Write a review' }).click()
  const form = page.getByRole('dialog', { name: 'Write a review' })
  for (const [label, stars] of [
    ['Overall', 5],
    ['Cleanliness', 5],
    ['Mechanical condition', 4],
    ['Accuracy of the listing', 5],
    ['Communication', 4],
    ['Value', 4],
  ] as const)
    await rate(form, label, stars)
  await form.getByLabel('Your review').fill(renterWords)
  await form.getByRole('button', { name: 'Send review' }).click()
  await expect(form).toBeHidden()
  await expect(reviews.getByText(/Hidden from the owner until they review you or until/)).toBeVisible()

  // The owner sees that the renter wrote, not what.
  await admin.setViewportSize({ width: 390, height: 844 })
  await admin.goto('/admin/reviews')
  // The worker's owner may have other trips: this one's row and section.
  const waiting = admin
    .getByRole('region', { name: 'Trips to review' })
    .getByRole('listitem')
    .filter({ hasText: renterName })
  await expect(waiting.getByText('The renter has reviewed this trip: write yours to read it.')).toBeVisible()
  await expect(waiting.getByText('14 days left')).toBeVisible()
  const reviewed = admin.getByRole('region', { name: `${renterName}, ${rv.name}` })
  await expect(
    reviewed.getByText(new RegExp(`${renterName} reviewed this trip. Hidden until you review or until`)),
  ).toBeVisible()
  await expect(admin.getByText(renterWords)).toHaveCount(0)

  await waiting.getByRole('button', { name: `Write a review of ${renterName}` }).click()
  const ownerForm = admin.getByRole('dialog', { name: `Review ${renterName}` })
  expect(await seriousViolations(admin)).toEqual([])
  // Sending without every rating names the one missing.
  await rate(ownerForm, 'Care of the vehicle', 5)
  await rate(ownerForm, 'Communication', 5)
  await ownerForm.getByLabel('Your review of the renter').fill(ownerWords)
  await ownerForm.getByRole('button', { name: 'Send review' }).click()
  await expect(ownerForm.getByText('Following the rules: choose 1 to 5 stars')).toBeVisible()
  await rate(ownerForm, 'Following the rules', 4)
  await ownerForm.getByRole('button', { name: 'Send review' }).click()
  await expect(ownerForm).toBeHidden()

  // Both published at once: the owner reads the renter's review and replies once.
  await expect(waiting).toHaveCount(0)
  const theirs = reviewed.getByRole('article', { name: `${renterName}'s review` })
  await expect(theirs.getByText(renterWords)).toBeVisible()
  await theirs.getByRole('button', { name: 'Reply' }).click()
  await theirs.getByLabel('Your reply').fill('Thank you, come back soon!')
  await theirs.getByRole('button', { name: 'Send reply' }).click()
  await expect(theirs.getByText('Thank you, come back soon!')).toBeVisible()
  await expect(theirs.getByRole('button', { name: 'Reply' })).toHaveCount(0)
  await expect(reviewed.getByText('Published: the renter and other owners can read it.')).toBeVisible()

  // The renter now reads the owner's review of them and the owner's reply to theirs.
  reviews = await findBooking(page, booking.id, customer.email)
  const ownerReview = reviews.getByRole('article', { name: "The owner's review of you" })
  await expect(ownerReview.getByText(ownerWords)).toBeVisible()
  await expect(
    reviews.getByRole('article', { name: 'Your review' }).getByText('Thank you, come back soon!'),
  ).toBeVisible()
  await expect(reviews.getByText('Published on the listing.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
