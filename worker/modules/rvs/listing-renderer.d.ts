/**
 * The SPA's server renderer for a listing (src/app/render-listing.tsx), which vite.config.ts (and
 * the Worker tests' config) resolves under this name: the Worker's types never read the SPA's.
 */
declare module 'virtual:rv-connect/listing-renderer' {
  /** The markup of /rvs/<slug> as the SPA hydrates it, rendered by the SPA's own router and route components. */
  export function renderListing(listing: import('./schemas').RvListing): Promise<string>
}
