import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { pagePending } from '../../components/page-pending'
import { MessagesPage } from '../../features/messages/components/messages-page'
import { conversationListQuery, responseStatsQuery } from '../../features/messages/queries'

const messagesSearchSchema = v.object({
  /** The conversation open (the owner's email links here with it). */
  conversation: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  /** A booking whose conversation to open ('Message the renter' in the booking's details). */
  booking: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
})

export const Route = createFileRoute('/admin/messages')({
  validateSearch: messagesSearchSchema,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(conversationListQuery()),
      queryClient.ensureQueryData(responseStatsQuery()),
    ]),
  ...pagePending('Loading messages...'),
  component: MessagesRoute,
})

function MessagesRoute() {
  const { conversation, booking } = Route.useSearch()
  const navigate = Route.useNavigate()
  const select = (id: string | null) => void navigate({ search: { conversation: id ?? undefined }, replace: true })
  return (
    <MessagesPage
      selectedId={conversation ?? null}
      onSelect={select}
      openBookingId={conversation ? null : (booking ?? null)}
    />
  )
}
