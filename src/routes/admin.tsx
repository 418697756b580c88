import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { currentUserQuery } from '../lib/queries/current-user'
import { AdminError } from './admin/-components/admin-error'
import { AdminShell } from './admin/-components/admin-shell'
import { OwnerLanding } from './admin/-components/owner-landing'
import { PartnerSessionError, SignedOutError } from '../features/auth/signed-out-error'

/**
 * Every /admin page: the business-owner landing while signed out or still loading (spec §2),
 * otherwise the admin shell around the page. Signed out is decided here, once: the check stops
 * before any page loader runs, so pages load their data knowing an owner is signed in (the API
 * checks every call on its own).
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery())
    if (!user) throw new SignedOutError()
    // A venue partner's session: the admin says so (AdminError) rather than failing page by page.
    if (user.role === 'partner') throw new PartnerSessionError()
    return { user }
  },
  pendingComponent: OwnerLanding,
  errorComponent: AdminError,
  component: AdminLayout,
})

function AdminLayout() {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  if (!user) return <OwnerLanding />
  return (
    <AdminShell user={user}>
      <Outlet />
    </AdminShell>
  )
}
