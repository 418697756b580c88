/**
 * The renter's Trip Budget Calculator on a phone-sized screen: every input change recomputes the
 * total, per day and per person at once (spec §2, §9). Expected figures are worked out by hand.
 */
import type { Page } from '@playwright/test'
import { createRv, daysFromNow, uniqueTag } from './factories'
import { expect, seriousViolations, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

async function expectFigures(page: Page, total: string, perDay: string, perPerson: string) {
  await expect(page.getByTestId('trip-total')).toHaveText(total)
  await expect(page.getByTestId('trip-per-day')).toHaveText(perDay)
  await expect(page.getByTestId('trip-per-person')).toHaveText(perPerson)
}

test('the totals follow the sliders, the extras toggle and the season', async ({ page }) => {
  await page.goto('/budget-calculator')
  await expect(page.getByRole('heading', { level: 1, name: 'Trip Budget Calculator' })).toBeVisible()
  // The default (Class C) is priced with whichever real Class C is cheapest, so only its shape is checked.
  await expect(page.getByTestId('trip-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)

  // Fifth wheels have no RV in the fleet, so the spec's base prices apply.
  await page.getByLabel('RV type').selectOption({ label: 'Fifth Wheel' })
  await expect(page.getByTestId('trip-priced-with')).toContainText('typical Fifth Wheel rate of $180/night')
  // 7 days × $180 × 1.3 (summer) = $1,638; campground 7 × $35 = $245; fuel 1000 ÷ 12 × $3.50 = $291.67;
  // insurance 12% × $1,638 = $196.56; food 4 × 7 × $45 = $1,260; activities 4 × 7 × $30 × 0.7 = $588.
  // Total $4,219.23; ÷ 7 = $602.75 → $603; ÷ 4 = $1,054.81 → $1,055.
  await expectFigures(page, '$4,219.23', '$603', '$1,055')

  const duration = page.getByLabel('Trip duration')
  await duration.focus()
  await duration.press('ArrowRight')
  await expect(duration).toHaveAttribute('aria-valuetext', '8 days')
  // 8 days: rental 8 × 180 × 1.3 = $1,872; campground $280; fuel $291.67; insurance $224.64;
  // food 4 × 8 × 45 = $1,440; activities 4 × 8 × 21 = $672. Total $4,780.31; ÷ 8 → $598; ÷ 4 → $1,195.
  await expectFigures(page, '$4,780.31', '$598', '$1,195')

  const people = page.getByLabel('People')
  await people.focus()
  await people.press('ArrowRight')
  await expect(people).toHaveAttribute('aria-valuetext', '5 people')
  // 5 people: food 5 × 8 × 45 = $1,800; activities 5 × 8 × 21 = $840. Total $5,308.31;
  // ÷ 8 = $663.54 → $664; ÷ 5 = $1,061.66 → $1,062.
  await expectFigures(page, '$5,308.31', '$664', '$1,062')

  await page.getByLabel('Extras').check()
  // Extras 8 days × $40 = $320. Total $5,628.31; ÷ 8 = $703.54 → $704; ÷ 5 = $1,125.66 → $1,126.
  await expectFigures(page, '$5,628.31', '$704', '$1,126')

  await page.getByLabel('Season').selectOption({ label: 'Winter' })
  // Winter: rental 8 × 180 × 0.7 = $1,008; insurance $120.96. Total 1008 + 280 + 291.67 + 120.96 +
  // 1800 + 840 + 320 = $4,660.63; ÷ 8 = $582.58 → $583; ÷ 5 = $932.13 → $932.
  await expectFigures(page, '$4,660.63', '$583', '$932')
  await expect(page.getByTestId('trip-breakdown')).toContainText('8 days × $180.00 × 0.7 (winter) × 1 (moderate)')
  await expect(page.getByRole('figure').getByText('Extras')).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Fuel' })).toBeVisible()

  // One column on a phone: nothing wider than the screen, and no serious accessibility problem.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await seriousViolations(page)).toEqual([])
})

test('a real RV of the chosen type sets the nightly price, and links to booking', async ({ page, ownerRequest }) => {
  // The lowest price an RV may have, so it is the one the calculator picks whatever other tests
  // (or this one, repeated) made before: on a tie the newest wins.
  const rv = await createRv(ownerRequest, {
    name: `E2E Budget Van ${uniqueTag()}`,
    type: 'Class B',
    pricePerNight: '0.01',
  })

  await page.goto('/budget-calculator')
  await page.getByLabel('RV type').selectOption({ label: 'Class B Van' })
  await expect(page.getByTestId('trip-priced-with')).toHaveText(new RegExp(`Priced with ${rv.name} at \\$0\\.01/night`))
  // 7 days × $0.01 × 1.3 = $0.09; campground $245; fuel 1000 ÷ 18 × $3.50 = $194.44; insurance 12% × $0.09 = $0.01;
  // food $1,260; activities $588. Total $2,287.54; ÷ 7 = $326.79 → $327; ÷ 4 = $571.89 → $572.
  await expectFigures(page, '$2,287.54', '$327', '$572')

  // The wizard starts from the estimate: its type, 4 people, 7 nights from the pickup day, that RV first.
  await page.getByRole('link', { name: 'Book this RV' }).click()
  await expect(page).toHaveURL(/\/book\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Adventure' })).toBeVisible()
  const search = page.getByRole('form', { name: 'Search RVs' })
  await expect(search.getByLabel('RV type')).toHaveValue('Class B')
  await expect(search.getByLabel('Guests')).toHaveValue('3')
  await search.getByLabel('Pickup date').fill(daysFromNow(90))
  await expect(search.getByLabel('Return date')).toHaveValue(daysFromNow(97))
  await search.getByLabel('Zip code').fill('94110')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText(`${rv.name}, the RV from your estimate, is free for these dates`)).toBeVisible()
  await expect(page.getByRole('article').first()).toHaveAccessibleName(rv.name)
})

test('miles outside the bounds say which figure the estimate counts, and become it on leaving the field', async ({
  page,
}) => {
  await page.goto('/budget-calculator')
  await page.getByLabel('RV type').selectOption({ label: 'Fifth Wheel' })
  const miles = page.getByLabel('Miles of driving')

  await miles.fill('99999')
  await expect(miles).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('At most 10,000 miles: the estimate counts 10,000 miles')).toBeVisible()
  // Fuel 10,000 ÷ 12 × $3.50 = $2,916.67 instead of $291.67: $4,219.23 + $2,625.00.
  await expect(page.getByTestId('trip-total')).toHaveText('$6,844.23')
  await miles.blur()
  await expect(miles).toHaveValue('10000')
  await expect(miles).not.toHaveAttribute('aria-invalid')

  await miles.fill('-50')
  await expect(page.getByText('At least 0 miles: the estimate counts 0 miles')).toBeVisible()
  // No fuel at all: $4,219.23 − $291.67.
  await expect(page.getByTestId('trip-total')).toHaveText('$3,927.56')
  await miles.blur()
  await expect(miles).toHaveValue('0')
})
