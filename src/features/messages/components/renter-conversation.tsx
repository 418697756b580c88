import { useQuery } from '@tanstack/react-query'
import { ApiError, errorMessage } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { renterConversationQuery, renterPhotoUpload, useSendRenterMessage } from '../queries'
import { ConversationThread } from './conversation-thread'
import { MessageComposer } from './message-composer'
import { Spinner } from '../../../components/spinner'

/**
 * The renter's conversation, opened with the link from their email or My Bookings (no account).
 * A refused key (mistyped, or cut short by a mail client) says where to find a good link.
 */
export function RenterConversation({ conversationId, secret }: { conversationId: string; secret: string }) {
  useDocumentTitle('Your conversation')
  const conversation = useQuery({ ...renterConversationQuery(conversationId, secret), enabled: secret !== '' })
  const send = useSendRenterMessage(conversationId, secret)
  if (!secret || (conversation.error instanceof ApiError && conversation.error.status === 404))
    return (
      <div role="alert" className="alert alert-warning flex-col items-start text-left">
        <h1 className="text-lg font-semibold">This link does not open a conversation</h1>
        <p>
          The link may have been cut short. Open it again from the email we sent you, or find your booking in My
          Bookings and choose Messages.
        </p>
        <a href="/bookings" className="btn btn-sm">
          Go to My Bookings
        </a>
      </div>
    )
  if (conversation.isPending) return <Spinner label="Loading your conversation..." showLabel />
  if (conversation.isError)
    return (
      <p role="alert" className="alert alert-error">
        {errorMessage(conversation.error, 'Your conversation could not be loaded. Please try again.')}
      </p>
    )
  return (
    <ConversationThread conversation={conversation.data} viewer="renter" headingLevel={1}>
      <MessageComposer
        send={(input) => send.mutateAsync(input)}
        pending={send.isPending}
        upload={renterPhotoUpload(conversationId, secret)}
        masking={!conversation.data.contactsShared}
      />
    </ConversationThread>
  )
}
