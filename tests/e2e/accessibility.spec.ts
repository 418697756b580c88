/**
 * axe on every page the router has (read from the generated route tree, so a new page is scanned
 * without being listed here): public pages signed out, admin pages signed in with rows in their
 * lists and again with one of their dialogs open; and every Tab stop of the public pages shows focus.
 */
import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { createBooking, createCustomer, createRv, createVenue, daysFromNow, uniqueTag } from './factories'
import { expect, seriousViolations, test } from './fixtures'
import { settledFocus } from './focus-ring'
import { createAdCampaign, createCampaign, createIssue, expressInterest } from './office-factories'

/** The router's full paths, '/admin/' (the admin index) read as '/admin'. */
const routeTree = readFileSync('src/route-tree.gen.ts', 'utf8')
const fullPaths = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? ''
const routes = [
  ...new Set([...fullPaths.matchAll(/'(\/[^']*)':/g)].map(([, path = '']) => (path === '/admin/' ? '/admin' : path))),
]
const adminPages = routes.filter((path) => path.startsWith('/admin'))
/** Signed out, '/admin' is the owner's landing page: a public page too. */
const publicRoutes = routes.filter((path) => !path.startsWith('/admin/'))
/** Addresses that show a route another way, and a path no route matches. */
const variants: Record<string, string[]> = {
  '/checkout': ['/checkout?amount=125.5&description=Weekend'],
  '/unsubscribe': ['/unsubscribe?token=not-a-real-token'],
}
const publicPages = [...publicRoutes.flatMap((path) => [path, ...(variants[path] ?? [])]), '/no-such-page']

test('the route tree was read: public and admin pages', () => {
  expect(publicRoutes).toEqual(expect.arrayContaining(['/', '/book', '/admin']))
  expect(adminPages).toEqual(expect.arrayContaining(['/admin', '/admin/inventory']))
})

for (const path of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

for (const path of publicPages) {
  test(`every Tab stop on ${path} shows a focus ring`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const stops: string[] = []
    // Round the page once: until focus leaves it after the last control (or 200 stops).
    for (let press = 0; press < 200; press++) {
      await page.keyboard.press('Tab')
      const here = await settledFocus(page)
      if (here.name.startsWith('nothing') && stops.length > 0) break
      stops.push(here.name)
      expect(here.shown, `a focus ring on ${here.name}, stop ${stops.length} on ${path}`).toBe(true)
    }
    expect(stops.length).toBeGreaterThan(1)
  })
}

/** Records for the signed-in owner, so each list has rows; what each page shows of them. */
async function createRows(request: APIRequestContext) {
  const tag = uniqueTag()
  const [rv, customer, venue, campaign, adCampaign] = await Promise.all([
    createRv(request, { name: `E2E Axe RV ${tag}` }),
    createCustomer(request, { lastName: `Axe ${tag}` }),
    createVenue(request, { name: `E2E Axe Park ${tag}` }),
    createCampaign(request, { name: `E2E Axe campaign ${tag}` }),
    createAdCampaign(request, { name: `E2E Axe ads ${tag}` }),
  ])
  const [booking, issue, lead] = await Promise.all([
    createBooking(request, { rvId: rv.id, customerId: customer.id }),
    createIssue(request, { customerId: customer.id, rvId: rv.id, title: `E2E Axe issue ${tag}` }),
    expressInterest(request, { rvId: rv.id }),
  ])
  // A payment gives the booking a receipt.
  const paid = await request.post(`/api/payments/bookings/${booking.id}`, {
    data: { method: 'cash', amount: '1.00', paidOn: daysFromNow(0) },
  })
  if (!paid.ok()) throw new Error(`Recording a payment failed: ${paid.status()}`)
  return { rv, customer, venue, campaign, adCampaign, issue, lead, booking }
}
type Rows = Awaited<ReturnType<typeof createRows>>

/**
 * Per admin page: a row it lists (null for a page without a list) and the button of one of its
 * dialogs (null for a page without one). A new admin page fails the test until it is described here.
 */
const adminScans: Record<
  string,
  { row: (rows: Rows) => string | null; dialog: (rows: Rows) => RegExp | null; path?: (rows: Rows) => string }
> = {
  '/admin': { row: ({ rv }) => rv.name, dialog: () => null },
  '/admin/dashboard': { row: ({ rv }) => rv.name, dialog: () => null },
  '/admin/bookings': { row: ({ rv }) => rv.name, dialog: () => /^New Booking$/ },
  '/admin/inventory': { row: ({ rv }) => rv.name, dialog: () => /^Add RV to Fleet$/ },
  '/admin/customers': { row: ({ customer }) => customer.lastName, dialog: () => /^Add Customer$/ },
  '/admin/venues': { row: ({ venue }) => venue.name, dialog: () => /^Add Venue$/ },
  '/admin/marketing': { row: ({ campaign }) => campaign.name, dialog: () => /^New Campaign$/ },
  '/admin/advertising': { row: ({ adCampaign }) => adCampaign.name, dialog: () => /^Create Campaign$/ },
  '/admin/issues': { row: ({ issue }) => issue.title, dialog: () => /^Report Issue$/ },
  '/admin/notifications': { row: () => 'Confirm your email address', dialog: () => /Confirm your email address/ },
  '/admin/leads': {
    row: ({ lead }) => lead.name,
    dialog: ({ lead }) => new RegExp(`notes for lead from ${lead.name}`),
  },
  '/admin/budget-calculator': { row: () => null, dialog: () => null },
  // The owner's account: two forms, no list and no dialog.
  '/admin/account': { row: () => null, dialog: () => null },
  // A paid booking's receipt: a printable page, no dialog.
  '/admin/receipts/$bookingId': {
    row: ({ rv }) => rv.name,
    dialog: () => null,
    path: ({ booking }) => `/admin/receipts/${booking.id}`,
  },
  // Taxes, policy and the add-on catalogue.
  '/admin/pricing': { row: () => null, dialog: () => /^Add add-on$/ },
  // The business profile form and the pickup locations, with their dialog.
  '/admin/business': { row: () => null, dialog: () => /^Add pickup location$/ },
  // Trips to review and reviewed trips: these rows have no completed trip (the review dialog is scanned in reviews.spec.ts).
  '/admin/reviews': { row: () => null, dialog: () => null },
  // Conversations with renters and the response figures: these rows have no enquiry (messages.spec.ts opens one at 390 px).
  '/admin/messages': { row: () => null, dialog: () => null },
  // The month's report: tables of figures, no dialog.
  '/admin/dashboard/report': { row: () => null, dialog: () => null },
}

test('every admin page is described for its scan', () => {
  expect(adminPages.filter((path) => !(path in adminScans))).toEqual([])
})

test.describe('signed in', () => {
  // Wide enough for the tables' own layouts (the lists turn into cards on a phone).
  test.use({ viewport: { width: 1400, height: 900 } })
  let rows: Rows
  test.beforeAll(async ({ browser, owner }) => {
    const context = await browser.newContext({ storageState: owner.storageState })
    rows = await createRows(context.request)
    await context.close()
  })

  for (const path of adminPages) {
    test(`${path}, with rows and with a dialog open, has no serious accessibility violations`, async ({
      signedInPage: page,
    }) => {
      const scan = adminScans[path]
      if (!scan) throw new Error(`Describe ${path} in adminScans`)
      await page.goto(scan.path?.(rows) ?? path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const row = scan.row(rows)
      if (row) await expect(page.getByText(row).filter({ visible: true }).first()).toBeVisible()
      expect(await seriousViolations(page), path).toEqual([])

      const opener = scan.dialog(rows)
      if (!opener) return
      await page.getByRole('button', { name: opener }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await seriousViolations(page), `${path} with a dialog open`).toEqual([])
    })
  }
})
