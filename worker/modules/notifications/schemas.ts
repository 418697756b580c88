/** Notification payloads (spec §3 notifications, §5 Test notification), shared with the page. */
import * as v from 'valibot'
import { emailAddress } from '../../lib/shared/fields'
import { notificationTypes, type NotificationStatus, type NotificationType } from '../../lib/shared/enums'
import { pageQueryFields } from '../../lib/shared/paging'

const required = 'Please fill in all required fields'

/**
 * The owner's own account emails. Their links prove the owner holds the address (or may set a new
 * password), so they are never listed with the customers' emails, resent, tested or read through
 * the API, except in the local outbox of a local test run.
 */
export const accountEmailTypes = ['email_verification', 'password_reset'] as const satisfies NotificationType[]
export type AccountEmailType = (typeof accountEmailTypes)[number]
/**
 * Emails carrying a renter's secret link to their conversation (messages): the owner's log never
 * shows or resends them, or the owner could open the conversation as the renter.
 */
export const renterLinkEmailTypes = ['enquiry_confirmation', 'messages_to_renter'] as const satisfies NotificationType[]
const isAccountEmailType = (type: NotificationType): type is AccountEmailType =>
  (accountEmailTypes as readonly NotificationType[]).includes(type)

/** The emails an owner's customers receive (and the owner's business emails, such as a new lead). */
export type CustomerNotificationType = Exclude<NotificationType, AccountEmailType>
export const customerNotificationTypes = notificationTypes.filter(
  (type): type is CustomerNotificationType => !isAccountEmailType(type),
)

export const testNotificationSchema = v.object({
  type: v.picklist(customerNotificationTypes, required),
  email: v.pipe(v.string(required), v.trim(), v.nonEmpty(required), emailAddress),
  customerName: v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(200, 'Customer name must be at most 200 characters'),
  ),
  customerId: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((value) => value || null),
      ),
    ),
    null,
  ),
})

/** GET /api/notifications: newest first, a page at a time. */
export const notificationListQuerySchema = v.object({ ...pageQueryFields })
export type NotificationListQuery = v.InferOutput<typeof notificationListQuerySchema>

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  booking_confirmation: 'Booking confirmation',
  payment_confirmation: 'Payment confirmation',
  booking_reminder: 'Booking reminder',
  booking_status_update: 'Booking status update',
  issue_reported: 'Issue reported',
  issue_update: 'Issue update',
  issue_escalated: 'Issue escalated',
  lead_received: 'New lead',
  lead_confirmation: 'Lead confirmation to renter',
  booking_request: 'Request to book',
  booking_request_update: 'Request to book answered or expired',
  email_verification: 'Email verification',
  password_reset: 'Password reset',
  marketing_campaign: 'Marketing campaign',
  enquiry_confirmation: 'Enquiry sent',
  messages_to_owner: 'New messages (to you)',
  messages_to_renter: 'New messages (to renter)',
  review_invitation: 'Review invitation',
}

export type TestNotificationInput = v.InferInput<typeof testNotificationSchema>
export type TestNotificationData = v.InferOutput<typeof testNotificationSchema>

export interface Notification {
  id: string
  type: NotificationType
  email: string
  subject: string
  /** HTML; the page shows it in a sandboxed frame, never in its own document. */
  content: string
  status: NotificationStatus
  provider: string
  providerMessageId: string | null
  error: string | null
  customerId: string | null
  bookingId: string | null
  sentAt: string | null
  createdAt: string
}

/** Which provider sends new emails. */
export interface NotificationSettings {
  provider: 'sendgrid' | 'outbox'
}

/**
 * GET /api/notifications/account: the owner's own account emails. `content` (which carries the
 * link) is there only in the local outbox of a local test run (`localTestMode`); otherwise null.
 */
export interface AccountEmail {
  id: string
  type: AccountEmailType
  email: string
  subject: string
  status: NotificationStatus
  content: string | null
  sentAt: string | null
  createdAt: string
}

export interface AccountEmailPage {
  items: AccountEmail[]
  nextCursor: string | null
  localTestMode: boolean
}
