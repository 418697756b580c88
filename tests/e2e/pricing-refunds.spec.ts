import { readFile } from 'node:fs/promises'
import { createRv, daysFromNow as day, runSql, uniqueTag } from './factories'
import { expect, test } from './fixtures'

// Renters book and cancel on their phones.
test.use({ viewport: { width: 390, height: 844 } })

test('a renter books 9 nights at a weekly rate with an add-on, pays, cancels 20 days out on a moderate policy and gets 50 % of the rental back', async ({
  page,
  signedInPage: owner,
}) => {
  const tag = uniqueTag()
  const rv = await createRv(owner.request, {
    name: `Weekly Wanderer ${tag}`,
    type: 'Class B',
    sleeps: 4,
    pricePerNight: '200.00',
  })
  const rates = await owner.request.put(`/api/pricing/rvs/${rv.id}`, {
    data: { weeklyRate: '1300.00', cancellationPolicy: 'moderate' },
  })
  expect(rates.ok()).toBe(true)
  const addOn = await owner.request.post('/api/pricing/add-ons', {
    data: {
      name: `Bike rack ${tag}`,
      price: '15.00',
      unit: 'per_stay',
      maxQuantity: 2,
      taxable: false,
      allRvs: false,
      rvIds: [rv.id],
      active: true,
    },
  })
  expect(addOn.status()).toBe(201)

  // Search shows the all-in total first: 9 nights at $1,300 a week = $1,300 + 2 × $1,300 ÷ 7 = $1,671.43.
  await page.goto('/book')
  const form = page.getByRole('form', { name: 'Search RVs' })
  await form.getByLabel('Pickup date').fill(day(20))
  await form.getByLabel('Return date').fill(day(29))
  await form.getByLabel('RV type').selectOption({ label: 'Class B Van' })
  await form.getByLabel('Zip code').fill('94110')
  await form.getByRole('button', { name: 'Search' }).click()
  const card = page.getByRole('article').filter({ hasText: rv.name })
  await expect(card.getByTestId('all-in-price')).toContainText('$1,671.43 total')
  await expect(card.getByTestId('all-in-price')).toContainText('$185.71/night avg · 9 nights')
  await card.getByRole('button', { name: 'Select This RV' }).click()

  // Step 2: pick up from the owner; step 3: the add-on, each line, and the policy.
  await page.getByRole('button', { name: 'Skip & Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible()
  await page.getByLabel(new RegExp(`Bike rack ${tag}`)).selectOption('1')
  await expect(page.getByText(`${rv.name}: 9 nights at the weekly rate`)).toBeVisible()
  await expect(page.getByTestId('summary-total')).toHaveText('$1,686.43')
  await page.getByLabel('First name').fill('Rae')
  await page.getByLabel('Last name').fill('Field')
  const email = `rae.refund-${tag}@example.com`
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('555-222-3333')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()

  await expect(page).toHaveURL(/\/checkout\?/)
  const bookingId = new URL(page.url()).searchParams.get('bookingId')!
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/40')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay $1,686.43' }).click()
  await expect(page).toHaveURL(/\/bookings\?bookingId=/)
  await expect(page.getByRole('article', { name: 'Your booking' })).toContainText('Paid')

  // Booked two days ago, so the 24-hour grace is over.
  await runSql(`update bookings set created_at = created_at - ${2 * 86_400_000} where id = '${bookingId}'`)

  // About 20 days before pickup on the moderate policy: half the rental ($835.72) and the whole add-on.
  const booking = page.getByRole('article', { name: 'Your booking' })
  await booking.getByRole('button', { name: 'Cancel booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' })
  await expect(dialog.getByTestId('refund-total')).toHaveText('$850.72')
  await expect(dialog.getByTestId('refund-deadline')).toContainText('to get $850.72 back; after that $15.00')
  await dialog.getByRole('button', { name: 'Cancel and get $850.72 back' }).click()
  await expect(dialog.getByTestId('refund-result')).toContainText('Refund of $850.72')
  await dialog.getByRole('button', { name: 'Done' }).click()

  // The receipt shows the refund, and downloads as a PDF.
  await booking.getByRole('button', { name: 'Receipt' }).click()
  const receipt = page.getByRole('article', { name: 'Receipt' })
  await expect(receipt.getByRole('table', { name: 'Refunds' })).toContainText('$850.72')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  const pdf = await readFile(await download.path())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

  // The owner sees it cancelled and partly refunded.
  await owner.goto('/admin/bookings')
  await owner.getByLabel('Search bookings').fill(bookingId)
  const row = owner.locator(`tr[data-booking-id="${bookingId}"]`)
  await expect(row).toContainText('Cancelled')
  await expect(row).toContainText('Partially refunded')
})
