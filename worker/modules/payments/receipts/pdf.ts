/**
 * The receipt as a PDF, drawn in the Worker with pdf-lib and its built-in Helvetica (no font to
 * ship). Helvetica's WinAnsi encoding has no glyph for most of Unicode, so every string is first
 * reduced to what the font can encode (accents dropped where a base letter exists, else '?').
 * pdf-lib loads on the first PDF asked for, not with every request. The business heads it (its
 * logo, name and contacts); the product that issued it is named at the foot of every page.
 */
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib'
import { POLICY_LABELS } from '../../../lib/shared/cancellation'
import { formatDollars } from '../../../lib/shared/money'
import { PRODUCT_NAME } from '../../../lib/shared/product'
import { bookingStatusLabel, PAYMENT_STATUS_LABELS } from '../../bookings/rules/transitions'
import type { ReceiptLogo } from './logo'
import { signedCents } from './schemas'
import type { Receipt } from './service'

const PAGE = { width: 612, height: 792 } // US Letter, in points
const MARGIN = 54
const RIGHT = PAGE.width - MARGIN
const BODY = 10
const LEADING = 14
/** The logo's largest size, in points: a letterhead's, whatever the image's own size. */
const LOGO = { width: 180, height: 54 }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** '2026-12-14' → '14 Dec 2026'. */
export const dayText = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

const money = (decimal: string) => formatDollars(signedCents(decimal))

/** Look-alikes WinAnsi lacks, before falling back to a letter's base form. */
const LOOK_ALIKES: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u00a0': ' ',
  '\u2192': '->',
}

/** `text` reduced to the characters `font` can encode: every other character cannot be drawn and would throw. */
export function encodable(text: string, charset: ReadonlySet<number>) {
  let out = ''
  for (const char of text.replace(/[\t\r\n\v\f]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0
    if (charset.has(code)) {
      out += char
      continue
    }
    const alike = LOOK_ALIKES[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '')
    out += [...alike].every((part) => charset.has(part.codePointAt(0) ?? 0)) && alike !== '' ? alike : '?'
  }
  return out
}

/** A page cursor: writes lines top to bottom and starts a new page when one is full. */
class Writer {
  private page: PDFPage
  private y = PAGE.height - MARGIN

  constructor(
    private readonly newPage: () => PDFPage,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly charset: ReadonlySet<number>,
  ) {
    this.page = newPage()
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return
    this.page = this.newPage()
    this.y = PAGE.height - MARGIN
  }

  private draw(text: string, x: number, { bold = false, size = BODY, alignRight = false } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular
    const safe = encodable(text, this.charset)
    const left = alignRight ? x - font.widthOfTextAtSize(safe, size) : x
    this.page.drawText(safe, { x: left, y: this.y, size, font })
  }

  /** Words wrapped to `width`, as lines. */
  private wrap(text: string, width: number, font: PDFFont, size: number) {
    const lines: string[] = []
    let line = ''
    for (const word of encodable(text, this.charset).split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line) lines.push(line)
    return lines
  }

  /** An image at the left margin, scaled down to fit `LOGO`. */
  image(image: PDFImage) {
    const { width, height } = image.scale(Math.min(1, LOGO.width / image.width, LOGO.height / image.height))
    this.room(height)
    // The image's top at the top of a line of body text.
    this.page.drawImage(image, { x: MARGIN, y: this.y + BODY - height, width, height })
    this.y -= height + 4
  }

  space(points: number) {
    this.y -= points
  }

  title(text: string, size = 20) {
    this.room(size + 8)
    this.draw(text, MARGIN, { bold: true, size })
    this.y -= size + 8
  }

  heading(text: string) {
    this.y -= 8
    this.room(LEADING * 2)
    this.draw(text, MARGIN, { bold: true, size: 12 })
    this.y -= LEADING + 2
  }

  /** A line of text, wrapped to the page. */
  paragraph(text: string, { bold = false } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular
    for (const line of this.wrap(text, RIGHT - MARGIN, font, BODY)) {
      this.room(LEADING)
      this.draw(line, MARGIN, { bold })
      this.y -= LEADING
    }
  }

  /** A label on the left (wrapped) and an amount on the right. */
  row(label: string, amount: string, { bold = false, rule = false } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular
    const lines = this.wrap(label, RIGHT - MARGIN - 100, font, BODY)
    this.room(LEADING * lines.length + (rule ? 6 : 0))
    if (rule) {
      // Between the previous row's descenders and this row's capitals.
      this.y -= 6
      const at = this.y + BODY + 2
      this.page.drawLine({ start: { x: MARGIN, y: at }, end: { x: RIGHT, y: at }, thickness: 0.75 })
    }
    this.draw(amount, RIGHT, { bold, alignRight: true })
    for (const line of lines) {
      this.draw(line, MARGIN, { bold })
      this.y -= LEADING
    }
  }
}

/**
 * The logo as pdf-lib embeds it, or null when its bytes are not the image they claim (the upload
 * checked only their first bytes): a receipt is never refused for its logo.
 */
async function embeddedLogo(doc: PDFDocument, logo: ReceiptLogo | null) {
  if (!logo) return null
  try {
    return await (logo.kind === 'png' ? doc.embedPng(logo.bytes) : doc.embedJpg(logo.bytes))
  } catch (error) {
    console.warn('a receipt logo could not be embedded', error)
    return null
  }
}

/** The product that issued the receipt, at the foot of every page. */
function footer(doc: PDFDocument, font: PDFFont, charset: ReadonlySet<number>) {
  const text = encodable(`Issued with ${PRODUCT_NAME}`, charset)
  for (const page of doc.getPages()) page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8, font })
}

