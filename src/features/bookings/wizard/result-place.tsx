import type { SearchResult } from '../../../../worker/modules/rvs/schemas'

/** Where a result waits: '12.3 mi away · Pickup in San Francisco, CA', and 'Delivery available' when its pickup location delivers. */
export function ResultPlace({ rv: { distance, pickup } }: { rv: SearchResult }) {
  const where = [distance !== null && `${distance} mi away`, pickup && `Pickup in ${pickup.city}, ${pickup.state}`]
    .filter(Boolean)
    .join(' · ')
  // A delivering pickup location always has a town, so nothing to say means nothing at all.
  if (!where) return null
  return (
    <p className="flex grow-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span>{where}</span>
      {pickup?.delivers && <span className="badge badge-soft badge-info badge-sm">Delivery available</span>}
    </p>
  )
}
