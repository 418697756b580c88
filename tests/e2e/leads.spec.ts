import { createRv, daysFromNow as day, uniqueTag } from './factories'
import { expect, test } from './fixtures'

test('a renter expresses interest; the RV’s owner sees the lead, works it, converts it and pays its fee', async ({
  signedInPage: page,
  ownerRequest,
  browser,
}) => {
  const tag = uniqueTag()
  // A zip and price only this test uses, so the search shows this RV on the first page.
  const rv = await createRv(ownerRequest, {
    name: `E2E Meadowlark ${tag}`,
    type: 'Class A',
    pricePerNight: '12.00',
    near: '59801',
  })
  const email = `lead-${tag}@example.com`

  const renter = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await renter.goto('/book')
  const form = renter.getByRole('form', { name: 'Search RVs' })
  await form.getByLabel('Pickup date').fill(day(40))
  await form.getByLabel('Return date').fill(day(44))
  await form.getByLabel('RV type').selectOption('Class A')
  await form.getByLabel('Zip code').fill('59801')
  await form.getByRole('button', { name: 'Search' }).click()
  await renter.getByRole('button', { name: `Express Interest in ${rv.name}` }).click()
  const dialog = renter.getByRole('dialog', { name: 'Express Interest' })
  // Wrong input first: the name and email are required.
  await dialog.getByRole('button', { name: 'Express Interest' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Please provide your name and email to express interest.')
  await dialog.getByLabel('First name').fill('Wren')
  await dialog.getByLabel('Last name').fill(`Halloway ${tag}`)
  await dialog.getByLabel('Email').fill(email)
  // The robot check says plainly that it passes by itself in local test mode.
  await expect(dialog.getByText('Test mode')).toBeVisible()
  await dialog.getByRole('button', { name: 'Express Interest' }).click()
  await expect(renter.getByText('Interest Registered!')).toBeVisible()
  await renter.close()
  // 'Check your email' is true: the renter's confirmation is on its way.
  const sent = (await (await ownerRequest.get('/api/notifications')).json()) as {
    items: { type: string; email: string }[]
  }
  expect(sent.items).toContainEqual(expect.objectContaining({ type: 'lead_confirmation', email }))

  // The RV's owner sees it.
  const name = `Wren Halloway ${tag}`
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/admin/leads')
  await expect(page.getByTestId('leads-page')).toBeVisible()
  const status = page.getByRole('combobox', { name: `Status of lead from ${name}` })
  await expect(status).toHaveValue('new')
  // 4 nights at 12.00, priced by the server.
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$48.00')

  await status.selectOption('contacted')
  await expect(page.getByText('Lead status has been updated successfully.')).toBeVisible()
  await page.getByRole('button', { name: `Add notes for lead from ${name}` }).click()
  const notes = page.getByRole('dialog', { name: 'Lead notes' })
  await notes.getByLabel('Notes').fill('Wants it for a festival weekend.')
  await notes.getByRole('button', { name: /Save/ }).click()
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Wants it for a festival weekend.')

  await page.getByRole('button', { name: `Convert to booking: lead from ${name}` }).click()
  const booking = page.getByRole('dialog', { name: 'Create New Booking' })
  await expect(booking.getByLabel('RV')).toHaveValue(rv.id)
  await expect(booking.getByLabel('Start date')).toHaveValue(day(40))
  await booking.getByRole('button', { name: /Create Booking/ }).click()
  await expect(booking).toBeHidden()
  await expect(status).toHaveValue('converted')
  await expect(page.getByRole('button', { name: `Convert to booking: lead from ${name}` })).toHaveCount(0)

  // The fee: paid with the test-mode card, marked paid by the payment's outcome.
  const fees = page.getByRole('region', { name: 'Lead fees' })
  await expect(fees).toContainText('$5.00')
  await fees.getByRole('button', { name: 'Pay outstanding fees' }).click()
  const pay = page.getByRole('dialog', { name: 'Pay outstanding fees' })
  await expect(pay.getByText(/Test mode/)).toBeVisible()
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242')
  await pay.getByLabel('Expiry (MM/YY)').fill('12/40')
  await pay.getByLabel('CVC').fill('123')
  await pay.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(pay).toBeHidden()
  await expect(fees.getByRole('button', { name: 'Pay outstanding fees' })).toBeDisabled()
  const paid = (await (await ownerRequest.get('/api/business-payments')).json()) as { outstanding: string }
  expect(paid.outstanding).toBe('0.00')
})
