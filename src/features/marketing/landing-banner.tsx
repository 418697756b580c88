import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { bannerQuery } from './public-queries'

/**
 * An established owner's banner on the landing page, saying whose it is and which RVs it is for
 * (an offer works only on its own owner's RVs). Nothing renders until it has arrived (or when
 * there is none, or the call failed): the page never waits for it. It sits over the bottom of the
 * page rather than in the flow, so arriving late never pushes the content the renter is reading.
 */
/** 'Voyager, Trail Blazer and 6 more RVs': the RVs the offer is for. */
const forRvs = (names: string[], count: number) =>
  count > names.length ? `${names.join(', ')} and ${count - names.length} more of their RVs` : names.join(', ')

export default function LandingBanner() {
  const { data } = useQuery(bannerQuery())
  const [dismissed, setDismissed] = useState(false)
  const banner = data?.banner
  if (!banner || dismissed) return null
  return (
    <div
      role="region"
      aria-label="Promotion"
      className="fixed inset-x-0 bottom-0 z-40 bg-primary px-4 py-3 text-primary-content shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <div className="flex-1 sm:flex sm:items-baseline sm:gap-3">
          <p className="font-semibold">
            {banner.title} <span className="font-normal">· from {banner.businessName}</span>
          </p>
          <p className="text-sm text-primary-content/90">{banner.message}</p>
          <p className="text-xs text-primary-content/90">For {forRvs(banner.rvNames, banner.rvCount)}</p>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-circle text-primary-content"
          aria-label="Dismiss promotion"
          onClick={() => setDismissed(true)}
        >
          ✕
        </button>
      </div>
    </div>
  )
}