const lineLabel = ({ label, quantity, unitPrice }: Receipt['lines'][number]) =>
  quantity > 1 ? `${label}: ${quantity} x ${money(unitPrice)}` : label

/** The receipt's PDF bytes, headed by the business's `logo` when it has one pdf-lib can draw. */
export async function receiptPdf(receipt: Receipt, now: number, logo: ReceiptLogo | null) {
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  const { business } = receipt
  doc.setTitle(`Receipt ${receipt.bookingId}`)
  doc.setAuthor(business.name)
  doc.setCreator(PRODUCT_NAME)
  doc.setCreationDate(new Date(now))
  doc.setModificationDate(new Date(now))
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const charset = new Set(regular.getCharacterSet())
  const out = new Writer(() => doc.addPage([PAGE.width, PAGE.height]), { regular, bold }, charset)

  const image = await embeddedLogo(doc, logo)
  if (image) out.image(image)
  out.title(business.name, 16)
  const contacts = [business.phone, business.supportEmail].filter(Boolean)
  if (contacts.length > 0) out.paragraph(contacts.join(' · '))
  out.space(16)
  out.title('Receipt')
  out.paragraph(`Booking ID: ${receipt.bookingId}`)
  out.paragraph(`Issued: ${dayText(receipt.issuedOn)}`)
  if (receipt.renter) out.paragraph(`Renter: ${receipt.renter}`)
  out.paragraph(`RV: ${receipt.rvName}`)
  out.paragraph(`Dates: ${dayText(receipt.startDate)} - ${dayText(receipt.endDate)}`)
  out.paragraph(
    `Booking: ${bookingStatusLabel(receipt.status)} · Payment: ${PAYMENT_STATUS_LABELS[receipt.paymentStatus]}`,
  )

  out.heading('Price')
  for (const line of receipt.lines) out.row(lineLabel(line), money(line.amount))
  out.row('Total', money(receipt.total), { bold: true, rule: true })
  if (signedCents(receipt.tax) !== 0) out.row('of which taxes', money(receipt.tax))

  out.heading('Payments')
  if (receipt.payments.length === 0) out.paragraph('None')
  for (const payment of receipt.payments) out.row(`${dayText(payment.date)} · ${payment.method}`, money(payment.amount))

  if (receipt.refunds.length > 0) {
    out.heading('Refunds')
    for (const refund of receipt.refunds)
      out.row(`${dayText(refund.date)} · ${refund.reasonLabel} · ${refund.statusLabel}`, money(refund.amount))
  }

  out.heading('Summary')
  out.row('Paid', money(receipt.paid))
  out.row('Refunded', money(receipt.refunded))
  if (signedCents(receipt.refundPending) !== 0) out.row('Refund pending', money(receipt.refundPending))
  out.row('Net paid', money(receipt.net), { bold: true, rule: true })

  if (receipt.policy) {
    out.heading(`${POLICY_LABELS[receipt.policy.name]} cancellation policy`)
    out.paragraph(receipt.policy.text)
    for (const deadline of receipt.policy.deadlines) out.paragraph(`- ${deadline.text}`)
    out.paragraph(`Pickup: ${receipt.policy.pickup}. Times are in ${receipt.policy.timeZone}.`)
  }
  footer(doc, regular, charset)
  return doc.save()
}
