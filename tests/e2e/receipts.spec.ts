import type { APIRequestContext, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { createRv, daysFromNow, holdRv } from './factories'
import { expect, test } from './fixtures'

// Renters look their booking up on their phones.
test.use({ viewport: { width: 375, height: 812 } })

/** A renter's booking of a new RV of the owner's, paid with the test card through the API, as checkout pays it. */
async function paidBooking(renter: APIRequestContext, owner: APIRequestContext, startInDays = 40) {
  const rv = await createRv(owner, { pricePerNight: '125.00' })
  const held = await holdRv(renter, {
    rvId: rv.id,
    startDate: daysFromNow(startInDays),
    endDate: daysFromNow(startInDays + 2),
  })
  const started = await renter.post('/api/create-payment-intent', {
    data: { amount: Number(held.amount), bookingId: held.bookingId },
  })
  expect(started.ok()).toBe(true)
  const { clientSecret } = (await started.json()) as { clientSecret: string }
  const paid = await renter.post('/api/payments/test-card', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  })
  expect(paid.ok()).toBe(true)
  return { ...held, rvName: rv.name }
}

/** My Bookings' lookup: the booking ID and the email it was booked with. */
async function findBooking(page: Page, bookingId: string, email: string) {
  await page.goto('/bookings')
  await page.getByLabel('Booking ID').fill(bookingId)
  await page.getByLabel('Email you booked with').fill(email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  const booking = page.getByRole('article', { name: 'Your booking' })
  await expect(booking).toContainText('Paid')
  return booking
}

test('a renter finds their paid booking, opens its receipt and downloads it as a PDF', async ({
  page,
  ownerRequest,
}) => {
  const held = await paidBooking(page.request, ownerRequest)
  const booking = await findBooking(page, held.bookingId, held.email)

  await booking.getByRole('button', { name: 'Receipt' }).click()
  const receipt = page.getByRole('article', { name: 'Receipt' })
  await expect(receipt).toContainText(held.bookingId)
  await expect(receipt).toContainText(held.rvName)
  await expect(receipt.getByRole('table', { name: 'Price' })).toContainText('$250.00')
  await expect(receipt.getByRole('table', { name: 'Payments' })).toContainText('Card')
  await expect(receipt.getByRole('table', { name: 'Summary' })).toContainText('Net paid')
  await expect(receipt.getByRole('region', { name: 'Cancellation policy' })).toContainText('Cancelled before')
  // The email proves the booking in a request body, never in an address.
  expect(page.url()).not.toContain(encodeURIComponent(held.email))
  expect(page.url()).not.toContain(held.email)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`receipt-${held.bookingId.slice(0, 8)}.pdf`)
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('a renter cancels from My Bookings: the refund line by line first, then the booking cancelled with its refund', async ({
  page,
  ownerRequest,
}) => {
  const held = await paidBooking(page.request, ownerRequest)
  const booking = await findBooking(page, held.bookingId, held.email)

  await booking.getByRole('button', { name: 'Cancel booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' })
  // Just booked, more than a week ahead: the whole booking comes back, and the deadline says until when.
  await expect(dialog.getByTestId('refund-total')).toHaveText('$250.00')
  await expect(dialog.getByRole('table', { name: 'Refund line by line' })).toContainText('100 %')
  await expect(dialog.getByTestId('refund-deadline')).toContainText(
    /^Cancel before .+ to get \$250\.00 back; after that/,
  )
  await dialog.getByText('The cancellation policy you booked under').click()
  await expect(dialog.getByRole('table', { name: /cancellation policy/ })).toBeVisible()

  await dialog.getByRole('button', { name: 'Cancel and get $250.00 back' }).click()
  await expect(dialog.getByRole('heading', { name: 'Booking cancelled' })).toBeFocused()
  await expect(dialog.getByTestId('refund-result')).toContainText('Refund of $250.00')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(booking).toContainText('Cancelled')
  await expect(booking.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)

  // The receipt shows the refund.
  await booking.getByRole('button', { name: 'Receipt' }).click()
  const refunds = page.getByRole('article', { name: 'Receipt' }).getByRole('table', { name: 'Refunds' })
  await expect(refunds).toContainText('Cancelled by the renter')
  await expect(refunds).toContainText('$250.00')
})
