/**
 * Hostile text in every free-text field is shown as text and never runs: on the admin pages, on
 * the renters' pages and in the emails. Each payload would call `xss(n)` or open an alert if it ran.
 */
import type { Page } from '@playwright/test'
import { daysFromNow, listed, uniqueTag } from './factories'
import { expect, test } from './fixtures'
import { asStored, XSS_PAYLOADS } from './xss-payloads'
import { createHostileRecords, type HostileRecords } from './xss-records'

let records: HostileRecords

test.beforeAll(async ({ browser, owner }) => {
  test.setTimeout(90_000)
  const ownerContext = await browser.newContext({ storageState: owner.storageState })
  const renterContext = await browser.newContext()
  records = await createHostileRecords(ownerContext.request, renterContext.request, uniqueTag())
  await Promise.all([ownerContext.close(), renterContext.close()])
})

/** Text as the page lays it out: runs of white space are one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Watches a page for script that ran (an alert, or a call to the `xss` function the payloads
 * call) and for markup that only hostile text could have put there. `check` fails on any.
 */
async function guard(page: Page) {
  const ran: string[] = []
  page.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.exposeFunction('xss', (id: unknown) => ran.push(`xss(${String(id)})`))
  const check = async (where: string) => {
    const injected = await page.evaluate(() => {
      const found: string[] = []
      for (const element of Array.from(document.querySelectorAll('*')))
        for (const attribute of Array.from(element.attributes))
          if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`)
      // Elements the SPA never renders (its only frame is the email's, sandboxed without script).
      const foreign = [
        'script:not([src]), object, embed, video, math, base, meta[http-equiv], iframe:not([sandbox])',
        'iframe[sandbox~="allow-scripts"], iframe[sandbox~="allow-same-origin"]',
      ].join(', ')
      for (const element of Array.from(document.querySelectorAll(foreign))) found.push(element.outerHTML.slice(0, 80))
      for (const element of Array.from(document.querySelectorAll('[href], [src], [action]')))
        for (const name of ['href', 'src', 'action'])
          if (/^\s*javascript:/i.test(element.getAttribute(name) ?? '')) found.push(element.outerHTML.slice(0, 80))
      return found
    })
    expect(injected, `markup from hostile text on ${where}`).toEqual([])
    expect(ran, `script that ran on ${where}`).toEqual([])
  }
  return Object.assign(check, { ran })
}

/** Waits until every text shows on the page (in its laid-out text), as typed. */
async function expectShown(page: Page, texts: (string | null)[], where: string) {
  const wanted = texts.filter((text): text is string => Boolean(text)).map(flat)
  const missing = () =>
    page.evaluate((all) => {
      const shown = document.body.innerText.replace(/\s+/g, ' ')
      return all.filter((text) => !shown.includes(text))
    }, wanted)
  await expect.poll(missing, { message: `hostile text shown as text on ${where}` }).toEqual([])
}

// Wide enough for the tables' own layouts. The pages' Content-Security-Policy would stop inline
// script anyway: without it, these tests show that the text itself is never turned into markup.
test.use({ viewport: { width: 1400, height: 900 }, bypassCSP: true })

test('the watch sees a payload that runs and the markup it leaves', async ({ signedInPage: page }) => {
  const check = await guard(page)
  await page.goto('/no-such-page')
  await page.evaluate((payload) => document.body.insertAdjacentHTML('beforeend', payload), XSS_PAYLOADS[4] ?? '')
  await expect.poll(() => check.ran).toEqual(['xss(5)'])
  await expect(check('a page with a payload put in as markup')).rejects.toThrow('markup from hostile text')
})

test('the admin pages show every hostile text as text and run none of it', async ({ signedInPage: page }) => {
  test.slow()
  const { marker, rvs, venues, customers, issue, report, lead, leadNotes, campaign, banner, promotion } = records
  const check = await guard(page)

  await page.goto('/admin/inventory')
  await page.getByLabel('Search RVs').fill(marker)
  await expectShown(
    page,
    rvs.flatMap((rv) => [rv.name, rv.description, ...rv.features.slice(0, 3)]),
    'the fleet',
  )
  await check('the fleet')

  await page.goto('/admin/venues')
  await page.getByLabel('Search venues').fill(marker)
  await expectShown(
    page,
    venues.flatMap((venue) => [venue.name, venue.location, ...venue.amenities.slice(0, 3)]),
    'venues',
  )
  await check('venues')

  await page.goto('/admin/customers')
  await page.getByLabel('Search customers').fill(`xss-${marker.slice(4)}`)
  const customerTexts = customers.flatMap((one) => [one.firstName, one.lastName, one.city, ...one.tags])
  await expectShown(page, customerTexts, 'customers')
  await check('customers')

  await page.goto('/admin/bookings')
  const row = page.getByRole('row').filter({ hasText: flat(rvs[0]?.name ?? '') })
  await row.getByRole('button', { name: /^Open booking / }).click()
  await expectShown(page, [records.booking.notes, customers[0]?.firstName ?? null], 'a booking’s details')
  await check('bookings')

  await page.goto('/admin/issues')
  await page.getByLabel('Search issues').fill(marker)
  await expectShown(page, [issue.title, report.title], 'issues')
  await page.getByRole('button', { name: flat(issue.title) }).click()
  await expectShown(page, [issue.description], 'an issue’s details')
  await check('issues')

  await page.goto('/admin/leads')
  await expectShown(page, [lead.customerName, leadNotes.notes], 'leads')
  await check('leads')

  await page.goto('/admin/marketing')
  await expectShown(page, [campaign.name, campaign.description, banner.name, promotion.name], 'marketing')
  await check('marketing')

  await page.goto('/admin/notifications')
  const email = page.getByRole('button', { name: flat(campaign.emailSubject ?? '') }).first()
  await email.click()
  const frame = page.getByRole('dialog').frameLocator('iframe[title="Email content"]')
  const body = flat(await frame.locator('body').innerText())
  expect(XSS_PAYLOADS.map((payload) => flat(asStored(payload))).filter((payload) => !body.includes(payload))).toEqual(
    [],
  )
  await check('the outbox')
})

test('the renters’ pages show hostile text as text and run none of it', async ({ page }) => {
  const { rvs, venues, banner, booking, customers } = records
  const check = await guard(page)
  const [rv, otherRv] = rvs as [(typeof rvs)[0], (typeof rvs)[0]]

  await page.goto('/')
  await check('/')

  await page.goto('/book')
  const form = page.getByRole('form', { name: 'Search RVs' })
  await form.getByLabel('Pickup date').fill(daysFromNow(80))
  await form.getByLabel('Return date').fill(daysFromNow(82))
  await form.getByLabel('RV type').selectOption('Class B')
  await form.getByLabel('Zip code').fill('94110')
  await form.getByRole('button', { name: 'Search' }).click()
  await expectShown(
    page,
    [rv, otherRv].flatMap((one) => [one.name, one.description, ...one.features.slice(0, 3)]),
    '/book',
  )
  // The owner's banner shows above their RVs in the results (the landing page shows only an established business's).
  await expectShown(page, [banner.bannerTitle, banner.bannerMessage], 'the owner’s banner beside their RVs')
  await page
    .getByRole('article', { name: flat(rv.name) })
    .getByRole('button', { name: 'Select This RV' })
    .click()
  await expectShown(
    page,
    venues.flatMap((venue) => [venue.name, venue.location]),
    'the wizard’s venues',
  )
  const [venue] = venues as [(typeof venues)[0]]
  await page.getByRole('button', { name: `Choose ${flat(venue.name)}` }).click()
  await expectShown(page, [rv.name, venue.name], 'the booking summary')
  await check('/book')

  // What a renter sees of a booking: its RV by name, in the payment's description the server writes.
  const amount = String(booking.totalPrice)
  await page.goto(`/checkout?${new URLSearchParams({ amount, bookingId: booking.id, description: 'Pay' })}`)
  await expectShown(page, [rv.name], 'checkout')
  await check('/checkout')
  await page.goto(`/bookings?bookingId=${booking.id}`)
  await page.getByLabel('Email you booked with').fill(customers[0]?.email ?? '')
  await page.getByRole('button', { name: 'Find booking' }).click()
  await expectShown(page, [rv.name], 'the renter’s booking')
  await check('/bookings')
})

test('emails carry hostile text escaped: shown as text, never as markup', async ({ ownerRequest, page }) => {
  const { marker } = records
  // The booking's confirmation to its customer (their name, the RV's), the campaign to that customer
  // (subject and content) and the issue emails about the owner's and the renter's reports.
  const emails = (
    await listed<{ type: string; subject: string; content: string }>(
      await ownerRequest.get('/api/notifications?limit=100'),
    )
  ).filter((email) => email.subject.includes(marker) || email.content.includes(marker))
  expect(emails.map((email) => email.type)).toEqual(
    expect.arrayContaining(['booking_confirmation', 'marketing_campaign']),
  )
  for (const email of emails) {
    // Read as a mail client would, by a parser that runs nothing.
    const parsed = await page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html')
      const markup: string[] = []
      for (const element of Array.from(doc.querySelectorAll('*')))
        for (const attribute of Array.from(element.attributes))
          if (/^on/i.test(attribute.name)) markup.push(`${element.tagName} ${attribute.name}`)
      const foreign = 'script, iframe, object, embed, svg, math, video, style, base, meta[http-equiv], form, input'
      for (const element of Array.from(doc.querySelectorAll(foreign))) markup.push(element.outerHTML.slice(0, 80))
      for (const element of Array.from(doc.querySelectorAll('[href], [src]')))
        if (!/^https?:\/\//.test(element.getAttribute('href') ?? element.getAttribute('src') ?? ''))
          markup.push(element.outerHTML.slice(0, 80))
      return { markup, text: doc.body.textContent ?? '' }
    }, email.content)
    expect(parsed.markup, `markup from hostile text in '${email.subject}'`).toEqual([])
    // Every payload it carries reads as typed, and none is in the source unescaped.
    const carried = XSS_PAYLOADS.map(asStored).filter((payload) => flat(parsed.text).includes(flat(payload)))
    expect(carried.length, `payloads shown in '${email.subject}'`).toBeGreaterThan(0)
    for (const payload of carried.filter((one) => /[<>"'&]/.test(one)))
      expect(email.content, `'${payload}' unescaped in '${email.subject}'`).not.toContain(payload)
  }
})

test('image addresses are https or our own uploads: a javascript: or data: address is refused', async ({
  ownerRequest,
}) => {
  for (const imageUrl of ['javascript:xss(1)', ' JaVaScRiPt:xss(2)', 'data:text/html,<script>xss(3)</script>'])
    for (const [path, body] of [
      ['/api/rvs', { name: `E2E Bad image ${uniqueTag()}`, type: 'Class B', sleeps: 2, pricePerNight: '50.00' }],
      [
        '/api/venues',
        { name: `E2E Bad image ${uniqueTag()}`, location: 'Anywhere', pricePerNight: '20.00', capacity: 2 },
      ],
    ] as const)
      expect((await ownerRequest.post(path, { data: { ...body, imageUrl } })).status(), `${path} ${imageUrl}`).toBe(400)
})
