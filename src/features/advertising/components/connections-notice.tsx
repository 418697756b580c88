import { useSuspenseQuery } from '@tanstack/react-query'
import { AD_PLATFORM_LABELS } from '../../../../worker/modules/advertising/schemas'
import { adConnectionsQuery } from '../queries'

const PLATFORMS = ['google', 'facebook'] as const

/**
 * Where each platform's daily figures come from: pulled every day when the server holds its
 * credentials, else imported by the owner from the platform's CSV report (Performance → Import CSV).
 */
export function ConnectionsNotice() {
  const { data: connections } = useSuspenseQuery(adConnectionsQuery())
  return (
    <section aria-label="Where the figures come from" className="alert mb-6 items-start border-base-300 bg-base-100">
      <ul className="space-y-1 text-sm">
        {PLATFORMS.map((platform) => (
          <li key={platform} data-testid={`ad-connection-${platform}`}>
            <span className="font-semibold">{AD_PLATFORM_LABELS[platform]}:</span>{' '}
            {connections[platform]
              ? 'connected — figures are pulled every day'
              : 'not connected — import daily figures from a CSV'}
          </li>
        ))}
      </ul>
    </section>
  )
}
