import { Link, useNavigate } from '@tanstack/react-router'
import { PublicLayout } from '../../../components/public-layout'
import { errorMessage } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useSwitchRole } from '../queries'

/**
 * The owner admin opened by a venue partner's session: say so plainly, with the way to the portal
 * and a switch to the owner role (added to the account if it lacks it).
 */
export function PartnerSessionNotice() {
  useDocumentTitle('Signed in as a venue partner')
  const switchRole = useSwitchRole()
  const navigate = useNavigate()
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">You are signed in as a venue partner</h1>
        <p role="alert" className="text-base-content/75">
          The owner admin is for renting out RVs. Switch to your owner account to see this, or go back to your venue
          portal.
        </p>
        {switchRole.isError && (
          <p role="alert" className="alert alert-error text-sm">
            {errorMessage(switchRole.error)}
          </p>
        )}
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Link to="/venue-portal" search={{ tab: 'venues' }} className="btn btn-primary">
            Go to the venue portal
          </Link>
          <button
            type="button"
            className="btn btn-outline"
            disabled={switchRole.isPending}
            onClick={() =>
              switchRole.mutate('owner', { onSuccess: () => void navigate({ to: '/admin/dashboard', replace: true }) })
            }
          >
            {switchRole.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Switch to owner admin
          </button>
        </div>
      </section>
    </PublicLayout>
  )
}
