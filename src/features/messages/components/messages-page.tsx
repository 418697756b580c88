import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { EmptyState } from '../../../components/empty-state'
import { PageHeader } from '../../../components/page-header'
import { ShowMoreButton } from '../../../components/show-more-button'
import { Spinner } from '../../../components/spinner'
import { StatTile } from '../../../components/stat-tile'
import { errorMessage } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { messageTime, typicalResponse } from '../message-display'
import {
  conversationListQuery,
  conversationQuery,
  ownerPhotoUpload,
  responseStatsQuery,
  useOpenBookingConversation,
  useSendOwnerMessage,
  type ConversationSummary,
} from '../queries'
import { ConversationThread } from './conversation-thread'
import { MessageComposer } from './message-composer'

interface MessagesPageProps {
  /** The conversation open beside (or, on a phone, instead of) the list. */
  selectedId: string | null
  onSelect: (id: string | null) => void
  /** A booking whose conversation to open (made the first time), then select. */
  openBookingId: string | null
}

/** /admin/messages: the owner's conversations with renters, newest activity first, and their response figures. */
export function MessagesPage({ selectedId, onSelect, openBookingId }: MessagesPageProps) {
  useDocumentTitle('Messages')
  const openBooking = useOpenBookingConversation()
  const opened = useRef<string | null>(null)
  const { mutate: openConversation } = openBooking
  useEffect(() => {
    // Once per booking asked for: re-renders while it opens must not open it again.
    if (!openBookingId || opened.current === openBookingId) return
    opened.current = openBookingId
    openConversation(openBookingId, { onSuccess: (conversation) => onSelect(conversation.id) })
  }, [openBookingId, openConversation, onSelect])
  const list = useSuspenseInfiniteQuery(conversationListQuery())
  const stats = useQuery(responseStatsQuery())
  const conversations = list.data.pages.flatMap((page) => page.items)
  return (
    <>
      <PageHeader title="Messages" subtitle="Enquiries from your listings and conversations on your bookings." />
      <div className="mb-6 grid gap-3 sm:grid-cols-2">
        <StatTile
          label="Response rate"
          value={stats.data ? `${stats.data.responseRate}%` : '…'}
          caption={
            stats.data && stats.data.counted < 5
              ? 'Shown as 100% until 5 enquiries or requests are counted (last 30 days)'
              : 'Enquiries and requests answered within 24 hours, last 30 days'
          }
        />
        <StatTile
          label="Typical response time"
          value={stats.data ? typicalResponse(stats.data.typicalResponseMinutes) : '…'}
          caption="Renters see both on your listings"
        />
      </div>
      {openBooking.isError && (
        <p role="alert" className="alert alert-error mb-4">
          {errorMessage(openBooking.error, 'That booking’s conversation could not be opened.')}
        </p>
      )}
      {conversations.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="No messages yet"
          description="When a renter asks about one of your RVs, or writes about a booking, the conversation shows here."
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <nav aria-label="Conversations" className={selectedId ? 'max-lg:hidden' : ''}>
            <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
              {conversations.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  onSelect={() => onSelect(conversation.id)}
                />
              ))}
            </ul>
            <ShowMoreButton list={list} />
          </nav>
          <div className={selectedId ? '' : 'max-lg:hidden'}>
            {selectedId ? (
              <OwnerConversation id={selectedId} onBack={() => onSelect(null)} />
            ) : (
              <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-sm text-base-content/75">
                Choose a conversation to read it.
              </p>
            )}
          </div>
        </div>
      )}
    </>
  )
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: ConversationSummary
  selected: boolean
  onSelect: () => void
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        className={`flex w-full flex-col items-start gap-1 p-3 text-left hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary ${selected ? 'bg-base-200' : ''}`}
        onClick={onSelect}
      >
        <span className="flex w-full items-center gap-2">
          <span className="min-w-0 flex-1 truncate font-semibold">{conversation.renterName}</span>
          {conversation.unread > 0 && <span className="badge badge-primary badge-sm">{conversation.unread} new</span>}
        </span>
        <span className="text-xs text-base-content/75">
          {conversation.rvName ?? 'An RV'} · {conversation.kind === 'enquiry' ? 'Enquiry' : 'Booking'} ·{' '}
          {messageTime(conversation.lastActivityAt)}
        </span>
        {conversation.lastMessage && (
          <span className="line-clamp-2 text-sm text-base-content/80">
            {conversation.lastMessage.sender === 'owner' ? 'You: ' : ''}
            {conversation.lastMessage.preview}
          </span>
        )}
        {conversation.awaitingFirstAnswer && <span className="badge badge-warning badge-sm">Awaiting your answer</span>}
      </button>
    </li>
  )
}

function OwnerConversation({ id, onBack }: { id: string; onBack: () => void }) {
  const conversation = useQuery(conversationQuery(id))
  const send = useSendOwnerMessage(id)
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4">
      <button type="button" className="btn btn-ghost btn-sm mb-2 lg:hidden" onClick={onBack}>
        <span aria-hidden="true">←</span> All conversations
      </button>
      {conversation.isPending ? (
        <Spinner label="Loading the conversation..." showLabel />
      ) : conversation.isError ? (
        <p role="alert" className="alert alert-error text-sm">
          {errorMessage(conversation.error, 'The conversation could not be loaded.')}
        </p>
      ) : (
        <ConversationThread conversation={conversation.data} viewer="owner">
          <MessageComposer
            send={(input) => send.mutateAsync(input)}
            pending={send.isPending}
            upload={ownerPhotoUpload}
            masking={!conversation.data.contactsShared}
          />
        </ConversationThread>
      )}
    </div>
  )
}
