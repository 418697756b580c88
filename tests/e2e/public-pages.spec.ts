import { expect, test } from './fixtures'

test('landing page cards lead to booking, the business portal and the venue portal', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connecting Adventure Seekers with RV Experiences' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /Why Choose/ })).toBeVisible()

  await page.getByRole('link', { name: /Start Your Adventure/ }).click()
  await expect(page).toHaveURL(/\/book$/)
  await expect(page.getByRole('heading', { name: 'Book Your Adventure' })).toBeVisible()

  await page.goto('/')
  await page.getByRole('link', { name: /Business Portal/ }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(
    page
      .getByRole('button', { name: 'Business Owner Sign In' })
      .or(page.getByRole('link', { name: 'Business Owner Sign In' })),
  ).toBeVisible()

  await page.goto('/')
  await page.getByRole('link', { name: /Venue Portal/ }).click()
  await expect(page).toHaveURL(/\/venue-portal$/)
  await expect(page.getByText('Coming Soon')).toBeVisible()
  await expect(page.getByText('Partner with us to offer your venue!')).toBeVisible()
})

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test('mobile app page: Send Link texts only a real number, a real QR code and feature tabs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/mobile-app')
  const send = page.getByRole('button', { name: 'Send Link' })
  await send.click()
  await expect(page.getByText('Phone Number Required')).toBeVisible()
  await expect(page.getByText('Please enter your phone number to receive the app download link.')).toBeVisible()

  const phone = page.getByLabel(/phone/i)
  // Not a number, then shaped like one but with no such area code: refused, nothing sent.
  for (const wrong of ['abc', '555-123-4567']) {
    await phone.fill(wrong)
    await send.click()
    await expect(phone).toHaveAccessibleDescription(/^Enter a mobile number that can receive texts/)
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Download Link Sent!')).toHaveCount(0)
  }

  await phone.fill('(970) 555-0110')
  await send.click()
  await expect(page.getByText('Download Link Sent!')).toBeVisible()
  await expect(page.getByText("We've sent the app download link to (970) 555-0110")).toBeVisible()
  // A local run texts nothing, and says so, with where the message went.
  await expect(page.getByRole('status').filter({ hasText: 'Test mode' })).toContainText(
    'No text message was sent: the link for +1 970 555 0110 is in the local outbox.',
  )
  // One toast at a time: the earlier one was replaced.
  await expect(page.getByText('Phone Number Required')).toHaveCount(0)
  await expect(phone).toHaveValue('')

  const qr = page.getByRole('img', { name: /QR code/i })
  await expect(qr).toBeVisible()
  // A real code has many dark modules, not a placeholder box.
  expect(await qr.locator('rect, path').count()).toBeGreaterThan(0)
  const box = await qr.boundingBox()
  expect(box!.width).toBeGreaterThan(100)

  await page.getByRole('tab', { name: 'For Business Owners' }).click()
  await expect(page.getByText(/fleet dashboard/i)).toBeVisible()
  await page.getByRole('tab', { name: 'For Customers' }).click()
  await expect(page.getByText(/campground finder/i)).toBeVisible()
})

test('payment success page opened directly claims no payment, and offers its two ways on', async ({ page }) => {
  await page.goto('/payment-success')
  await expect(page.getByRole('heading', { name: 'No payment to show' })).toBeVisible()
  await expect(page.getByText('Thank you for your payment. Your RV booking has been confirmed!')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'View My Bookings' })).toBeVisible()
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
