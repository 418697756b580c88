/**
 * The owner's Smart Budget Calculator recomputes on every input (spec §9). Daily budgets are the
 * rule's (worker/modules/budget/rules/ad-budget.ts), computed by hand beside each expectation:
 * needed = revenue × growth% × goal ÷ ROAS × competition × season × base (Google 1.2, Facebook 0.9,
 * both 1), capped at 9% of revenue for one platform and 15% for both; daily = monthly ÷ 30.
 */
import type { Page } from '@playwright/test'
import { createBooking, createCustomer, createRv, daysFromNow, uniqueTag } from './factories'
import { expect, seriousViolations, test } from './fixtures'

async function expectDailyBudgets(page: Page, [google, facebook, both]: [string, string, string]) {
  const daily = (platform: string) => page.getByTestId(`recommendation-${platform}`).getByTestId('daily-budget')
  await expect(daily('google')).toHaveText(google)
  await expect(daily('facebook')).toHaveText(facebook)
  await expect(daily('both')).toHaveText(both)
}

test('recomputes the daily budgets as revenue, competition and the growth slider change', async ({ signedInPage }) => {
  const page = signedInPage
  await page.goto('/admin/budget-calculator')
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Budget Calculator' })).toBeVisible()
  await expect(page.getByTestId('budget-calculator-page').getByRole('link', { name: 'Advertising' })).toHaveAttribute(
    'href',
    '/admin/advertising',
  )

  // 40,000 is above anything this owner's last 30 days can raise it to, so the figures are the inputs'.
  await page.getByLabel('Monthly revenue ($)').fill('40000')
  // 4,000,000¢ × 25% ÷ 4 = 250,000: Google × 1.2 = 300,000 (cap 360,000), Facebook × 0.9 = 225,000, both 250,000.
  await expectDailyBudgets(page, ['$100.00', '$75.00', '$83.33'])

  await page.getByLabel('Competition level').selectOption('high')
  // × 1.3: Google 390,000 → capped at 360,000; Facebook 292,500; both 325,000.
  await expectDailyBudgets(page, ['$120.00', '$97.50', '$108.33'])
  await expect(page.getByTestId('recommendation-google')).toContainText('capped at 9% of monthly revenue')

  const growth = page.getByLabel('Desired growth')
  await growth.focus()
  await growth.press('ArrowRight') // one step of 5: 25% → 30%
  await expect(growth).toHaveValue('30')
  await expect(page.getByText('Desired growth: 30%')).toBeVisible()
  // 4,000,000¢ × 30% ÷ 4 × 1.3 = 390,000: Google still capped at 360,000; Facebook 351,000; both 390,000.
  await expectDailyBudgets(page, ['$120.00', '$117.00', '$130.00'])
})

test('raises the inputs to the last 30 days when those are higher, and says which', async ({
  signedInPage,
  ownerRequest,
}) => {
  const page = signedInPage
  // A booking worth $36,000 this month lifts this owner's last 30 days above the spec's $25,000 default.
  const tag = uniqueTag()
  const [rv, customer] = await Promise.all([
    createRv(ownerRequest, { name: `E2E Grand Tourer ${tag}`, type: 'Class A', pricePerNight: '9000.00' }),
    createCustomer(ownerRequest),
  ])
  await createBooking(ownerRequest, {
    rvId: rv.id,
    customerId: customer.id,
    startDate: daysFromNow(200),
    endDate: daysFromNow(204),
  })
  const recent = (await (await ownerRequest.get('/api/budget/recent')).json()) as { revenue: string; bookings: number }
  expect(Number(recent.revenue)).toBeGreaterThanOrEqual(36_000)

  await page.goto('/admin/budget-calculator')
  const note = page.getByRole('note', { name: 'Your last 30 days' })
  const revenue = Number(recent.revenue).toLocaleString('en-US', { style: 'currency', currency: 'USD' })
  await expect(note).toContainText(
    `${recent.bookings} ${recent.bookings === 1 ? 'booking' : 'bookings'} worth ${revenue}`,
  )
  await expect(note.getByTestId('raised-inputs')).toContainText('raised monthly revenue')
  // The raised revenue moves every budget above the defaults' (below): both = revenue × 25% ÷ 4 ÷ 30.
  const both = page.getByTestId('recommendation-both').getByTestId('daily-budget')
  await expect(both).not.toHaveText('$52.08')

  await note.getByLabel('Use my last 30 days where they are higher').uncheck()
  await expect(note.getByTestId('raised-inputs')).toHaveText('Not used: the recommendations follow your inputs only.')
  // The spec's defaults alone: 2,500,000¢ × 25% ÷ 4 = 156,250 × base.
  await expectDailyBudgets(page, ['$62.50', '$46.88', '$52.08'])
  await expect(page.getByTestId('recommendation-both')).toContainText('85% confidence')
})

test('turns a recommendation into a draft ad campaign in one click', async ({ signedInPage }) => {
  const page = signedInPage
  await page.goto('/admin/budget-calculator')
  await page.getByLabel('Monthly revenue ($)').fill('50000')
  // 5,000,000¢ × 25% ÷ 4 × 0.9 = 281,250 a month: 9,375 a day.
  const facebook = page.getByTestId('recommendation-facebook')
  await expect(facebook.getByTestId('daily-budget')).toHaveText('$93.75')
  await facebook.getByRole('button', { name: 'Create draft campaign' }).click()

  await expect(page).toHaveURL(/\/admin\/advertising$/)
  await expect(page.getByRole('status').filter({ hasText: 'Campaign Created' })).toBeVisible()
  // Newest first: the draft just made leads the owner's table.
  const row = page.getByTestId('advertising-page').getByRole('row').filter({ hasText: 'Facebook Ads – Steady growth' })
  await expect(row.first()).toContainText('$93.75')
})

test('fits a 390 px phone and passes the accessibility scan', async ({ signedInPage }) => {
  const page = signedInPage
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/budget-calculator')
  await expect(page.getByTestId('recommendation-both').getByTestId('daily-budget')).toBeVisible()
  // Every kind of advice on screen for the scan: a high conversion rate, aggressive growth, low ROI.
  await page.getByLabel('Conversion rate (%)').fill('6')
  const growth = page.getByLabel(/^Desired growth/)
  await growth.focus()
  await growth.press('End')
  await page.getByLabel('Average booking value ($)').fill('100')
  await expect(page.getByText(/^High conversion/)).toBeVisible()
  await expect(page.getByText(/^Aggressive growth: 100%/)).toBeVisible()
  // Nothing wider than the screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('budget-calculator-390.png'), fullPage: true })
  expect(await seriousViolations(page)).toEqual([])
})
