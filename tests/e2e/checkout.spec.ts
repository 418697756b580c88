import type { APIRequestContext } from '@playwright/test'
import { createRv, holdRv } from './factories'
import { expect, test } from './fixtures'

// Renters pay on their phones.
test.use({ viewport: { width: 390, height: 844 } })

/** A renter's hold on a new RV of the owner's, as the wizard's 'Proceed to Payment' makes it. */
async function holdBooking(renter: APIRequestContext, owner: APIRequestContext, pricePerNight = '125.00') {
  const rv = await createRv(owner, { pricePerNight })
  return holdRv(renter, { rvId: rv.id })
}

/** The payment a checkout starts for a hold, as the provider hands it back on its redirect. */
async function startPayment(renter: APIRequestContext, held: { amount: string; bookingId: string }) {
  const response = await renter.post('/api/create-payment-intent', {
    data: { amount: Number(held.amount), bookingId: held.bookingId },
  })
  expect(response.ok()).toBe(true)
  const { clientSecret } = (await response.json()) as { clientSecret: string }
  return { clientSecret, paymentIntent: clientSecret.split('_secret_')[0]! }
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

  // The renter lands on the booking just paid, not on an empty lookup form.
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

test('checkout without a positive amount says so, and a forged amount or description is never shown', async ({
  page,
  ownerRequest,
}) => {
  await page.goto('/checkout?amount=0')
  await expect(page.getByRole('heading', { name: 'Invalid Payment Amount' })).toBeVisible()
  await expect(page.getByText('No payment amount specified.')).toBeVisible()

  // A forged amount and description for a real booking: the server refuses it, and the page says
  // why without ever showing what the address claims.
  const held = await holdBooking(page.request, ownerRequest)
  await page.goto(checkoutUrl({ ...held, amount: '1.00', description: 'Free RV!' }))
  await expect(page.getByRole('alert').filter({ hasText: 'We could not start your payment' })).toContainText(
    'The amount does not match this booking. Go back to your booking and try again.',
  )
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByText('Free RV!')).toHaveCount(0)
  await expect(page.getByText('$1.00')).toHaveCount(0)
})

test("checkout shows the server's amount with its thousands separator and the trip's dates in words", async ({
  page,
  ownerRequest,
}) => {
  const held = await holdBooking(page.request, ownerRequest, '399.00')
  expect(held.amount).toBe('1197.00')
  await page.goto(checkoutUrl({ ...held, description: 'Whatever the address says' }))
  await expect(page.getByText('$1,197.00', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay $1,197.00' })).toBeVisible()
  await expect(page.getByText('Whatever the address says')).toHaveCount(0)
  const description = page.getByText(/^E2E Trailer .+, [A-Z][a-z]{2} \d{1,2}(, \d{4})? – [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  await expect(description).toBeVisible()
  await expect(description).not.toContainText(/\d{4}-\d{2}-\d{2}/)
})

test('/payment-success says success only for a payment the provider confirmed, and leads to the booking', async ({
  page,
  ownerRequest,
}) => {
  // Opened directly, with no payment behind it.
  await page.goto('/payment-success')
  await expect(page.getByRole('heading', { name: 'No payment to show' })).toBeVisible()
  await expect(page.getByText('Your RV booking has been confirmed!')).toHaveCount(0)

  // Returned from the provider with a payment that was not completed.
  const held = await holdBooking(page.request, ownerRequest)
  const payment = await startPayment(page.request, held)
  const returnUrl = `/payment-success?${new URLSearchParams({
    payment_intent: payment.paymentIntent,
    payment_intent_client_secret: payment.clientSecret,
    redirect_status: 'succeeded', // the address may claim anything; the server asks the provider
  })}`
  await page.goto(returnUrl)
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible()
  await expect(page.getByText('Your RV booking has been confirmed!')).toHaveCount(0)
  // Someone else's secret learns nothing.
  await page.goto(returnUrl.replace('_secret_', '_secret_x'))
  await expect(page.getByRole('heading', { name: 'No payment to show' })).toBeVisible()

  const paid = await page.request.post('/api/payments/test-card', {
    data: { clientSecret: payment.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
  })
  expect(paid.ok()).toBe(true)
  await page.goto(returnUrl)
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText('Thank you for your payment. Your RV booking has been confirmed!')).toBeVisible()
  await page.getByRole('link', { name: 'View My Bookings' }).click()
  await expect(page).toHaveURL(new RegExp(`/bookings\\?bookingId=${held.bookingId}`))
  const booking = page.getByRole('article', { name: 'Your booking' })
  await expect(booking).toContainText('Confirmed')
  await expect(booking).toContainText('Paid')
})

test("My Bookings offers 'Pay now' with the time left on an unpaid hold, and the renter pays it", async ({
  page,
  ownerRequest,
}) => {
  const held = await holdBooking(page.request, ownerRequest)
  await page.goto('/bookings')
  await page.getByLabel('Booking ID').fill(held.bookingId)
  await page.getByLabel('Email you booked with').fill(held.email)
  await page.getByRole('button', { name: 'Find booking' }).click()
  const booking = page.getByRole('article', { name: 'Your booking' })
  await expect(booking).toContainText('Payment pending')
  await expect(booking).toContainText(/Held for you for (29|30) more minutes/)

  await booking.getByRole('link', { name: 'Pay now' }).click()
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await fillCard(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: `Pay $${held.amount}` }).click()
  await expect(booking).toContainText('Confirmed')
  await expect(booking).toContainText('Paid')
  await expect(booking.getByRole('link', { name: 'Pay now' })).toHaveCount(0)
})

test('a payment without a booking passes the test-mode robot check, which says so, then pays', async ({ page }) => {
  await page.goto(`/checkout?${new URLSearchParams({ amount: '12.50', description: 'Gift card' })}`)
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await expect(page.getByText('The robot check passes by itself here')).toBeVisible()
  await fillCard(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $12.50' }).click()
  await expect(page.getByText('Payment Successful')).toBeVisible()
})
