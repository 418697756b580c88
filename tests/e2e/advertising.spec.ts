import { daysFromNow as day, uniqueTag } from './factories'
import { expect, seriousViolations, test } from './fixtures'
import type { Page } from '@playwright/test'

/** '$1,234.50' → 123450; '1,500' → 1500 */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100)
const count = (text: string) => Number(text.replace(/,/g, ''))

/** The totals tiles cover every campaign of the owner (shared by the run's tests): read them to compare. */
async function totals(page: Page) {
  const text = (id: string) => page.getByTestId(id).innerText()
  return {
    spendCents: cents(await text('ad-total-spend')),
    impressions: count(await text('ad-total-impressions')),
    clicks: count(await text('ad-total-clicks')),
    conversions: count(await text('ad-total-conversions')),
  }
}

test('an owner creates an ad campaign, plays and pauses it, and imports its daily figures from a CSV', async ({
  signedInPage: page,
}) => {
  const tag = uniqueTag()
  const name = `E2E Search ${tag}`
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/admin/advertising')
  await expect(page.getByTestId('advertising-page')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Google & Facebook Advertising' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Smart Budget Calculator' })).toHaveAttribute(
    'href',
    '/admin/budget-calculator',
  )
  // No ad platform credentials locally: both platforms say where their figures come from instead.
  const connections = page.getByRole('region', { name: 'Where the figures come from' })
  await expect(connections).toContainText('Google Ads: not connected — import daily figures from a CSV')
  await expect(connections).toContainText('Facebook Ads: not connected — import daily figures from a CSV')
  const before = await totals(page)

  await page.getByRole('button', { name: 'Create Campaign' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' })
  // Spec §5 defaults.
  await expect(dialog.getByLabel('Platform')).toHaveValue('google')
  await expect(dialog.getByLabel('Objective')).toHaveValue('lead_generation')
  await expect(dialog.getByLabel('Bid strategy')).toHaveValue('cpc')
  // Wrong input first: a name and a budget are needed.
  await dialog.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(dialog.getByText('Campaign name is required')).toBeVisible()
  await expect(dialog.getByText('Budget is required')).toBeVisible()
  await expect(dialog.getByLabel('Campaign name')).toBeFocused()
  await dialog.getByLabel('Campaign name').fill(name)
  await dialog.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(dialog.getByText('Campaign name is required')).toBeHidden()
  await expect(dialog.getByText('Budget is required')).toBeVisible()
  await expect(dialog.getByLabel('Daily budget ($)')).toBeFocused()

  await dialog.getByLabel('Daily budget ($)').fill('45')
  await dialog.getByLabel('Objective').selectOption({ label: 'Website traffic' })
  await dialog.getByLabel('Start date').fill(day(-7))
  await dialog.getByLabel('End date').fill(day(60))
  await dialog.getByLabel('Keywords (comma-separated)').fill('rv rental, camper hire')
  await dialog.getByLabel('Headlines (comma-separated)').fill('RVs near you, Book your trip')
  await dialog
    .getByLabel('Descriptions (one per line or comma-separated)')
    .fill('Sleeps 4, solar, awning\nPets welcome')
  await expect(dialog.getByLabel('Google campaign ID (optional)')).toBeVisible()
  await expect(dialog.getByLabel('Facebook campaign ID (optional)')).toBeHidden()
  await dialog.getByText('Targeting', { exact: true }).click()
  await dialog.getByLabel('Minimum age').fill('25')
  await dialog.getByLabel('Maximum age').fill('65')
  await dialog.getByLabel('Interests (comma-separated)').fill('camping, national parks')
  await dialog.getByLabel('Locations (comma-separated)').fill('Denver, Boulder')
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(page.getByText('Campaign Created', { exact: true })).toBeVisible()
  await expect(page.getByText('Your advertising campaign has been created successfully.')).toBeVisible()
  await expect(dialog).toBeHidden()

  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('$45.00/day')
  await expect(row).toContainText('Google Ads')
  await expect(row).toContainText('Website traffic')
  await expect(row.getByTestId('ad-status')).toHaveText('Draft')
  // The form starts empty at the next opening.
  await page.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(dialog.getByLabel('Campaign name')).toHaveValue('')
  await expect(dialog.getByLabel('Daily budget ($)')).toHaveValue('')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // Play, then pause.
  await expect(page.getByRole('button', { name: `Pause ${name}` })).toHaveCount(0)
  await page.getByRole('button', { name: `Activate ${name}` }).click()
  await expect(page.getByText('Campaign Updated', { exact: true })).toBeVisible()
  await expect(page.getByText('Campaign status has been updated successfully.')).toBeVisible()
  await expect(row.getByTestId('ad-status')).toHaveText('Active')
  await page.getByRole('button', { name: `Pause ${name}` }).click()
  await expect(row.getByTestId('ad-status')).toHaveText('Paused')
  await expect(page.getByRole('button', { name: `Activate ${name}` })).toBeVisible()

  // Two good days and a line for a platform this Google campaign does not run on.
  await page.getByRole('button', { name: `Performance of ${name}` }).click()
  const performance = page.getByRole('dialog', { name: `${name} performance` })
  await expect(performance.getByText('No daily figures yet')).toBeVisible()
  await expect(performance).toContainText('date, platform, impressions, clicks, conversions, spend')
  const csv = [
    'date,platform,impressions,clicks,conversions,spend',
    `${day(-2)},google,1000,40,2,30.25`,
    `${day(-1)},Google,500,10,1,$12.50`,
    `${day(-1)},facebook,300,5,0,4.00`,
  ].join('\n')
  await performance
    .getByLabel('CSV file')
    .setInputFiles({ name: 'report.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  // The preview reads the file as the server will.
  await expect(performance.getByTestId('ad-import-preview')).toContainText('2 days ready to import')
  await expect(performance.getByTestId('ad-import-preview')).toContainText(
    'Line 4: Platform must be google for this campaign',
  )
  await performance.getByRole('button', { name: 'Import' }).click()
  await expect(performance.getByRole('status').filter({ hasText: 'Imported 2 days' })).toBeVisible()
  await expect(performance.getByRole('alert')).toContainText('Line 4: Platform must be google for this campaign')
  const days = performance.getByTestId('ad-performance-days')
  await expect(days.locator('tbody tr')).toHaveCount(2)
  // 1,500 impressions, 50 clicks, 3 conversions, $30.25 + $12.50.
  await expect(days.locator('tfoot')).toContainText('$42.75')
  await expect(performance.getByTestId('ad-performance-chart').locator('canvas')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await performance.getByRole('button', { name: 'Close' }).click()
  await expect(performance).toBeHidden()

  // The row: CTR 50 / 1,500 = 3.33%, CPC $42.75 / 50 = $0.855 → $0.86, CPA $42.75 / 3 = $14.25.
  await expect(row.getByTestId('ad-spend')).toHaveText('$42.75')
  await expect(row.getByTestId('ad-impressions')).toHaveText('1,500')
  await expect(row.getByTestId('ad-clicks')).toHaveText('50')
  await expect(row.getByTestId('ad-ctr')).toHaveText('3.33%')
  await expect(row.getByTestId('ad-cpc')).toHaveText('$0.86')
  await expect(row.getByTestId('ad-cpa')).toHaveText('$14.25')
  // The same list answer as the row, so already refetched; polled all the same.
  await expect
    .poll(() => totals(page))
    .toEqual({
      spendCents: before.spendCents + 4275,
      impressions: before.impressions + 1500,
      clicks: before.clicks + 50,
      conversions: before.conversions + 3,
    })
})

test('at phone width the campaigns are cards, filtered by platform, with no sideways scrolling', async ({
  signedInPage: page,
  ownerRequest,
}) => {
  const name = `E2E Social ${uniqueTag()}`
  const created = await ownerRequest.post('/api/ad-campaigns', {
    data: { name, platform: 'facebook', objective: 'brand_awareness', status: 'active', budget: '12.5' },
  })
  expect(created.status()).toBe(201)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/advertising')
  await expect(page.getByTestId('advertising-page')).toBeVisible()
  await page.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'Facebook Ads' })
  const card = page.getByTestId('ad-campaign-card').filter({ hasText: name })
  await expect(card).toBeVisible()
  await expect(card).toContainText('$12.50/day')
  await expect(card.getByTestId('ad-status')).toHaveText('Active')
  await expect(card.getByRole('button', { name: `Pause ${name}` })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'Google Ads' })
  await expect(card).toBeHidden()
  await page.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'Google & Facebook' })
  await expect(card).toBeHidden()
  await page.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'All platforms' })
  await expect(card).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
