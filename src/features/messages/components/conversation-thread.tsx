import { useEffect, useRef, type ReactNode } from 'react'
import { displayDay } from '../../../lib/format'
import { MASKED_NOTICE, messageTime } from '../message-display'
import type { Conversation } from '../queries'

interface ConversationThreadProps {
  conversation: Conversation
  viewer: 'owner' | 'renter'
  /** The composer under the messages. */
  children: ReactNode
  /** The heading's level, so it fits the page outline. */
  headingLevel?: 1 | 2
}

/** One conversation: who and what it is about, each other's contacts once paid, the messages and the composer. */
export function ConversationThread({ conversation, viewer, children, headingLevel = 2 }: ConversationThreadProps) {
  const Heading = `h${headingLevel}` as const
  const other = viewer === 'owner' ? conversation.renterName : conversation.businessName
  const { booking, contacts } = conversation
  const endRef = useRef<HTMLLIElement>(null)
  const count = conversation.messages.length

  // The newest message in view after loading and after each message sent.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [count])

  return (
    <section className="flex flex-col gap-3" aria-label={`Conversation with ${other}`}>
      <header className="space-y-1">
        <Heading className="text-lg font-semibold">{other}</Heading>
        <p className="text-sm text-base-content/75">
          {conversation.rv?.name ?? 'An RV'}
          {booking
            ? ` · ${displayDay(booking.startDate)} – ${displayDay(booking.endDate)}`
            : conversation.kind === 'enquiry'
              ? ' · Enquiry before booking'
              : ''}
        </p>
        {contacts ? (
          <p className="text-sm" aria-label="Contact details">
            <span className="badge badge-success badge-sm mr-2">Booking paid</span>
            {[contacts.phone, contacts.email].filter(Boolean).join(' · ') || 'No contact details on file'}
          </p>
        ) : (
          <p className="text-xs text-base-content/75">
            Contact details are shared once the booking is paid. Until then, phone numbers, emails and links in messages
            are hidden.
          </p>
        )}
      </header>
      {count === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-center text-sm text-base-content/75">
          No messages yet. Say hello below.
        </p>
      ) : (
        <ol className="max-h-[60vh] space-y-3 overflow-auto" aria-label="Messages">
          {conversation.messages.map((message, index) => {
            const own = message.sender === viewer
            return (
              <li
                key={message.id}
                ref={index === count - 1 ? endRef : undefined}
                className={`flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}
              >
                <div className="flex gap-2 text-xs">
                  {own ? 'You' : other}
                  <time className="opacity-75" dateTime={message.createdAt}>
                    {messageTime(message.createdAt)}
                  </time>
                </div>
                <div
                  className={`max-w-[90%] whitespace-pre-line break-words rounded-box px-4 py-2 ${own ? 'bg-primary text-primary-content' : 'bg-base-200'}`}
                >
                  {message.body}
                  {message.photoUrls.length > 0 && (
                    <span className="mt-2 flex flex-wrap gap-2">
                      {message.photoUrls.map((url, photo) => (
                        <a key={url} href={url} target="_blank" rel="noopener">
                          <img
                            src={url}
                            alt={`Attached ${photo + 1} of ${message.photoUrls.length}`}
                            className="size-20 rounded-box object-cover"
                            loading="lazy"
                          />
                        </a>
                      ))}
                    </span>
                  )}
                </div>
                {own && message.masked && <div className="max-w-xs text-xs opacity-75">{MASKED_NOTICE}</div>}
              </li>
            )
          })}
        </ol>
      )}
      {children}
    </section>
  )
}
