/**
 * The build renders every public page to HTML once (vite.config.ts), so a phone paints it before
 * any JavaScript or API call; the browser then hydrates it (main.tsx). Listings (/rvs/<slug>) are
 * the exception: the Worker renders them per request (render-listing.tsx).
 */
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { currentUserQuery } from '../lib/queries/current-user'
import { createQueryClient } from '../lib/query-client'
import type { FileRoutesByFullPath } from '../route-tree.gen'
import { App, createAppRouter } from './router'

/** Every path the build renders: not the admin (the shell) and not a listing (rendered per request). */
type PublicPath = Exclude<keyof FileRoutesByFullPath, `/admin${string}` | `/rvs/${string}`>

/**
 * Every public route and the file Static Assets serves it from (`/book` → book.html); the type makes
 * a new public route a build error until it is listed. The admin is served the unrendered shell.
 */
export const PRERENDERED_PAGES = {
  '/': 'index.html',
  '/book': 'book.html',
  '/bookings': 'bookings.html',
  '/budget-calculator': 'budget-calculator.html',
  '/checkout': 'checkout.html',
  '/customer-booking': 'customer-booking.html',
  '/email-confirmation': 'email-confirmation.html',
  '/forgot-password': 'forgot-password.html',
  '/login': 'login.html',
  // A renter's conversation: only its loading shell, served for every conversation (public/_redirects).
  '/messages/$conversationId': 'messages.html',
  '/mobile-app': 'mobile-app.html',
  '/payment-success': 'payment-success.html',
  '/reset-password': 'reset-password.html',
  '/unsubscribe': 'unsubscribe.html',
  '/venue-portal': 'venue-portal.html',
} satisfies Record<PublicPath, string>

/** Any path no route matches: the router's not-found page, which the Worker answers with a 404. */
export const NOT_FOUND_PAGE = { path: '/404', file: '404.html' }

/** The page's markup as a signed-out visitor first sees it: no query has data yet. */
export async function renderPage(path: string) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQuery().queryKey, null)
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return renderToString(<App router={router} queryClient={queryClient} />)
}
