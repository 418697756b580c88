import { useQueryClient } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PublicLayout } from '../../../components/public-layout'
import { ApiError, errorMessage } from '../../../lib/api'
import { currentUserQuery } from '../../../lib/queries/current-user'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AdminShell } from './admin-shell'
import { OwnerLanding } from './owner-landing'
import { PartnerSessionError, SignedOutError } from '../../../features/auth/signed-out-error'
import { PartnerSessionNotice } from '../../../features/partners/components/partner-session-notice'

/**
 * An /admin page (or the sign-in check itself) failed to load: say what happened and offer a retry,
 * inside the admin shell when we know who is signed in, else in the public frame.
 */
export function AdminError({ error }: ErrorComponentProps) {
  // Signed out, or the session ended while browsing (the API refused the page's data).
  if (error instanceof SignedOutError || (error instanceof ApiError && error.status === 401)) return <SignedOut />
  // A venue partner's session (or an owner route refusing it: the role was switched in another tab).
  if (
    error instanceof PartnerSessionError ||
    (error instanceof ApiError && error.status === 403 && /wrong_role/.test(error.body))
  )
    return <PartnerSessionNotice />
  return <LoadFailure error={error} />
}

function SignedOut() {
  const queryClient = useQueryClient()
  useEffect(() => {
    queryClient.setQueryData(currentUserQuery().queryKey, null)
  }, [queryClient])
  return <OwnerLanding />
}

function LoadFailure({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong')
  const router = useRouter()
  const user = useQueryClient().getQueryData(currentUserQuery().queryKey)
  const content = (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">This page could not load</h1>
      <p role="alert" className="text-base-content/75">
        {errorMessage(error)}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => void router.invalidate()}>
        Try again
      </button>
    </section>
  )
  return user ? <AdminShell user={user}>{content}</AdminShell> : <PublicLayout>{content}</PublicLayout>
}
