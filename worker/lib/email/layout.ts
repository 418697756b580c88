/**
 * The shared email layout every domain writes its emails with, and the type of a template that
 * notifications' registry renders (worker/email-templates.ts registers each domain's once), so no
 * domain imports notifications to write an email. Responsive HTML (one centred column, inline styles, as mail clients
 * need) with a plain-text part; every value from a person is escaped by hono/html. Links open in
 * a new tab, as webmail opens them and as the outbox preview (a sandboxed frame) needs. The header
 * names who the email comes from (a business, with its logo, or the product); the footer always
 * names the product that sent it.
 */
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { PRODUCT_NAME } from '../shared/product'

export interface EmailContent {
  subject: string
  html: string
  text: string
}

/** What every email has: who sends it, whom it greets, and where its links point. */
export interface EmailParts {
  /** The business the email comes from, or the product's name for its own emails. */
  businessName: string
  /** The business's logo, an absolute address (mail clients have no page to resolve a path against). */
  logoUrl?: string | null
  customerName: string
  /** e.g. https://rvconnect.example */
  appUrl: string
}

export interface EmailBody {
  heading: string
  lines: string[]
  link: { label: string; path: string }
  /**
   * Marketing emails: the address each web address in the lines (and the button) really points
   * to (a tracked redirect), the unsubscribe link under the email and an image that counts the open.
   */
  tracking?: { linkTo: (url: string) => string; unsubscribeUrl: string; openPixelUrl: string }
}

const WEB_ADDRESS = /https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?]/g

/** The web addresses in a text, as the email links them. */
export const webAddressesIn = (text: string) => [...text.matchAll(WEB_ADDRESS)].map((match) => match[0])

/** A line as HTML: escaped text, with each web address a link through `linkTo`. */
function linkedLine(line: string, linkTo: (url: string) => string) {
  const parts: (string | HtmlEscapedString)[] = []
  let last = 0
  for (const match of line.matchAll(WEB_ADDRESS)) {
    parts.push(line.slice(last, match.index))
    parts.push(
      html`<a href="${linkTo(match[0])}" target="_blank" rel="noopener" style="color:#4338ca"
        >${match[0]}</a
      >` as HtmlEscapedString,
    )
    last = match.index + match[0].length
  }
  parts.push(line.slice(last))
  return parts
}

/** The business's logo, above its name: the name says whose it is, so the image needs no text of its own. */
export const logoImage = (src: string) =>
  html`<img
    src="${src}"
    alt=""
    height="48"
    style="display:block;height:48px;max-width:240px;border:0;margin:0 0 8px"
  />` as HtmlEscapedString

export function layout(input: EmailParts, subject: string, body: EmailBody): EmailContent {
  const { tracking } = body
  const linkTo = tracking?.linkTo ?? ((url: string) => url)
  const href = linkTo(`${input.appUrl}${body.link.path}`)
  const content = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-radius:12px"
              >
                <tr>
                  <td style="padding:24px 28px 8px;font-size:14px;font-weight:bold;color:#4338ca">
                    ${input.logoUrl ? logoImage(input.logoUrl) : ''} ${input.businessName}
                  </td>
                </tr>
                <tr>
                  <td style="padding:8px 28px">
                    <h1 style="margin:0;font-size:22px;line-height:1.3">${body.heading}</h1>
                  </td>
                </tr>
                <tr>
                  <td style="padding:8px 28px;font-size:16px;line-height:1.5">
                    <p style="margin:0 0 12px">Hi ${input.customerName},</p>
                    ${body.lines.map((line) => html`<p style="margin:0 0 12px">${linkedLine(line, linkTo)}</p>`)}
                  </td>
                </tr>
                <tr>
                  <td style="padding:8px 28px 28px">
                    <a
                      href="${href}"
                      target="_blank"
                      rel="noopener"
                      style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold"
                      >${body.link.label}</a
                    >
                  </td>
                </tr>
              </table>
              <p style="font-size:12px;color:#71717a;margin:16px 0 0">Sent by ${PRODUCT_NAME}</p>
              ${
                tracking
                  ? html`<p style="font-size:12px;color:#71717a;margin:8px 0 0">
                        <a href="${tracking.unsubscribeUrl}" target="_blank" rel="noopener" style="color:#71717a"
                          >Unsubscribe</a
                        >
                        from these emails
                      </p>
                      <img src="${tracking.openPixelUrl}" width="1" height="1" alt="" style="display:block;border:0" />`
                  : ''
              }
            </td>
          </tr>
        </table>
      </body>
    </html>` as HtmlEscapedString
  const text = [
    input.businessName,
    '',
    body.heading,
    '',
    `Hi ${input.customerName},`,
    '',
    ...body.lines.map((line) => line.replace(WEB_ADDRESS, linkTo)),
    '',
    `${body.link.label}: ${href}`,
    ...(tracking ? ['', `Unsubscribe: ${tracking.unsubscribeUrl}`] : []),
    '',
    `Sent by ${PRODUCT_NAME}`,
  ].join('\n')
  return { subject, html: content.toString(), text }
}

/**
 * An email the owner of a business gets about it (their copy of a renter's cancellation) comes
 * from the product, not from themselves.
 */
export const fromProduct = (parts: EmailParts): EmailParts => ({ ...parts, businessName: PRODUCT_NAME, logoUrl: null })

/**
 * A template renders its domain's details, or a sample of them when there are none (a test email
 * from the notifications page).
 */
export type EmailTemplate = (parts: EmailParts, data: unknown) => EmailContent

/**
 * Types the template by the details its domain passes. The cast is safe because a type's drafts
 * and its template come from the same domain module.
 */
export const emailTemplate =
  <Data>(render: (parts: EmailParts, data: Data | undefined) => EmailContent): EmailTemplate =>
  (parts, data) =>
    render(parts, data as Data | undefined)
