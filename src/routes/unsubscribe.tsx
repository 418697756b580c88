import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { useUnsubscribe } from '../features/marketing/public-queries'
import { ApiError, errorMessage } from '../lib/api'
import { MessagePage } from './-components/message-page'

/** ?token=<the recipient's token> from a campaign email; anything else reads as no token. */
const unsubscribeSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128))), undefined),
})

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: unsubscribeSearchSchema,
  component: UnsubscribePage,
})

const INVALID_LINK = 'This unsubscribe link is not valid'

/** What went wrong: the server's own words (a 404 says the link is not valid); a token of the wrong shape says the same. */
function failureText(error: unknown) {
  if (error instanceof ApiError && error.status === 400) return INVALID_LINK
  return errorMessage(error, 'Something went wrong. Please try again.')
}

function UnsubscribePage() {
  const { token } = Route.useSearch()
  const unsubscribe = useUnsubscribe()

  return (
    <MessagePage
      icon="mail"
      title="Unsubscribe from marketing emails"
      actions={
        <Link to="/" className="btn btn-ghost">
          Return Home
        </Link>
      }
    >
      {!token ? (
        <p role="alert" className="text-base-content/80">
          {INVALID_LINK}. Use the link at the end of the email you received.
        </p>
      ) : unsubscribe.isSuccess ? (
        <p role="status" className="alert alert-success text-left">
          You are unsubscribed. You will not get marketing emails from this business again.
        </p>
      ) : (
        <>
          <p className="text-base-content/80">
            You will stop getting offers and news from this business by email. Emails about your bookings still arrive.
          </p>
          {unsubscribe.error && (
            <p role="alert" className="alert alert-error text-left">
              {failureText(unsubscribe.error)}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </>
      )}
    </MessagePage>
  )
}
