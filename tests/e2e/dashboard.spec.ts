import { expect, test } from './fixtures'

test('the dashboard charts 12 weeks of revenue from the server and lists the maintenance waiting on the fleet', async ({ signedInPage: page }) => {
  await page.goto('/admin/dashboard')
  const chartCard = page.getByRole('region', { name: 'Revenue, last 12 weeks' })
  // uPlot draws on a canvas once its lazily loaded chunk arrives.
  await expect(chartCard.getByTestId('revenue-chart').locator('canvas')).toBeVisible()

  // The same figures, as a table for screen readers, match the API week for week.
  const overview = await (await page.request.get(`/api/dashboard?date=${await page.evaluate(() => new Date().toLocaleDateString('en-CA'))}`)).json()
  const weeks = overview.revenueByWeek as { revenue: string }[]
  expect(weeks.some((week) => week.revenue !== '0.00')).toBe(true)
  const cells = chartCard.getByRole('table', { name: 'Revenue by pickup week' }).locator('tbody tr td:nth-child(2)')
  await expect(cells).toHaveText(weeks.map((week) => `$${Number(week.revenue).toLocaleString('en-US', { minimumFractionDigits: 2 })}`))

  const maintenance = page.getByRole('region', { name: 'Upcoming Maintenance' })
  const tickets = maintenance.getByRole('listitem')
  await expect(tickets.first()).toContainText('Brake warning light on')
  await expect(tickets.first()).toContainText('Emergency')
  await expect(tickets).toHaveCount(3)
  // Resolved and closed tickets are done, so they are not waiting.
  await expect(maintenance).not.toContainText('Torn dinette cushion')
  await expect(maintenance).not.toContainText('Noisy water pump')
})
