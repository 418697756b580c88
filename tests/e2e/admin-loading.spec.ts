import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'

/** Every admin page and what it says while its data loads. */
const pages = [
  { path: '/admin', loading: 'Loading bookings...', heading: 'Dashboard Overview' },
  { path: '/admin/dashboard', loading: 'Loading bookings...', heading: 'Dashboard Overview' },
  { path: '/admin/bookings', loading: 'Loading bookings...', heading: 'Bookings Management' },
  { path: '/admin/inventory', loading: 'Loading your fleet...', heading: 'RV Fleet Management' },
  { path: '/admin/customers', loading: 'Loading customers...', heading: 'Customer Management' },
  { path: '/admin/venues', loading: 'Loading venues...', heading: 'Venue & Camping Management' },
  { path: '/admin/leads', loading: 'Loading leads...', heading: 'Lead Management' },
  { path: '/admin/marketing', loading: 'Loading marketing...', heading: 'Marketing Dashboard' },
  { path: '/admin/issues', loading: 'Loading issues...', heading: 'Issue Management' },
  { path: '/admin/notifications', loading: 'Loading notifications...', heading: 'Notification Management' },
  { path: '/admin/advertising', loading: 'Loading advertising...', heading: 'Google & Facebook Advertising' },
  { path: '/admin/budget-calculator', loading: 'Loading your recent figures...', heading: 'Smart Budget Calculator' },
]

/**
 * Holds every API answer the page's data needs (all but who is signed in) until released, as a
 * slow network would, so the test sees the page while its data is on the way.
 */
async function holdPageData(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/'),
    (route) => (released ? route.continue() : held.push(route)),
  )
  return async () => {
    released = true
    await Promise.all(held.map((route) => route.continue()))
  }
}

test.use({ viewport: { width: 390, height: 844 } })

for (const { path, loading, heading } of pages) {
  test(`${path} shows the admin shell and '${loading}' at once on a first load, then the page`, async ({
    signedInPage: page,
  }) => {
    const release = await holdPageData(page)
    await page.goto(path)
    // The top bar and the page's own loading state, while none of its data has arrived.
    await expect(page.getByRole('link', { name: 'RV Connect admin home' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(0)

    await release()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText(loading, { exact: true })).toHaveCount(0)
  })
}
