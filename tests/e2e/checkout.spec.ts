import type { APIRequestContext } from '@playwright/test'
import { createRv, holdRv } from './factories'
import { expect, test } from './fixtures'

/** A renter's hold on a new RV of the owner's, as the wizard's 'Proceed to Payment' makes it. */
async function holdBooking(renter: APIRequestContext, owner: APIRequestContext) {
  const rv = await createRv(owner)
  return holdRv(renter, { rvId: rv.id })
}

const checkoutUrl = ({ amount, bookingId, description }: { amount: string; bookingId: string; description: string }) =>
  `/checkout?${new URLSearchParams({ amount, bookingId, description })}`

async function fillCard(page: import('@playwright/test').Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill('12/40')
  await page.getByLabel('CVC').fill('123')
}

test('a renter pays with 4242 in test mode, sees success, and the owner sees the booking confirmed and paid', async ({
  page,
  signedInPage: owner,
}) => {
  const held = await holdBooking(page.request, owner.request)
  await page.goto(checkoutUrl(held))
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await expect(page.getByText('Test mode — no real charge')).toBeVisible()
  await expect(page.getByText(`$${held.amount}`, { exact: true })).toBeVisible()

  await fillCard(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: `Pay $${held.amount}` }).click()
  await expect(page.getByText('Payment Successful')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/bookings\\?bookingId=${held.bookingId}`))

  // The renter finds it by ID and email.
  await page.getByLabel('Email you booked with').fill(held.email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  const booking = page.getByRole('article', { name: 'Your booking' })
  await expect(booking).toContainText('Confirmed')
  await expect(booking).toContainText('Paid')

  // The owner finds it confirmed and paid in Bookings Management.
  await owner.goto('/admin/bookings')
  await owner.getByLabel('Search bookings').fill(held.bookingId)
  const row = owner.locator(`tr[data-booking-id="${held.bookingId}"]`)
  await expect(row).toContainText('Confirmed')
  await expect(row).toContainText('Paid')
})

test('a declined card shows Payment Failed with the card’s message, and the button works again', async ({
  page,
  ownerRequest,
}) => {
  const held = await holdBooking(page.request, ownerRequest)
  await page.goto(checkoutUrl(held))
  await fillCard(page, '4000 0000 0000 0002')
  const pay = page.getByRole('button', { name: `Pay $${held.amount}` })
  await pay.click()
  const failure = page.getByRole('alert').filter({ hasText: 'Payment Failed' })
  await expect(failure).toContainText('Your card was declined.')
  await expect(pay).toBeEnabled()

  await fillCard(page, '4242 4242 4242 4242')
  await pay.click()
  await expect(page).toHaveURL(/\/bookings\?bookingId=/)
})

test('checkout without a positive amount says so, and a refused payment start offers a retry', async ({
  page,
  ownerRequest,
}) => {
  await page.goto('/checkout?amount=0')
  await expect(page.getByRole('heading', { name: 'Invalid Payment Amount' })).toBeVisible()
  await expect(page.getByText('No payment amount specified.')).toBeVisible()

  // A forged amount for a real booking: the server refuses it, and the page says why.
  const held = await holdBooking(page.request, ownerRequest)
  await page.goto(checkoutUrl({ ...held, amount: '1.00' }))
  await expect(page.getByRole('alert').filter({ hasText: 'We could not start your payment' })).toContainText(
    'The amount does not match this booking. Go back to your booking and try again.',
  )
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('a payment without a booking passes the test-mode robot check, which says so, then pays', async ({ page }) => {
  await page.goto(`/checkout?${new URLSearchParams({ amount: '12.50', description: 'Gift card' })}`)
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await expect(page.getByText('The robot check passes by itself here')).toBeVisible()
  await fillCard(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $12.50' }).click()
  await expect(page.getByText('Payment Successful')).toBeVisible()
})
