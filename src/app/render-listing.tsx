/**
 * A listing page rendered in the Worker per request (worker/modules/rvs/listing-page.ts reaches
 * this module as 'virtual:rv-connect/listing-renderer'): the SPA's own router and route components
 * at /rvs/<slug>, with the listing already in the query cache, so the markup is what the browser
 * hydrates from the same data (the route's loader reads it from the page).
 */
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import type { RvListing } from '../../worker/modules/rvs/schemas'
import { listingQuery } from '../features/rvs/listing/queries'
import { currentUserQuery } from '../lib/queries/current-user'
import { createQueryClient } from '../lib/query-client'
import { App, createAppRouter } from './router'

export async function renderListing(listing: RvListing) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQuery().queryKey, null)
  queryClient.setQueryData(listingQuery(listing.slug).queryKey, listing)
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [`/rvs/${listing.slug}`] }))
  await router.load()
  return renderToString(<App router={router} queryClient={queryClient} />)
}
