/**
 * Emails an owner's customers get on the owner's behalf carry the business's name and logo
 * (business's emailBrand: none until the owner's email is confirmed, and then the product's name
 * stands in); every other email is the product's. The brand is read inside the batch that writes
 * the notification, so the row holds the email as sent: it is rendered once with markers where
 * the name and the logo go, and the insert writes the brand in (escaped in the HTML part), or
 * the product's name and no logo.
 */
import { sql, type SQL } from 'drizzle-orm'
import { logoImage, type EmailParts } from '../../lib/email/layout'
import type { NotificationDraft } from '../../lib/email/mailer'
import type { NotificationType } from '../../lib/shared/enums'
import { PRODUCT_NAME } from '../../lib/shared/product'
import { emailBrand } from '../business'
import { renderEmail } from './templates'

/**
 * What the owner's customers get about their bookings, issues and the owner's campaigns. A lead's
 * confirmation stays the product's: it passes the renter's interest on, before any business
 * answered.
 */
const FROM_THE_OWNER: ReadonlySet<NotificationType> = new Set([
  'booking_confirmation',
  'payment_confirmation',
  'booking_reminder',
  'booking_status_update',
  'issue_update',
  'marketing_campaign',
  'enquiry_confirmation',
  'messages_to_renter',
  'review_invitation',
])

/** SQL: `text` escaped as hono/html escapes a value, for HTML text and attributes alike. */
const escapedHtml = (text: SQL) =>
  sql`replace(replace(replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`

export interface BrandedEmail {
  /** A one-row select of the brand (name, logoUrl), named `brand` in the insert. */
  brand: SQL
  subject: SQL
  html: SQL
  text: SQL
}

/** The email `draft` describes, as SQL reading the row `brand`. */
export function brandedEmail(draft: NotificationDraft, parts: Omit<EmailParts, 'businessName'>): BrandedEmail {
  if (!FROM_THE_OWNER.has(draft.type)) {
    const email = renderEmail(draft.type, { ...parts, businessName: PRODUCT_NAME }, draft.data)
    return {
      brand: sql`select null as name, null as logoUrl`,
      subject: sql`${email.subject}`,
      html: sql`${email.html}`,
      text: sql`${email.text}`,
    }
  }
  // Markers no template writes and escaping leaves as they are.
  const marker = crypto.randomUUID()
  const nameMarker = `[business-name-${marker}]`
  const logoMarker = `[business-logo-${marker}]`
  // Without an address of our own (a cron job without APP_URL) a logo could not be shown.
  const logoUrl = parts.appUrl ? `${parts.appUrl}${logoMarker}` : null
  const email = renderEmail(draft.type, { ...parts, businessName: nameMarker, logoUrl }, draft.data)
  const name = sql`coalesce(brand.name, ${PRODUCT_NAME})`
  const withName = (text: string, escape = (value: SQL) => value) =>
    sql`replace(${text}, ${nameMarker}, ${escape(name)})`
  const logoHtml = logoUrl && logoImage(logoUrl).toString()
  const html = logoHtml
    ? sql`replace(${withName(email.html, escapedHtml)}, ${logoHtml},
        case when brand.logoUrl is null then '' else replace(${logoHtml}, ${logoMarker}, ${escapedHtml(sql`brand.logoUrl`)}) end)`
    : withName(email.html, escapedHtml)
  return {
    brand: emailBrand(sql`${draft.ownerId}`),
    subject: withName(email.subject),
    html,
    text: withName(email.text),
  }
}
