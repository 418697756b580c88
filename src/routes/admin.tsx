import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { currentUserQuery } from '../features/auth/queries'
import { AdminError } from './admin/-components/admin-error'
import { AdminShell } from './admin/-components/admin-shell'
import { OwnerLanding } from './admin/-components/owner-landing'

/**
 * Every /admin page: the business-owner landing while signed out or still loading (spec §2),
 * otherwise the admin shell around the page. `user` in the context lets page loaders skip their
 * owner-only calls for a visitor; the API checks every call on its own.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context }) => ({ user: await context.queryClient.ensureQueryData(currentUserQuery()) }),
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
