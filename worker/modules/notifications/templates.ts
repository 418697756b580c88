/**
 * The six customer emails, and the owner's email-address confirmation: responsive HTML (one
 * centred column, inline styles, as mail clients need) with a plain-text part. Every value from a
 * person is escaped by hono/html.
 */
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { NotificationType } from '../../db/schema/enums'

export interface EmailContent {
  subject: string
  html: string
  text: string
}

export interface BookingDetails {
  bookingId: string
  rvName: string
  startDate: string
  endDate: string
  /** e.g. '$1,234.00' */
  total: string
  /** Label of the status the booking is now in, e.g. 'Confirmed'. */
  statusLabel: string
}

export interface IssueDetails {
  title: string
  statusLabel: string
}

export interface TemplateInput {
  businessName: string
  customerName: string
  /** Where links in the email point, e.g. https://rvconnect.example */
  appUrl: string
  booking?: BookingDetails
  issue?: IssueDetails
  /** email_verification: the one-time token its link carries. */
  verificationToken?: string
}

interface Body {
  heading: string
  lines: string[]
  link: { label: string; path: string }
}

function layout(input: TemplateInput, subject: string, body: Body): EmailContent {
  const href = `${input.appUrl}${body.link.path}`
  const content = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px 8px;font-size:14px;font-weight:bold;color:#4338ca">${input.businessName}</td></tr>
<tr><td style="padding:8px 28px"><h1 style="margin:0;font-size:22px;line-height:1.3">${body.heading}</h1></td></tr>
<tr><td style="padding:8px 28px;font-size:16px;line-height:1.5"><p style="margin:0 0 12px">Hi ${input.customerName},</p>${body.lines.map((line) => html`<p style="margin:0 0 12px">${line}</p>`)}</td></tr>
<tr><td style="padding:8px 28px 28px"><a href="${href}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${body.link.label}</a></td></tr>
</table>
<p style="font-size:12px;color:#71717a;margin:16px 0 0">${input.businessName} · sent by RV Connect</p>
</td></tr></table></body></html>` as HtmlEscapedString
  const text = [input.businessName, '', body.heading, '', `Hi ${input.customerName},`, '', ...body.lines, '', `${body.link.label}: ${href}`].join('\n')
  return { subject, html: content.toString(), text }
}

const tripLine = (booking: BookingDetails) => `${booking.rvName}, ${booking.startDate} to ${booking.endDate} (total ${booking.total}).`
const bookingLink = (booking: BookingDetails) => ({ label: 'View your booking', path: `/bookings?bookingId=${encodeURIComponent(booking.bookingId)}` })
const sample: BookingDetails = { bookingId: 'test-booking', rvName: 'Sample RV', startDate: '2030-07-01', endDate: '2030-07-05', total: '$800.00', statusLabel: 'Confirmed' }

const templates: Record<NotificationType, (input: TemplateInput) => EmailContent> = {
  booking_confirmation: (input) => {
    const booking = input.booking ?? sample
    return layout(input, `Your booking: ${booking.rvName}`, { heading: 'We have your booking', lines: [`Thank you for booking with ${input.businessName}.`, tripLine(booking), `Status: ${booking.statusLabel}.`], link: bookingLink(booking) })
  },
  payment_confirmation: (input) => {
    const booking = input.booking ?? sample
    return layout(input, `Payment received: ${booking.rvName}`, { heading: 'Payment received', lines: [`We received your payment of ${booking.total}. Your booking is confirmed.`, tripLine(booking)], link: bookingLink(booking) })
  },
  booking_reminder: (input) => {
    const booking = input.booking ?? sample
    // Sent up to 2 days ahead (a missed run still reminds), so it names the day rather than counting.
    return layout(input, `Your trip starts soon: ${booking.rvName}`, { heading: `Your trip starts on ${booking.startDate}`, lines: [tripLine(booking), 'Bring your driving licence and the card you paid with to pickup.'], link: bookingLink(booking) })
  },
  booking_status_update: (input) => {
    const booking = input.booking ?? sample
    return layout(input, `Your booking is ${booking.statusLabel.toLowerCase()}`, { heading: `Your booking is ${booking.statusLabel.toLowerCase()}`, lines: [tripLine(booking)], link: bookingLink(booking) })
  },
  issue_reported: (input) => {
    const issue = input.issue ?? { title: 'Sample issue', statusLabel: 'Open' }
    return layout(input, 'We received your issue report', { heading: 'We are on it', lines: [`We received your report "${issue.title}". Our team will contact you shortly.`], link: { label: 'Open RV Connect', path: '/' } })
  },
  issue_update: (input) => {
    const issue = input.issue ?? { title: 'Sample issue', statusLabel: 'In Progress' }
    return layout(input, `Update on your issue: ${issue.title}`, { heading: 'Your issue was updated', lines: [`"${issue.title}" is now ${issue.statusLabel.toLowerCase()}.`], link: { label: 'Open RV Connect', path: '/' } })
  },
  email_verification: (input) => {
    // Without a token (a test send) the button only opens the sign-in page.
    const path = input.verificationToken ? `/api/auth/verify-email?token=${encodeURIComponent(input.verificationToken)}` : '/login'
    return layout(input, 'Confirm your email address', {
      heading: 'Confirm your email address',
      lines: ['Confirm that this address is yours to finish setting up your RV Connect account. The link works once, within 24 hours.', 'If you did not create an account, ignore this email.'],
      link: { label: 'Confirm my email address', path },
    })
  },
}

export const renderEmail = (type: NotificationType, input: TemplateInput) => templates[type](input)
