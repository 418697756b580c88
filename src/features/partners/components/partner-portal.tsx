import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PublicLayout } from '../../../components/public-layout'
import { errorMessage, navigationPaths } from '../../../lib/api'
import type { CurrentUser } from '../../../lib/queries/current-user'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { portalTabs, type PortalTab } from '../portal-tabs'
import { useSwitchRole } from '../queries'
import { BookingsPanel } from './bookings-panel'
import { EarningsPanel } from './earnings-panel'
import { VenuesPanel } from './venues-panel'

const PORTAL_TAB_LABELS: Record<PortalTab, string> = {
  venues: 'Venues & sites',
  bookings: 'Bookings',
  earnings: 'Earnings',
}

interface PartnerPortalProps {
  user: CurrentUser
  tab: PortalTab
  /** The venue being managed, on the venues tab. */
  venueId: string | null
  /** Shown above the portal, e.g. the reminder to confirm the email address. */
  notice?: ReactNode
}

/**
 * The signed-in venue partner's portal: venues with their sites, closures and calendar, the
 * bookings of those sites, and the earnings per month. Its parts are addresses (?tab=), so the
 * browser's Back goes between them.
 */
export default function PartnerPortal({ user, tab, venueId, notice }: PartnerPortalProps) {
  useDocumentTitle(`Venue Portal: ${PORTAL_TAB_LABELS[tab]}`)
  const switchRole = useSwitchRole()
  const navigate = useNavigate()
  const ownerToo = user.roles.includes('owner')
  const signOut = (
    // A navigation, not a fetch: the server ends the session and redirects home.
    <a href={navigationPaths.logout} className="btn btn-ghost btn-sm">
      Sign out
    </a>
  )
  return (
    <PublicLayout actions={signOut}>
      <div className="mx-auto w-full max-w-6xl px-4 py-6">
        {notice}
        <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">Venue Portal</h1>
            <p className="mt-1 text-base-content/75">Signed in as {user.firstName ?? user.email}, venue partner</p>
          </div>
          {ownerToo && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={switchRole.isPending}
              onClick={() => switchRole.mutate('owner', { onSuccess: () => void navigate({ to: '/admin/dashboard' }) })}
            >
              Switch to owner admin
            </button>
          )}
        </header>
        {switchRole.isError && (
          <p role="alert" className="alert alert-error mb-4 text-sm">
            {errorMessage(switchRole.error)}
          </p>
        )}
        <nav aria-label="Venue portal" className="tabs tabs-box mb-6 w-full flex-nowrap">
          {portalTabs.map((item) => (
            <Link
              key={item}
              to="/venue-portal"
              search={{ tab: item }}
              aria-current={item === tab ? 'page' : undefined}
              className={`tab flex-1 ${item === tab ? 'tab-active' : 'text-base-content'}`}
            >
              {PORTAL_TAB_LABELS[item]}
            </Link>
          ))}
        </nav>
        {tab === 'venues' && <VenuesPanel venueId={venueId} />}
        {tab === 'bookings' && <BookingsPanel />}
        {tab === 'earnings' && <EarningsPanel />}
      </div>
    </PublicLayout>
  )
}
