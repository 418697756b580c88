import { Link, useNavigate } from '@tanstack/react-router'
import { errorMessage } from '../../../lib/api'
import type { CurrentUser } from '../../../lib/queries/current-user'
import { useSwitchRole } from '../queries'

/**
 * An owner signed in at /venue-portal: the same account can also be a venue partner. Adding the
 * role (or switching to it, when the account already holds it) turns this session into the partner's.
 */
export function PartnerRoleOffer({ user, className = '' }: { user: CurrentUser; className?: string }) {
  const switchRole = useSwitchRole()
  const navigate = useNavigate()
  const holdsRole = user.roles.includes('partner')
  const action = holdsRole ? 'Switch to your venue partner account' : 'Add the venue partner role to this account'
  return (
    <section aria-labelledby="partner-role-offer" className={`card border border-base-300 bg-base-100 ${className}`}>
      <div className="card-body gap-3">
        <h2 id="partner-role-offer" className="card-title">
          {action}
        </h2>
        <p className="text-base-content/75">
          You are signed in as a business owner ({user.email}).{' '}
          {holdsRole
            ? 'This account is a venue partner too: switch to manage your venues and sites.'
            : 'The same account can list venues and sites for every owner’s renters; your owner admin stays as it is.'}
        </p>
        {switchRole.isError && (
          <p role="alert" className="alert alert-error text-sm">
            {errorMessage(switchRole.error)}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className="btn btn-primary"
            disabled={switchRole.isPending}
            onClick={() =>
              switchRole.mutate('partner', {
                onSuccess: () => void navigate({ to: '/venue-portal', search: { tab: 'venues' }, replace: true }),
              })
            }
          >
            {switchRole.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {action}
          </button>
          <Link to="/admin/dashboard" className="btn btn-ghost">
            Back to owner admin
          </Link>
        </div>
      </div>
    </section>
  )
}
