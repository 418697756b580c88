/**
 * The message emails (registered with notifications in worker/email-templates.ts): the renter's
 * confirmation of an enquiry with their link, and each side's email about new messages, at most
 * one per 15 minutes per conversation and side (batching.ts). The renter's come from the business
 * (its brand once the owner's email is confirmed) and carry the renter's link; the owner's are the
 * product's and link to /admin/messages.
 */
import { emailTemplate, fromProduct, layout, type EmailTemplate } from '../../lib/email/layout'

export interface MessageLine {
  body: string
  photos: number
}

export interface NewMessagesEmail {
  /** Who wrote: the renter's name in the owner's email; the renter's shows the business's name. */
  fromName: string
  rvName: string | null
  messages: MessageLine[]
  /** Where the button goes: the renter's link (with its secret), or the owner's messages page. */
  linkPath: string
}

export interface EnquiryConfirmationEmail {
  rvName: string
  body: string
  masked: boolean
  linkPath: string
}

export type MessageEmailType = 'enquiry_confirmation' | 'messages_to_owner' | 'messages_to_renter'

const sampleMessages: NewMessagesEmail = {
  fromName: 'Sample Renter',
  rvName: 'Sample RV',
  messages: [{ body: 'Is the RV pet friendly?', photos: 0 }],
  linkPath: '/admin/messages',
}

const messageLines = (messages: MessageLine[]) =>
  messages.map(
    ({ body, photos }) => `“${body}”${photos > 0 ? ` (${photos} photo${photos === 1 ? '' : 's'} attached)` : ''}`,
  )

const about = (rvName: string | null) => (rvName ? ` about ${rvName}` : '')

export const messageEmailTemplates: Record<MessageEmailType, EmailTemplate> = {
  enquiry_confirmation: emailTemplate<EnquiryConfirmationEmail>(
    (parts, enquiry = { rvName: 'Sample RV', body: 'Is the RV pet friendly?', masked: false, linkPath: '/' }) =>
      layout(parts, `Your message about ${enquiry.rvName} was sent`, {
        heading: `We passed your message on to ${parts.businessName}`,
        lines: [
          `You asked about ${enquiry.rvName}:`,
          `“${enquiry.body}”`,
          ...(enquiry.masked ? ['Contact details in it were hidden: they are shared once a booking is paid.'] : []),
          'We will email you when the owner answers. Your conversation is at the link below: keep this email, as the link is yours alone (each new email brings a fresh one).',
        ],
        link: { label: 'Open the conversation', path: enquiry.linkPath },
      }),
  ),
  messages_to_renter: emailTemplate<NewMessagesEmail>((parts, email = { ...sampleMessages, fromName: '' }) =>
    layout(parts, `New message from ${parts.businessName}${about(email.rvName)}`, {
      heading: `${parts.businessName} wrote to you`,
      lines: [
        ...messageLines(email.messages),
        'Reply through the link below. It is yours alone, and replaces the link in earlier emails.',
      ],
      link: { label: 'Read and reply', path: email.linkPath },
    }),
  ),
  messages_to_owner: emailTemplate<NewMessagesEmail>((parts, email = sampleMessages) =>
    layout(fromProduct(parts), `New message from ${email.fromName}${about(email.rvName)}`, {
      heading: `${email.fromName} sent you ${email.messages.length === 1 ? 'a message' : `${email.messages.length} messages`}`,
      lines: [...messageLines(email.messages), 'Renters book sooner when they hear back quickly.'],
      link: { label: 'Open your messages', path: email.linkPath },
    }),
  ),
}
