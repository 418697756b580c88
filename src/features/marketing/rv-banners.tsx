import { useQuery } from '@tanstack/react-query'
import { BANNER_RV_IDS_MAX } from '../../../worker/modules/marketing/campaigns/schemas'
import { rvBannersQuery } from './public-queries'

interface NamedRv {
  id: string
  name: string
}

/**
 * The owners' banners above the wizard's results: each says whose it is and which of the RVs
 * shown it is for, since a code or offer works only on its own owner's RVs. Nothing renders
 * until they arrive (or when there are none): the results never wait for them.
 */
export function RvBanners({ rvs }: { rvs: NamedRv[] }) {
  const shown = rvs.slice(0, BANNER_RV_IDS_MAX)
  const { data } = useQuery({ ...rvBannersQuery(shown.map((rv) => rv.id)), enabled: shown.length > 0 })
  const banners = data?.banners ?? []
  if (banners.length === 0) return null
  const nameOf = new Map(shown.map((rv) => [rv.id, rv.name]))
  return (
    <ul className="mb-4 grid gap-2" aria-label="Offers from the owners of these RVs">
      {banners.map((banner) => (
        <li key={banner.id} className="rounded-box bg-primary/10 px-4 py-3" data-testid="rv-banner">
          <p className="font-semibold">
            {banner.title} <span className="font-normal text-base-content/75">· from {banner.businessName}</span>
          </p>
          <p className="text-sm">{banner.message}</p>
          <p className="mt-1 text-xs text-base-content/75">
            For their RVs: {banner.rvIds.map((id) => nameOf.get(id)).join(', ')}
          </p>
        </li>
      ))}
    </ul>
  )
}
