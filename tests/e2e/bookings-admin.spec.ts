import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { Customer } from '../../worker/modules/customers/schemas'
import type { Rv } from '../../worker/modules/rvs/schemas'
import { createBooking, createCustomer, createRv, daysFromNow as day, listed } from './factories'
import { expect, test } from './fixtures'

async function activeBookings(page: Page) {
  await page.goto('/admin/dashboard')
  const tile = page.locator('.stat').filter({ has: page.locator('.stat-title', { hasText: 'Active Bookings' }) })
  return Number(await tile.locator('.stat-value').textContent())
}

async function fillBookingForm(
  page: Page,
  { rv, customer, start, end }: { rv: Rv; customer: Customer; start: string; end: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Create New Booking' })
  await dialog.getByLabel('Customer').selectOption({ label: `${customer.firstName} ${customer.lastName}` })
  const rvOption = await dialog.getByLabel('RV', { exact: true }).locator('option', { hasText: rv.name }).textContent()
  await dialog.getByLabel('RV', { exact: true }).selectOption({ label: rvOption! })
  await dialog.getByLabel('Start date').fill(start)
  await dialog.getByLabel('End date').fill(end)
  return dialog
}

test('an owner creates, finds, filters, confirms and cancels a booking, and the dashboard follows', async ({
  signedInPage: page,
}) => {
  const [rv, customer] = await Promise.all([
    createRv(page.request, { pricePerNight: '125.00' }),
    createCustomer(page.request),
  ])
  const customerName = `${customer.firstName} ${customer.lastName}`
  const activeBefore = await activeBookings(page)
  const [start, end] = [day(10), day(13)]

  await page.goto('/admin/bookings')
  await expect(page.getByRole('heading', { name: 'Bookings Management' })).toBeVisible()
  await page.getByRole('button', { name: 'New Booking' }).first().click()
  const dialog = await fillBookingForm(page, { rv, customer, start, end })
  // The RV is $125 a night: the shared price rule shows the total before saving.
  await expect(dialog.getByTestId('booking-total')).toHaveText('Total: $375.00 for 3 nights')
  await dialog.getByRole('button', { name: 'Create Booking' }).click()
  await expect(page.getByText('Booking created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const bookings = await listed<{ id: string; rvId: string; status: string }>(await page.request.get('/api/bookings'))
  const created = bookings.find((booking) => booking.rvId === rv.id)!
  expect(created).toMatchObject({ status: 'pending' })

  // The same RV and dates again: the server refuses, and the dialog says why.
  await page.getByRole('button', { name: 'New Booking' }).first().click()
  const again = await fillBookingForm(page, { rv, customer, start, end })
  await again.getByRole('button', { name: 'Create Booking' }).click()
  await expect(again.getByRole('alert')).toHaveText('This RV is already booked for those dates')
  await again.getByRole('button', { name: 'Cancel' }).click()

  // Find it by part of its id, in any letter case.
  await page.getByLabel('Search bookings').fill(created.id.slice(-6).toUpperCase())
  await expect(page.getByRole('heading', { name: 'All Bookings (1)' })).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Confirmed' })
  await expect(page.getByText('No bookings match your filters')).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' })
  await expect(page.getByRole('heading', { name: 'All Bookings (1)' })).toBeVisible()

  // The CSV holds exactly the rows shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\r\n')
  expect(csv[0]).toBe('Booking ID,RV,Customer,Start date,End date,Nights,Status,Payment,Total,Notes,Created')
  expect(csv).toHaveLength(2)
  expect(csv[1]).toContain(`${created.id},${rv.name},${customerName},${start},${end},3,Pending,Unpaid,375.00`)

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All Statuses' })
  await page
    .getByRole('button', { name: `Open booking ${created.id.slice(-8).toUpperCase()}` })
    .first()
    .click()
  const details = page.getByRole('dialog', { name: `Booking ${created.id.slice(-8).toUpperCase()}` })
  await details.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText('is now confirmed')).toBeVisible()
  expect(await activeBookings(page)).toBe(activeBefore + 1)

  // The fleet calendar shows the booked nights in their month.
  await page.goto('/admin/bookings')
  const now = new Date()
  const monthsAhead =
    (Number(start.slice(0, 4)) - now.getFullYear()) * 12 + Number(start.slice(5, 7)) - (now.getMonth() + 1)
  for (let month = 0; month < monthsAhead; month++) await page.getByRole('button', { name: 'Next month' }).click()
  const calendarRow = page.getByRole('row', { name: new RegExp(`^${rv.name}`) })
  await expect(calendarRow.getByRole('cell', { name: `${start}: Booked` })).toBeVisible()

  await page.goto('/admin/bookings')
  await page.getByLabel('Search bookings').fill(created.id)
  await page
    .getByRole('button', { name: `Open booking ${created.id.slice(-8).toUpperCase()}` })
    .first()
    .click()
  await details.getByRole('button', { name: 'Cancel booking' }).click()
  await details.getByRole('button', { name: 'Yes, cancel booking' }).click()
  await expect(page.getByText('is now cancelled')).toBeVisible()
  await expect(page.locator(`[data-booking-id="${created.id}"]`).locator('visible=true').first()).toContainText(
    'Cancelled',
  )
  expect(await activeBookings(page)).toBe(activeBefore)
})

test('on a phone, a trip starts only on its pickup day and once paid: the owner records a cash payment first', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const [rv, customer] = await Promise.all([
    createRv(page.request, { pricePerNight: '100.00' }),
    createCustomer(page.request),
  ])
  // Three nights at $100 each, picked up `startsIn` days from today.
  const book = (startsIn: number) =>
    createBooking(page.request, {
      rvId: rv.id,
      customerId: customer.id,
      startDate: day(startsIn),
      endDate: day(startsIn + 3),
      status: 'confirmed',
    })
  const [later, today] = await Promise.all([book(12), book(0)])
  async function openDetails(id: string) {
    await page.goto('/admin/bookings')
    await page.getByLabel('Search bookings').fill(id)
    await page
      .getByRole('button', { name: `Open booking ${id.slice(-8).toUpperCase()}` })
      .first()
      .click()
    return page.getByRole('dialog', { name: `Booking ${id.slice(-8).toUpperCase()}` })
  }

  const ahead = await openDetails(later.id)
  await expect(ahead.getByRole('button', { name: 'Start trip' })).toBeDisabled()
  await expect(ahead.getByText(`The trip can start on its pickup day, ${later.startDate}, not before`)).toBeVisible()
  await ahead.getByRole('button', { name: 'Close' }).first().click()

  const details = await openDetails(today.id)
  const start = details.getByRole('button', { name: 'Start trip' })
  await expect(start).toBeDisabled()
  await expect(details.getByText('This booking is unpaid: record its payment before the trip starts')).toBeVisible()
  await details.getByRole('button', { name: 'Record payment' }).click()
  const payment = page.getByRole('dialog', { name: 'Record payment' })
  await expect(payment.getByLabel('Amount')).toHaveValue('300.00')
  await payment.getByLabel('Amount').fill('300.01')
  await payment.getByRole('button', { name: 'Record payment' }).click()
  await expect(payment.getByText('At most $300.00 is owed on this booking')).toBeVisible()
  await payment.getByLabel('Amount').fill('300.00')
  await payment.getByLabel('Note').fill('Paid at the counter')
  await payment.getByRole('button', { name: 'Record payment' }).click()
  await expect(payment).toBeHidden()
  await expect(details.getByTestId('payment-balance')).toHaveText('Received $300.00 · Still owed $0.00')
  await expect(details.getByText('Paid at the counter')).toBeVisible()
  await expect(start).toBeEnabled()
  await start.click()
  await expect(page.getByText('is now in progress')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
