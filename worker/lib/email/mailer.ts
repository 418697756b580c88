/**
 * What a domain needs to send an email: a Mailer that writes the notification row into the
 * caller's own D1 batch and queues it after. Notifications implements it; routes and jobs receive
 * one (the API's from `c.var.mailer`), so no domain imports notifications.
 */
import type { SQL } from 'drizzle-orm'
import type { NotificationType } from '../shared/enums'

export interface EmailMessage {
  notificationId: string
}

export interface NotificationDraft {
  ownerId: string
  type: NotificationType
  to: string
  customerName: string
  /** A value, or SQL that finds it inside the batch (a customer written in the same batch). */
  customerId?: string | SQL | null
  bookingId?: string | null
  issueId?: string | null
  /** The sending domain's details for its template (a test email has none and shows a sample). */
  data?: unknown
}

export interface Mailer {
  provider: 'sendgrid' | 'outbox'
  /** The row for `draft`, to add to a batch; `onlyIf` keeps it out when the event was not written. */
  record(draft: NotificationDraft, now: number, onlyIf?: SQL): { id: string; statement: SQL }
  /**
   * Queues rows written by a batch that has committed. Never throws: the event is already saved,
   * and a row whose message did not reach the queue is queued again by the sweep.
   */
  enqueue(ids: string[]): Promise<void>
}
