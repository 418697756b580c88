import type { Page } from '@playwright/test'
import { createRv, daysFromNow as day, uniqueTag } from './factories'
import { expect, test } from './fixtures'

/** The RV's details dialog on its Pricing tab (the fleet filtered to the RV: the worker's owner has many). */
async function openPricingTab(page: Page, rvName: string) {
  await page.goto('/admin/inventory')
  await page.getByLabel('Search RVs').fill(rvName)
  await page
    .getByRole('article', { name: rvName })
    .getByRole('button', { name: `Details of ${rvName}` })
    .click()
  const details = page.getByRole('dialog', { name: rvName })
  await details.getByRole('tab', { name: 'Pricing' }).click()
  await expect(details.getByRole('heading', { name: 'Rates and rules' })).toBeVisible()
  return details
}

/** Nothing wider than the screen: a phone scrolls down, never sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test('an owner sets a weekly rate and a season on an RV and adds an add-on; a reload shows them', async ({
  signedInPage: page,
}) => {
  const tag = uniqueTag()
  const rv = await createRv(page.request, { name: `E2E Priced RV ${tag}` })
  const season = `Summer ${tag}`

  let details = await openPricingTab(page, rv.name)
  await expect(details.getByText('Weekly applies to 7-29 nights, monthly to 30+')).toBeVisible()
  await expect(details.getByLabel('Cancellation policy')).toHaveValue('')
  await expect(details.getByRole('option', { name: 'Owner default (Moderate)' })).toBeAttached()
  // Wrong input first: the form's own schema refuses it, under the field.
  await details.getByLabel('Weekly rate ($)').fill('0')
  await details.getByRole('button', { name: 'Save rates' }).click()
  await expect(details.getByText('Weekly rate must be more than $0')).toBeVisible()
  await details.getByLabel('Weekly rate ($)').fill('1300')
  await details.getByLabel('Minimum nights', { exact: true }).fill('2')
  await details.getByRole('checkbox', { name: 'Sunday' }).check()
  await details.getByLabel('Cancellation policy').selectOption('strict')
  await details.getByRole('button', { name: 'Save rates' }).click()
  await expect(page.getByText('Rates saved')).toBeVisible()

  await details.getByLabel('Season name').fill(season)
  await details.getByLabel('First night').fill(day(60))
  await details.getByLabel('Last night').fill(day(90))
  await details.getByLabel('Nightly rate ($)').fill('240')
  await details.getByRole('button', { name: 'Add season' }).click()
  await expect(details.getByRole('listitem').filter({ hasText: season })).toContainText('$240.00/night')
  await expect(page.getByText('Season added')).toBeVisible()
  await expect(details.getByLabel('Season name')).toHaveValue('')
  // A second season over the same nights is refused, naming the first.
  await details.getByLabel('Season name').fill(`Clash ${tag}`)
  await details.getByLabel('First night').fill(day(80))
  await details.getByLabel('Last night').fill(day(100))
  await details.getByLabel('Nightly rate ($)').fill('200')
  await details.getByRole('button', { name: 'Add season' }).click()
  await expect(details.getByText(`These dates overlap the season '${season}'`)).toBeVisible()

  await page.reload()
  details = await openPricingTab(page, rv.name)
  await expect(details.getByLabel('Weekly rate ($)')).toHaveValue('1300.00')
  await expect(details.getByLabel('Minimum nights', { exact: true })).toHaveValue('2')
  await expect(details.getByRole('checkbox', { name: 'Sunday' })).toBeChecked()
  await expect(details.getByLabel('Cancellation policy')).toHaveValue('strict')
  await expect(details.getByRole('listitem').filter({ hasText: season })).toBeVisible()
  await expect(details.getByRole('listitem').filter({ hasText: `Clash ${tag}` })).toHaveCount(0)

  const addOn = `Bike rack ${tag}`
  await page.goto('/admin/pricing')
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add add-on' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add add-on' })
  await dialog.getByLabel('Name').fill(addOn)
  await dialog.getByLabel('Price ($)').fill('35')
  await dialog.getByLabel('Charged').selectOption('per_stay')
  await dialog.getByLabel('For all my RVs').uncheck()
  await dialog.getByRole('button', { name: 'Add add-on' }).click()
  await expect(dialog.getByText('Choose at least one RV, or offer the add-on for all RVs')).toBeVisible()
  await dialog.getByRole('checkbox', { name: rv.name }).check()
  await dialog.getByRole('button', { name: 'Add add-on' }).click()
  await expect(page.getByText('Add-on added')).toBeVisible()

  await page.reload()
  const item = page.getByRole('listitem').filter({ hasText: addOn })
  await expect(item).toContainText('$35.00 per stay')
  await expect(item).toContainText(rv.name)
})

test('the taxes and policy form keeps a rate with three decimals and shows each policy’s refunds', async ({
  signedInPage: page,
}) => {
  await page.goto('/admin/pricing')
  const card = page.getByRole('region', { name: 'Taxes and policy' })
  await card.getByLabel('Tax name', { exact: true }).fill('State sales tax')
  await card.getByLabel('Tax rate (%)', { exact: true }).fill('')
  await card.getByRole('button', { name: 'Save taxes and policy' }).click()
  await expect(card.getByText('Tax rate is required with a name')).toBeVisible()
  await card.getByLabel('Tax rate (%)', { exact: true }).fill('8.875')
  await card.getByLabel('Rental (nights, weekly and monthly rates)').check()
  await card.getByLabel('Default cancellation policy').selectOption('flexible')
  const table = card.getByRole('table', { name: 'Rental refunded when the renter cancels before pickup' })
  await expect(table.getByRole('row', { name: /Flexible \(chosen\)/ })).toContainText('100 %50 %50 %')
  await card.getByLabel('Pickup time').fill('14:00')
  await card.getByRole('button', { name: 'Save taxes and policy' }).click()
  await expect(page.getByText('Taxes and policy saved')).toBeVisible()

  await page.reload()
  await expect(card.getByLabel('Tax rate (%)', { exact: true })).toHaveValue('8.875')
  await expect(card.getByLabel('Default cancellation policy')).toHaveValue('flexible')
  await expect(card.getByLabel('Pickup time')).toHaveValue('14:00')
  // Back to the defaults, so the worker's owner leaves no taxes for other tests.
  await card.getByLabel('Tax name', { exact: true }).fill('')
  await card.getByLabel('Tax rate (%)', { exact: true }).fill('')
  await card.getByLabel('Rental (nights, weekly and monthly rates)').uncheck()
  await card.getByLabel('Default cancellation policy').selectOption('moderate')
  await card.getByLabel('Pickup time').fill('10:00')
  await card.getByRole('button', { name: 'Save taxes and policy' }).click()
  await expect(page.getByText('Taxes and policy saved')).toBeVisible()
})

test('the pricing page and an RV’s Pricing tab fit a 375 px phone', async ({ signedInPage: page }) => {
  const rv = await createRv(page.request, { name: `E2E Phone RV ${uniqueTag()}` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/admin/pricing')
  await expect(page.getByRole('heading', { name: 'Taxes and policy' })).toBeVisible()
  expect(await fitsWidth(page)).toBe(true)
  const details = await openPricingTab(page, rv.name)
  await expect(details.getByRole('heading', { name: 'Seasons' })).toBeVisible()
  const box = await details.getByLabel('Weekly rate ($)').boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
})
