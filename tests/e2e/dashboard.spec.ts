import { readFile } from 'node:fs/promises'
import { createBooking, createCustomer, createMaintenanceTask, createOwner, createRv, daysFromNow } from './factories'
import { expect, test } from './fixtures'

test('the dashboard charts 12 weeks of revenue from the server and lists the fleet’s next maintenance due', async ({
  browser,
}) => {
  // An owner of its own: the maintenance list is the whole fleet's, so it holds only this test's tasks.
  const context = await browser.newContext()
  await createOwner(context.request)
  const [rv, customer] = await Promise.all([createRv(context.request), createCustomer(context.request)])
  // The maintenance list is the fleet's next due tasks: given out of order, one already done.
  const tasks = [
    { title: 'Oil change', dueDate: daysFromNow(20) },
    { title: 'Annual inspection', dueDate: daysFromNow(-2) },
    { title: 'Tire rotation', dueDate: daysFromNow(60) },
    { title: 'Generator service', dueDate: daysFromNow(5) },
  ]
  for (const task of tasks) await createMaintenanceTask(context.request, { rvId: rv.id, ...task })
  const done = await createMaintenanceTask(context.request, {
    rvId: rv.id,
    title: 'Brake check',
    dueDate: daysFromNow(1),
  })
  expect((await context.request.post(`/api/issues/maintenance/${done.id}/complete`, { data: {} })).ok()).toBe(true)
  // Revenue inside the chart's 12 weeks: a confirmed booking picked up today.
  const booking = await createBooking(context.request, {
    rvId: rv.id,
    customerId: customer.id,
    startDate: daysFromNow(0),
    endDate: daysFromNow(2),
    status: 'confirmed',
  })
  const page = await context.newPage()
  await page.goto('/admin/dashboard')
  const chartCard = page.getByRole('region', { name: 'Revenue, last 12 weeks' })
  // uPlot draws on a canvas once its lazily loaded chunk arrives.
  await expect(chartCard.getByTestId('revenue-chart').locator('canvas')).toBeVisible()

  // The same figures, as a table for screen readers, match the API week for week.
  const overview = (await (
    await page.request.get(`/api/dashboard?date=${await page.evaluate(() => new Date().toLocaleDateString('en-CA'))}`)
  ).json()) as { revenueByWeek: { revenue: string }[] }
  const weeks = overview.revenueByWeek
  // This owner's one booking is the chart's only revenue.
  expect(weeks.map((week) => week.revenue).filter((revenue) => revenue !== '0.00')).toEqual([booking.totalPrice])
  const cells = chartCard.getByRole('table', { name: 'Revenue by pickup week' }).locator('tbody tr td:nth-child(2)')
  await expect(cells).toHaveText(
    weeks.map((week) => `$${Number(week.revenue).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
  )

  const maintenance = page.getByRole('region', { name: 'Upcoming Maintenance' })
  const listed = maintenance.getByRole('listitem')
  // Soonest due first, the overdue one marked; at most three, so the latest waits off the list.
  await expect(listed).toHaveCount(3)
  await expect(listed.nth(0)).toContainText('Annual inspection')
  await expect(listed.nth(0)).toContainText('Overdue')
  await expect(listed.nth(0)).toContainText(rv.name)
  await expect(listed.nth(1)).toContainText('Generator service')
  await expect(listed.nth(1)).not.toContainText('Overdue')
  await expect(listed.nth(2)).toContainText('Oil change')
  await expect(maintenance).not.toContainText('Tire rotation')
  // A completed task is done, so it is not waiting.
  await expect(maintenance).not.toContainText('Brake check')
  await context.close()
})

test('on a phone, the quick actions open their dialogs and Generate Report makes the month’s report as CSV', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const rv = await createRv(page.request, { pricePerNight: '100.00' })
  await page.goto('/admin/dashboard')
  await page.getByRole('link', { name: 'New Booking' }).click()
  await expect(page.getByRole('dialog', { name: 'Create New Booking' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Create New Booking' }).getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/bookings$/)

  await page.goto('/admin/dashboard')
  await page.getByRole('link', { name: 'Add RV to Fleet' }).click()
  await expect(page.getByRole('dialog', { name: 'Add New RV' })).toBeVisible()

  await page.goto('/admin/dashboard')
  await page.getByRole('link', { name: 'Generate Report' }).click()
  await expect(page.getByRole('heading', { name: /^Monthly Report \d{4}-\d{2}$/ })).toBeVisible()
  await expect(page.getByRole('cell', { name: rv.name })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv).toContain('RV,Revenue,Nights booked,Utilization')
  expect(csv).toContain(`${rv.name},0.00,0,0%`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
