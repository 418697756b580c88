import type { Page } from '@playwright/test'
import { createBooking, createCustomer, createRv, daysFromNow as day, uniqueTag } from './factories'
import { expect, test } from './fixtures'

const PHOTO = 'tests/e2e/files/rv-photo.png'

const openIssuesBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Issues/ })

test('an owner reports an issue with a photo, sees banner and badge change, resolves it and sees it counted today', async ({
  signedInPage: page,
  ownerRequest,
}) => {
  const tag = uniqueTag()
  const [rv, customer] = await Promise.all([
    createRv(ownerRequest, { name: `E2E Wanderer ${tag}` }),
    createCustomer(ownerRequest, { firstName: 'Kit', lastName: `Marlow ${tag}` }),
  ])
  const stats = async () =>
    (await (await ownerRequest.get('/api/issues/stats')).json()) as { open: number; resolvedToday: number }
  const before = await stats()
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/admin/issues')
  await expect(page.getByRole('heading', { name: 'Issue Management' })).toBeVisible()

  // The header's button (an owner without issues also has one in the empty state).
  await page.getByRole('button', { name: 'Report Issue' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Report Issue' })
  // Wrong input first: nothing filled in is refused by the form's own schema.
  await dialog.getByRole('button', { name: 'Report Issue' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await dialog.getByLabel('Customer').selectOption(customer.id)
  await dialog.getByLabel('RV').selectOption(rv.id)
  await dialog.getByLabel('Title').fill(`Brakes grinding ${tag}`)
  await dialog.getByLabel('Description').fill('Loud grinding when stopping downhill.')
  await dialog.getByLabel('Category').selectOption('mechanical')
  await dialog.getByLabel('Priority').selectOption('emergency')
  await dialog.getByLabel('Add photos').setInputFiles(PHOTO)
  await expect(dialog.getByRole('button', { name: 'Remove photo 1' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Report Issue' }).click()
  await expect(page.getByText('Issue reported successfully')).toBeVisible()

  // The banner and the badge come from the server's counts.
  const banner = page.getByRole('region', { name: /urgent issues? requires? immediate attention/ })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(`Brakes grinding ${tag}`)
  await expect(openIssuesBadge(page)).toContainText(String(before.open + 1))
  expect((await stats()).open).toBe(before.open + 1)

  // A medium issue's 'Schedule' opens the maintenance dialog for its RV, named after and linked to the issue.
  const awning = `Awning sticks ${tag}`
  const filed = await ownerRequest.post('/api/issues', {
    data: {
      customerId: customer.id,
      rvId: rv.id,
      title: awning,
      description: 'Hard to roll out.',
      category: 'exterior',
    },
  })
  const awningIssue = (await filed.json()) as { id: string }
  await page.reload()
  await banner.getByRole('button', { name: `Schedule ${awning}` }).click()
  const schedule = page.getByRole('dialog', { name: 'Add Maintenance Task' })
  await expect(schedule.getByLabel('Title')).toHaveValue(awning)
  await schedule.getByRole('button', { name: 'Add Task' }).click()
  await expect(page.getByText('Maintenance task added')).toBeVisible()
  const tasks = (await (await ownerRequest.get(`/api/issues/maintenance?rvId=${rv.id}`)).json()) as {
    items: { title: string; issueId: string | null }[]
  }
  expect(tasks.items).toEqual([expect.objectContaining({ title: awning, issueId: awningIssue.id })])

  // Resolve it from its detail, with the resolution the form asks for.
  await page
    .getByRole('button', { name: `Brakes grinding ${tag}` })
    .first()
    .click()
  const detail = page.getByRole('dialog', { name: `Brakes grinding ${tag}` })
  await expect(detail.getByRole('region', { name: 'Photos (1)' }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/media\/owners\//,
  )
  await detail.getByLabel('Status').selectOption('resolved')
  await detail.getByLabel('Resolution (required)').fill('Replaced the front pads')
  await detail.getByRole('button', { name: 'Save changes' }).click()
  await expect(detail).toContainText('Open → Resolved')
  await page.keyboard.press('Escape')

  const resolvedToday = page.getByText('Resolved Today').locator('..')
  await expect(resolvedToday).toContainText(String(before.resolvedToday + 1))
  // The awning issue is still open, so one more than before.
  await expect(openIssuesBadge(page)).toContainText(String(before.open + 1))
  expect(await stats()).toMatchObject({ open: before.open + 1, resolvedToday: before.resolvedToday + 1 })
})

test('maintenance that keeps an RV off the road stops the wizard offering it for those dates', async ({
  signedInPage: page,
  ownerRequest,
  browser,
}) => {
  const tag = uniqueTag()
  // A zip and price only this test uses, so the search shows this RV on the first page.
  const rv = await createRv(ownerRequest, {
    name: `E2E Hideaway ${tag}`,
    type: 'Travel Trailer',
    pricePerNight: '11.00',
    near: '59801',
  })
  await page.goto('/admin/inventory')
  const card = page.getByRole('article').filter({ hasText: rv.name })
  await card.getByRole('button', { name: `Details of ${rv.name}` }).click()
  const details = page.getByRole('dialog', { name: rv.name })
  await details.getByRole('button', { name: 'Add Maintenance Task' }).click()
  const add = page.getByRole('dialog', { name: 'Add Maintenance Task' })
  await add.getByLabel('Title').fill('Axle bearing repack')
  await add.getByLabel('Due date').fill(day(30))
  await add.getByLabel('Off the road from').fill(day(30))
  await add.getByLabel('Back on the road').fill(day(33))
  await add.getByRole('button', { name: 'Add Task' }).click()
  await expect(details).toContainText('Axle bearing repack')

  const renter = await browser.newPage()
  const search = async (start: number, end: number) => {
    await renter.goto('/book')
    const form = renter.getByRole('form', { name: 'Search RVs' })
    await form.getByLabel('Pickup date').fill(day(start))
    await form.getByLabel('Return date').fill(day(end))
    await form.getByLabel('RV type').selectOption({ label: 'Travel Trailer' })
    await form.getByLabel('Zip code').fill('59801')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(
      renter.getByRole('article').first().or(renter.getByText('No RVs available for your selected criteria')),
    ).toBeVisible()
  }
  // Over the off-the-road nights: not offered. Right after them: offered again.
  await search(31, 34)
  await expect(renter.getByRole('article').filter({ hasText: rv.name })).toHaveCount(0)
  await search(33, 36)
  await expect(renter.getByRole('article').filter({ hasText: rv.name })).toHaveCount(1)
  await renter.close()
})

test('a renter reports a problem with a photo on their own booking, and the owner gets it', async ({
  ownerRequest,
  browser,
}) => {
  const tag = uniqueTag()
  const [rv, customer] = await Promise.all([
    createRv(ownerRequest, { name: `E2E Roamer ${tag}` }),
    createCustomer(ownerRequest, { firstName: 'Noor', lastName: `Haddad ${tag}` }),
  ])
  const booking = await createBooking(ownerRequest, { rvId: rv.id, customerId: customer.id, status: 'confirmed' })

  // The renter has no account: a fresh browser, proving the booking with its id and their email.
  const renter = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await renter.goto('/bookings')
  await renter.getByLabel('Booking ID').fill(booking.id)
  await renter.getByLabel('Email you booked with').fill(customer.email)
  await renter.getByRole('button', { name: 'Find booking' }).click()
  await renter.getByRole('button', { name: 'Report a problem' }).click()
  const dialog = renter.getByRole('dialog', { name: 'Report a problem' })
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await dialog.getByLabel('Title').fill(`Fridge not cooling ${tag}`)
  await dialog.getByLabel('Description').fill('Warm on propane and on shore power.')
  await dialog.getByLabel('Category').selectOption('electrical')
  await dialog.getByLabel('Add photos').setInputFiles(PHOTO)
  await expect(dialog.getByRole('button', { name: 'Remove photo 1' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Issue reported successfully')).toBeVisible()
  await renter.close()

  const list = (await (await ownerRequest.get(`/api/issues?q=${encodeURIComponent(tag)}`)).json()) as {
    items: { title: string; bookingId: string | null; rvId: string | null; photoUrls: string[] }[]
  }
  expect(list.items).toEqual([
    expect.objectContaining({
      title: `Fridge not cooling ${tag}`,
      bookingId: booking.id,
      rvId: rv.id,
      photoUrls: [expect.stringMatching(/^\/media\/owners\//)],
    }),
  ])
})
