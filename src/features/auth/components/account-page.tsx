import { useNavigate } from '@tanstack/react-router'
import { PageHeader } from '../../../components/page-header'
import { SectionCard } from '../../../components/section-card'
import { errorMessage } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useSignOutEverywhere } from '../queries'
import { ChangePasswordForm } from './change-password-form'

/** /admin/account: what an owner does about a leaked password or a session left open somewhere. */
export function AccountPage() {
  useDocumentTitle('Account')
  const signOutEverywhere = useSignOutEverywhere()
  const navigate = useNavigate()

  async function endEverySession() {
    await signOutEverywhere.mutateAsync()
    await navigate({ to: '/login', replace: true })
  }

  return (
    <>
      <PageHeader title="Account" subtitle="Your password and the devices you are signed in on" />
      <div className="flex flex-col gap-4">
        <SectionCard title="Change password">
          <p className="text-sm text-base-content/75">Changing your password signs you out on every other device.</p>
          <ChangePasswordForm />
        </SectionCard>
        <SectionCard title="Sign out everywhere">
          <p className="text-sm text-base-content/75">
            Ends every session of your account on every device, this one included. Use it if you signed in on a computer
            that is not yours or think someone else is using your account.
          </p>
          {signOutEverywhere.isError && (
            <p role="alert" className="alert alert-error alert-soft text-sm">
              {errorMessage(signOutEverywhere.error, 'Could not sign you out. Please try again.')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-outline self-start"
            disabled={signOutEverywhere.isPending}
            onClick={() => void endEverySession().catch(() => undefined)}
          >
            {signOutEverywhere.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </button>
        </SectionCard>
      </div>
    </>
  )
}
