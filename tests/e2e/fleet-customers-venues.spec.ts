import { fileURLToPath } from 'node:url'
import { uniqueTag } from './factories'
import { expect, test } from './fixtures'

const photo = fileURLToPath(new URL('./files/rv-photo.png', import.meta.url))

test('an owner adds an RV with a photo and finds it by search and filters', async ({ signedInPage: page }) => {
  const tag = uniqueTag()
  const name = `E2E Summit Seeker ${tag}`
  await page.goto('/admin/inventory')
  await expect(page.getByRole('heading', { name: 'RV Fleet Management' })).toBeVisible()
  await page.getByRole('button', { name: 'Add RV to Fleet' }).first().click()

  const dialog = page.getByRole('dialog', { name: 'Add New RV' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Type').selectOption({ label: 'Class B Van' })
  await dialog.getByLabel('Sleeps').fill('3')
  await dialog.getByLabel(/Length/).fill('21')
  await dialog.getByLabel(/Price per night/).fill('149.99')
  await dialog.getByLabel('Year').fill('2023')
  await dialog.getByLabel('Make').fill('Airstream')
  await dialog.getByLabel('Model').fill('Interstate')
  await dialog.getByLabel('Mileage').fill('1200')
  await dialog.getByLabel(/Features/).fill('Solar, 4x4, Starlink, Heater')
  await dialog.getByLabel(/Upload a photo/i).setInputFiles(photo)
  await expect(dialog.getByRole('img', { name: /preview/i })).toBeVisible()
  await dialog.getByRole('button', { name: 'Add RV to Fleet' }).click()

  await expect(page.getByText('RV added to fleet successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card).toContainText('Sleeps 3')
  await expect(card).toContainText('21 ft')
  await expect(card).toContainText('$149.99')
  await expect(card).toContainText('/night')
  await expect(card).toContainText('+1 more')
  await expect(card).toContainText('2023 Airstream Interstate • 1,200 miles')
  await expect(card.getByRole('img')).toHaveAttribute('src', /\/media\/owners\//)

  await page.getByRole('searchbox').fill(`summit seeker ${tag}`)
  await expect(page.getByRole('article')).toHaveCount(1)
  await page.getByRole('searchbox').fill('')
  await page.getByLabel(/Filter by type/i).selectOption({ label: 'Travel Trailer' })
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0)
  await page.getByRole('searchbox').fill('no such rv anywhere')
  await expect(page.getByText('No RVs match your filters')).toBeVisible()
})

test('an owner adds a customer and finds them by search', async ({ signedInPage: page }) => {
  await page.goto('/admin/customers')
  await page.getByRole('button', { name: 'Add Customer' }).first().click()
  const dialog = page.getByRole('dialog')
  const tag = uniqueTag()
  await dialog.getByLabel('First name').fill('Quinn')
  await dialog.getByLabel('Last name').fill(`Harbor ${tag}`)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`quinn-${tag}@example.com`)
  await dialog.getByLabel('Phone').fill('555-010-2000')
  await dialog.getByRole('button', { name: /Add Customer|Save/ }).click()
  await expect(page.getByText('Customer created successfully')).toBeVisible()

  await page.getByRole('searchbox').fill('quinn')
  const card = page.getByRole('article').filter({ hasText: `Quinn Harbor ${tag}` })
  await expect(card).toHaveCount(1)
  await page.getByRole('searchbox').fill('zzzz-nobody')
  await expect(page.getByText('No customers match your search')).toBeVisible()
})

test('an owner adds a venue with two parking spots', async ({ signedInPage: page }) => {
  const name = `E2E Lakeside Park ${uniqueTag()}`
  await page.goto('/admin/venues')
  await expect(page.getByRole('heading', { name: 'Interactive Venue Map' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Venue' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Location').fill('Lake Tahoe, CA')
  await dialog.getByLabel(/Price per night/).fill('65')
  await dialog.getByLabel('Capacity').fill('25')
  await dialog.getByLabel(/Amenities/).fill('Water, Power, Wi-Fi, Showers, Kayaks')
  await dialog.getByRole('button', { name: /Add Venue|Save/ }).click()
  await expect(page.getByText('Venue added successfully')).toBeVisible()

  const card = page.getByRole('article').filter({ hasText: name })
  await expect(card).toContainText('+2 more amenities')
  await card.getByRole('button', { name: /spots|manage/i }).click()

  const spots = page.getByRole('dialog', { name: new RegExp(name) })
  for (const number of ['L1', 'L2']) {
    await spots.getByLabel('Spot number').fill(number)
    await spots.getByLabel('Size').selectOption('large')
    await spots.getByLabel(/Price per night/).fill('40')
    await spots.getByRole('button', { name: 'Add spot' }).click()
    await expect(spots.getByRole('row').filter({ hasText: number })).toBeVisible()
  }
  await expect(spots.getByRole('row').filter({ hasText: /^L\d/ })).toHaveCount(2)
})
