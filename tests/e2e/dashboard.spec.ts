import { createBooking, createCustomer, createIssueTickets, createOwner, createRv, daysFromNow } from './factories'
import { expect, test } from './fixtures'

test('the dashboard charts 12 weeks of revenue from the server and lists the maintenance waiting on the fleet', async ({
  browser,
}) => {
  // An owner of its own: the maintenance list is the whole fleet's, so it holds only this test's tickets.
  const context = await browser.newContext()
  const owner = await createOwner(context.request)
  const [rv, customer] = await Promise.all([createRv(context.request), createCustomer(context.request)])
  const tickets = createIssueTickets({ ownerId: owner.id, rvId: rv.id, customerId: customer.id }, [
    { title: 'Noisy water pump', priority: 'high', category: 'plumbing', status: 'resolved' },
    { title: 'Torn dinette cushion', priority: 'low', category: 'interior', status: 'closed' },
    { title: 'Loose cabinet latch', priority: 'low', category: 'interior', status: 'open' },
    { title: 'Slow awning motor', priority: 'medium', category: 'electrical', status: 'open' },
    { title: 'Leaking roof vent', priority: 'high', category: 'exterior', status: 'in_progress' },
    { title: 'Brake warning light on', priority: 'emergency', category: 'mechanical', status: 'open' },
  ])
  // Revenue inside the chart's 12 weeks: a confirmed booking picked up yesterday (the earliest the API takes).
  const booking = await createBooking(context.request, {
    rvId: rv.id,
    customerId: customer.id,
    startDate: daysFromNow(-1),
    endDate: daysFromNow(2),
    status: 'confirmed',
  })
  const page = await context.newPage()
  await tickets
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
  // The most urgent first, whenever it was reported; at most three, so the low-priority one waits off the list.
  await expect(listed.first()).toContainText('Brake warning light on')
  await expect(listed.first()).toContainText('Emergency')
  await expect(listed.first()).toContainText(rv.name)
  await expect(listed).toHaveCount(3)
  await expect(maintenance).not.toContainText('Loose cabinet latch')
  // Resolved and closed tickets are done, so they are not waiting.
  await expect(maintenance).not.toContainText('Torn dinette cushion')
  await expect(maintenance).not.toContainText('Noisy water pump')
  await context.close()
})
