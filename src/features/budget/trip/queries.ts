/** The calculator's one API call, kept apart from the owner's RV queries so this public page stays light. */
import { queryOptions, skipToken } from '@tanstack/react-query'
import type { RvType } from '../../../../worker/lib/shared/enums'
import { toCents } from '../../../../worker/lib/shared/money'
import { MAX_PAGE_SIZE } from '../../../../worker/lib/shared/paging'
import { client, json } from '../../../lib/api'

export interface PricingRv {
  id: string
  name: string
  nightlyCents: number
}

/** The lowest-priced RV in a page; on a tie, the first (the newest, as the list is newest first). */
function cheapest(items: { id: string; name: string; pricePerNight: string }[]): PricingRv | null {
  let best: PricingRv | null = null
  for (const { id, name, pricePerNight } of items) {
    const nightlyCents = toCents(pricePerNight)
    if (nightlyCents !== null && (best === null || nightlyCents < best.nightlyCents)) best = { id, name, nightlyCents }
  }
  return best
}

/**
 * A real RV of the fleet type to price the trip with: the cheapest available one among the newest
 * 100 of that type (the catalogue sorts newest first and has no price order). None for a type the
 * fleet does not have (fifth wheels), and null when no RV of the type is available. Under 'rvs',
 * so an owner's fleet change in the same tab refreshes it.
 */
export const pricingRvQuery = (type: RvType | null) =>
  queryOptions({
    queryKey: ['rvs', 'pricing', type] as const,
    queryFn: type
      ? async () =>
          cheapest(
            (await json(client.rvs.$get({ query: { type, availability: 'available', limit: String(MAX_PAGE_SIZE) } })))
              .items,
          )
      : skipToken,
  })
