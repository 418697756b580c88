import { useResendVerification } from '../../../features/auth/queries'
import { errorMessage } from '../../../lib/api'

/**
 * Until the owner follows the link we emailed at sign-up: a reminder naming the address, and a
 * way to get a new link. (With the local outbox, the email is on the Notifications page.)
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification()
  return (
    <div role="status" className="alert alert-warning mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="min-w-0 flex-1 basis-64">
        Please confirm your email address: we sent a link to <strong className="break-all">{email}</strong>.
        {resend.isSuccess && <span className="block font-semibold">We sent a new link. Check your inbox.</span>}
        {resend.isError && <span className="block font-semibold">{errorMessage(resend.error)}</span>}
      </p>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending...' : 'Send the link again'}
      </button>
    </div>
  )
}
