import { fileURLToPath } from 'node:url'
import { createOwner, uniqueTag } from './factories'
import { expect, test, waitingForHydration } from './fixtures'

const logo = fileURLToPath(new URL('./files/rv-photo.png', import.meta.url))

test('on a phone, an owner saves a business profile with a logo and adds a pickup location in San Francisco', async ({
  browser,
}) => {
  // An owner of their own: the worker's shared owner keeps its time zone (UTC) for the other tests.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const owner = await createOwner(context.request)
  const page = waitingForHydration(await context.newPage())
  const tag = uniqueTag()
  const business = `E2E Golden Gate RV ${tag}`
  const yard = `E2E Mission yard ${tag}`

  await page.goto('/admin/business')
  await expect(page.getByRole('heading', { name: 'Business profile', level: 1 })).toBeVisible()
  await expect(page.getByText('No pickup locations yet')).toBeVisible()
  // Before the first save the profile starts from the owner's own name.
  await expect(page.getByLabel('Business name')).toHaveValue(`${owner.firstName} ${owner.lastName}`)
  const profile = page.getByRole('region', { name: 'Profile' })
  await profile.getByLabel('Business name').fill(business)
  await profile.getByLabel('Upload a photo').setInputFiles(logo)
  await expect(profile.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^\/media\/owners\//)
  await profile.getByLabel('Phone').fill('(415) 555-0134')
  await profile.getByLabel('Support email').fill(`help-${tag}@example.com`)
  await profile.getByLabel('Time zone').selectOption('America/Los_Angeles')
  await profile.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Business profile saved')).toBeVisible()

  await page.getByRole('button', { name: 'Add pickup location', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add pickup location' })
  await dialog.getByLabel('Name').fill(yard)
  await dialog.getByLabel('Street address').fill('2500 Mission St')
  await dialog.getByLabel('City').fill('San Francisco')
  await dialog.getByLabel('State').selectOption('CA')
  await dialog.getByLabel('Opening hours').fill('Mon-Sat 9am-5pm')
  // A ZIP code with five digits that is not a real one: only the server knows, and says so under the field.
  await dialog.getByLabel('Zip code').fill('00000')
  await dialog.getByLabel('I deliver from here').check()
  await expect(dialog.getByText('A delivery 30 miles away costs $60.00.')).toBeVisible()
  await dialog.getByLabel('Price per mile after ($)').fill('2.50')
  await expect(dialog.getByText('A delivery 30 miles away costs $80.00.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Add pickup location' }).click()
  await expect(dialog.getByText('00000 is not a US zip code. Check it and try again.')).toBeVisible()
  await expect(dialog.getByLabel('Zip code')).toBeFocused()
  await dialog.getByLabel('Zip code').fill('94110')
  await dialog.getByRole('button', { name: 'Add pickup location' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Pickup location added')).toBeVisible()

  const listed = page.getByRole('listitem').filter({ hasText: yard })
  await expect(listed).toContainText('2500 Mission St, San Francisco, CA 94110')
  await expect(listed).toContainText('Hours: Mon-Sat 9am-5pm')
  await expect(listed).toContainText('Delivers up to 90 mi: $30.00 + $2.50/mi after 10 mi')
  await expect(listed).toContainText('0 RVs picked up here')
  // Nothing wider than the screen: a phone scrolls down, never sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.reload()
  await expect(profile.getByLabel('Business name')).toHaveValue(business)
  await expect(profile.getByLabel('Time zone')).toHaveValue('America/Los_Angeles')
  await expect(profile.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^\/media\/owners\//)
  await expect(page.getByRole('listitem').filter({ hasText: yard })).toBeVisible()
  await context.close()
})
