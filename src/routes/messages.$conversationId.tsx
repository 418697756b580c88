import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PublicLayout } from '../components/public-layout'
import { Spinner } from '../components/spinner'
import { RenterConversation } from '../features/messages/components/renter-conversation'
import { useHydrated } from '../lib/use-hydrated'

const conversationSearchSchema = v.object({
  /** The secret of the renter's link (emails and My Bookings hand it out). */
  key: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
})

// A renter's conversation with the owner, opened by the secret link (no account). The build
// prerenders only the loading shell (public/_redirects serves it for every conversation): the
// conversation itself loads in the browser with the key.
export const Route = createFileRoute('/messages/$conversationId')({
  validateSearch: conversationSearchSchema,
  component: RenterConversationPage,
})

function RenterConversationPage() {
  const { conversationId } = Route.useParams()
  const { key } = Route.useSearch()
  const hydrated = useHydrated()
  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-2xl px-4 py-8">
        {hydrated ? (
          <RenterConversation conversationId={conversationId} secret={key ?? ''} />
        ) : (
          <Spinner label="Loading your conversation..." showLabel />
        )}
      </section>
    </PublicLayout>
  )
}
