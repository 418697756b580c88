import { createCustomer, createOwner, createRv, daysFromNow as day, uniqueTag } from './factories'
import { expect, test } from './fixtures'

test('an owner creates a promotion; a renter books with its code and checkout asks for the discounted total', async ({
  signedInPage: page,
  ownerRequest,
  browser,
}) => {
  const tag = uniqueTag()
  const code = `E2E${tag}`.toUpperCase()
  // A type and price only this test uses, so the search shows this RV on the first page.
  const rv = await createRv(ownerRequest, {
    name: `E2E Sparrow ${tag}`,
    type: 'Travel Trailer',
    pricePerNight: '13.00',
    near: '59801',
  })

  await page.goto('/admin/marketing')
  await expect(page.getByTestId('marketing-page')).toBeVisible()
  await page.getByRole('button', { name: 'New Promotion' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Promotion' })
  // Wrong input first: a name and a discount are needed.
  await dialog.getByRole('button', { name: 'Create Promotion' }).click()
  await expect(dialog.getByText('Name is required')).toBeVisible()
  await dialog.getByLabel('Name').fill(`Autumn deal ${tag}`)
  await dialog.getByLabel('Code').fill(code.toLowerCase())
  await dialog.getByLabel('Discount type').selectOption({ label: 'Percent off' })
  await dialog.getByLabel('Discount value (%)').fill('25')
  await dialog.getByLabel('Valid from').fill(day(0))
  await dialog.getByLabel('Valid until').fill(day(90))
  await dialog.getByRole('button', { name: 'Create Promotion' }).click()
  await expect(dialog).toBeHidden()
  const promotions = page.getByRole('region', { name: 'Active Promotions' })
  await expect(promotions).toContainText(code)
  await expect(promotions.getByText('Limited Time').first()).toBeVisible()

  const renter = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await renter.goto('/book')
  const form = renter.getByRole('form', { name: 'Search RVs' })
  await form.getByLabel('Pickup date').fill(day(50))
  await form.getByLabel('Return date').fill(day(54))
  await form.getByLabel('RV type').selectOption('Travel Trailer')
  await form.getByLabel('Zip code').fill('59801')
  await form.getByRole('button', { name: 'Search' }).click()
  await renter.getByRole('article').filter({ hasText: rv.name }).getByRole('button', { name: 'Select This RV' }).click()
  await renter.getByRole('button', { name: 'Skip & Continue' }).click()
  // 4 nights × $13.00.
  await expect(renter.getByTestId('summary-total')).toHaveText('$52.00')
  const codeField = renter.getByLabel('Promotion code')
  await codeField.fill('NOT-A-CODE')
  await renter.getByRole('button', { name: 'Apply' }).click()
  await expect(renter.getByText('That code is not valid for this RV')).toBeVisible()
  await codeField.fill(code.toLowerCase())
  await renter.getByRole('button', { name: 'Apply' }).click()
  await expect(renter.getByText(`Code ${code}`, { exact: true })).toBeVisible()
  // 25% off $52.00, priced by the server.
  await expect(renter.getByTestId('summary-total')).toHaveText('$39.00')

  await renter.getByLabel('First name').fill('Ivy')
  await renter.getByLabel('Last name').fill(`Lane ${tag}`)
  await renter.getByLabel('Email').fill(`ivy-${tag}@example.com`)
  await renter.getByLabel('Phone').fill('555-222-3333')
  await renter.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(renter).toHaveURL(/\/checkout\?/)
  await expect(renter.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await expect(renter.getByText('$39.00', { exact: true })).toBeVisible()
  await expect(renter.getByRole('button', { name: 'Pay $39.00' })).toBeVisible()
  await renter.close()

  // The code's use is counted on the owner's dashboard.
  await page.reload()
  await expect(
    promotions
      .getByRole('listitem')
      .filter({ hasText: code })
      .getByText(/^1 use\b/),
  ).toBeVisible()
})

test('an owner sends an email campaign to two customers, sees both sent, and an open counted once one is read', async ({
  page,
}) => {
  const tag = uniqueTag()
  // An owner of its own, so the 'adventure seekers' audience (customers tagged 'adventure') is
  // exactly the two made here, however often the test runs.
  await createOwner(page.request)
  await Promise.all(
    ['Ada', 'Bo'].map((firstName) =>
      createCustomer(page.request, {
        firstName,
        lastName: `Trail ${tag}`,
        email: `${firstName.toLowerCase()}-${tag}@example.com`,
        tags: 'adventure',
        // Campaigns reach only customers who booked or agreed.
        marketingConsent: true,
      }),
    ),
  )
  const name = `Canyon trails ${tag}`
  const subject = `New canyon routes ${tag}`

  await page.goto('/admin/marketing')
  await page.getByRole('button', { name: 'New Campaign' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Campaign' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Target Audience').selectOption('adventure_seekers')
  // Wrong input first: a start date in the past.
  await dialog.getByLabel('Start date').fill(day(-5))
  await dialog.getByLabel('Email subject').fill(subject)
  await dialog.getByLabel('Email content').fill('Three new routes await: https://example.com/canyons')
  await dialog.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(dialog.getByText('Start date cannot be in the past')).toBeVisible()
  await dialog.getByLabel('Start date').fill(day(0))
  await dialog.getByRole('button', { name: 'Save as Draft' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Campaign created successfully')).toBeVisible()

  const row = page.getByTestId('campaign-row').filter({ hasText: name })
  await row.getByRole('button', { name: `Send ${name}` }).click()
  const send = page.getByRole('dialog', { name: 'Send campaign' })
  await expect(send).toContainText('This email will go to 2 customers')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Campaign sent to 2 customers')).toBeVisible()
  // The queue delivers them to the local outbox a moment later.
  await expect(async () => {
    await page.reload()
    await expect(row.getByTestId('campaign-sent')).toHaveText('2', { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(row.getByTestId('campaign-opened')).toHaveText('0')

  // Reading one in the local outbox loads its open-counting image.
  await page.goto('/admin/notifications')
  await page
    .getByRole('button', { name: new RegExp(subject) })
    .first()
    .click()
  const email = page.getByRole('dialog', { name: subject })
  await expect(email.frameLocator('iframe[title="Email content"]').getByText('Three new routes await')).toBeVisible()
  await email.getByRole('button', { name: 'Close', exact: true }).last().click()

  await page.goto('/admin/marketing')
  await expect(page.getByTestId('campaign-row').filter({ hasText: name }).getByTestId('campaign-opened')).toHaveText(
    '1',
  )
})

test('at phone width, a new email campaign saves as a draft with only its name', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const name = `Half-written ${uniqueTag()}`
  await page.goto('/admin/marketing')
  await page.getByRole('button', { name: 'New Campaign' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Campaign' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('button', { name: 'Save as Draft' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Campaign created successfully')).toBeVisible()
  const row = page.getByTestId('campaign-row').filter({ hasText: name })
  await expect(row.getByLabel(`Status of ${name}`)).toHaveValue('draft')
})

test('at phone width, an owner’s banner shows above the wizard’s results naming that owner’s RVs, and the landing page’s names its business', async ({
  page,
  ownerRequest,
  owner,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const tag = uniqueTag()
  // A type and price only this test uses, so the search shows this RV on the first page.
  const rv = await createRv(ownerRequest, {
    name: `E2E Kestrel ${tag}`,
    type: 'Class B',
    pricePerNight: '14.00',
    near: '59801',
  })
  const title = `Kestrel week ${tag}`
  const banner = await ownerRequest.post('/api/campaigns', {
    // Starting today: of this owner's running banners, the newest is shown.
    data: {
      name: title,
      type: 'web',
      status: 'active',
      startDate: day(0),
      bannerTitle: title,
      bannerMessage: 'Ten percent off a week.',
    },
  })
  expect(banner.status()).toBe(201)

  await page.goto('/book')
  const form = page.getByRole('form', { name: 'Search RVs' })
  await form.getByLabel('Pickup date').fill(day(70))
  await form.getByLabel('Return date').fill(day(77))
  await form.getByLabel('RV type').selectOption('Class B')
  await form.getByLabel('Zip code').fill('59801')
  await form.getByRole('button', { name: 'Search' }).click()
  const card = page.getByRole('article').filter({ hasText: rv.name })
  await expect(card).toBeVisible()
  const offer = page.getByTestId('rv-banner').filter({ hasText: title })
  await expect(offer).toContainText(`from ${owner.firstName} ${owner.lastName}`)
  await expect(offer).toContainText(`For their RVs: `)
  await expect(offer).toContainText(rv.name)
  // Above the results it is for, and inside the phone's width.
  const [offerBox, cardBox] = [await offer.boundingBox(), await card.boundingBox()]
  expect(offerBox!.y + offerBox!.height).toBeLessThanOrEqual(cardBox!.y)
  expect(offerBox!.x + offerBox!.width).toBeLessThanOrEqual(390)

  // The landing page's banner (an established business's: the demo's, or one renters have paid)
  // says whose it is and which RVs it is for.
  await page.goto('/')
  const landing = page.getByRole('region', { name: 'Promotion' })
  await expect(landing).toContainText(/· from \S+/)
  await expect(landing).toContainText(/For \S+/)
})
