import { createBooking, createCustomer, createRv, createVenue } from './factories'
import { expect, seriousViolations, test } from './fixtures'

const publicPages = [
  '/',
  '/book',
  '/checkout',
  '/checkout?amount=125.5&description=Weekend',
  '/payment-success',
  '/mobile-app',
  '/budget-calculator',
  '/venue-portal',
  '/bookings',
  '/customer-booking',
  '/login',
  '/admin',
  '/no-such-page',
]
const adminPages = [
  '/admin/dashboard',
  '/admin/bookings',
  '/admin/inventory',
  '/admin/customers',
  '/admin/venues',
  '/admin/marketing',
  '/admin/advertising',
  '/admin/issues',
  '/admin/notifications',
  '/admin/leads',
  '/admin/budget-calculator',
]

for (const path of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('signed-in admin pages have no serious accessibility violations', async ({ signedInPage: page }) => {
  // Pages with rows to scan, not only their empty states: one of each record, and a booking.
  const [rv, customer] = await Promise.all([
    createRv(page.request),
    createCustomer(page.request),
    createVenue(page.request),
  ])
  await createBooking(page.request, { rvId: rv.id, customerId: customer.id })
  for (const path of adminPages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
})
