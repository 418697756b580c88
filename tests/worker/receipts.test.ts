/**
 * Receipts: the renter's (booking ID + email, JSON or PDF) and the owner's (their own bookings only)
 * show the quote the booking was sold at line by line, every payment and refund, and what was
 * paid, refunded and kept; the PDF is a real PDF naming the booking. The business heads both (its
 * name, logo and contacts); the product is named only at the PDF's foot.
 */
import { env } from 'cloudflare:workers'
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { CancellationPolicy } from '../../worker/lib/shared/cancellation'
import type { Quote } from '../../worker/lib/shared/quote'
import { setBusinessProfile, uploadLogo } from '../helpers/business-brand'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { fromNewClient, heldBooking, payWithTestCard } from '../helpers/payments'
import { api, errorOf, signUpOwner } from '../helpers/worker-client'

const DAY_MS = 86_400_000

/** A renter's booking paid by test card, with the email it was booked with. */
async function paidBooking() {
  const held = await heldBooking({ pricePerNight: '200.00', startInDays: 60 })
  const started = await api()['create-payment-intent'].$post(
    { json: { amount: held.amount, bookingId: held.bookingId } },
    { headers: fromNewClient() },
  )
  const { clientSecret } = await started.json()
  expect((await payWithTestCard(clientSecret, '4242 4242 4242 4242')).status).toBe(200)
  const row = await env.DB.prepare(
    'select c.email, b.quote, b.cancellation_policy, b.owner_id from bookings b join customers c on c.id = b.customer_id where b.id = ?',
  )
    .bind(held.bookingId)
    .first<{ email: string; quote: string; cancellation_policy: string; owner_id: string }>()
  return {
    ...held,
    email: row!.email,
    quote: JSON.parse(row!.quote) as Quote,
    policy: JSON.parse(row!.cancellation_policy) as CancellationPolicy,
  }
}

const renterReceipt = (bookingId: string, email: string) =>
  api({ headers: fromNewClient() }).payments.receipts.renter.$post({ json: { bookingId, email } })
const renterPdf = (bookingId: string, email: string) =>
  api({ headers: fromNewClient() }).payments.receipts.renter.pdf.$post({ json: { bookingId, email } })

const decimal = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`

/** The text-drawing operators of every page, decompressed (pdf-lib writes each string as <hex> in WinAnsi). */
async function pageContents(bytes: ArrayBuffer) {
  const doc = await PDFDocument.load(bytes)
  const streams = doc.getPages().flatMap((page) => {
    const contents = page.node.Contents()
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
    return refs.map((ref) => doc.context.lookup(ref))
  })
  const decoder = new TextDecoder('latin1')
  return {
    doc,
    text: streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => decoder.decode(decodePDFRawStream(stream).decode()))
      .join('\n'),
  }
}

const hexOf = (text: string) =>
  [...text].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()).join('')

/** How many images the PDF embeds. */
const imagesIn = (doc: PDFDocument) =>
  doc.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length

describe('a receipt', () => {
  it("lists the stored quote's lines and total, the card payment, and what was paid, refunded and kept", async () => {
    const booking = await paidBooking()
    const response = await renterReceipt(booking.bookingId, booking.email)
    expect(response.status).toBe(200)
    const receipt = await response.json()
    expect(receipt.lines).toEqual(
      booking.quote.lines.map(({ code, label, quantity, unitCents, amountCents }) => ({
        code,
        label,
        quantity,
        unitPrice: decimal(unitCents),
        amount: decimal(amountCents),
      })),
    )
    expect(receipt.total).toBe(decimal(booking.quote.totalCents))
    expect(receipt.total).toBe('400.00')
    expect(receipt).toMatchObject({
      bookingId: booking.bookingId,
      business: { name: 'Avery Stone', logoUrl: null, phone: null, supportEmail: null },
      renter: 'Rae Field',
      rvName: booking.rv.name,
      status: 'confirmed',
      paymentStatus: 'succeeded',
      payments: [{ method: 'Card', amount: '400.00', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
      refunds: [],
      paid: '400.00',
      refunded: '0.00',
      net: '400.00',
    })
    // The policy it was sold under, its deadlines as moments: full refund before pickup − 30 days.
    const { policy } = receipt
    expect(policy?.text).toBe(booking.policy.text)
    expect(policy?.deadlines[0]).toMatchObject({
      percent: 100,
      from: null,
      until: new Date(booking.policy.pickupAt - 30 * DAY_MS).toISOString(),
      text: expect.stringMatching(
        /^Cancelled before \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}: the rental refunded in full$/,
      ),
    })
    expect(policy?.deadlines[1]?.until).toBe(new Date(booking.policy.pickupAt - 7 * DAY_MS).toISOString())
    expect(policy?.deadlines.at(-1)?.until).toBeNull()

    // A refund made (and one still pending) shows with its date, reason and status; only the made one counts.
    const refund = `insert into refunds (id, owner_id, booking_id, amount_cents, reason, status, created_at, updated_at)
      select ?, owner_id, id, ?, ?, ?, ?, ? from bookings where id = ?`
    const now = Date.now()
    await env.DB.batch([
      env.DB.prepare(refund).bind(
        crypto.randomUUID(),
        10_000,
        'renter_cancelled',
        'succeeded',
        now,
        now,
        booking.bookingId,
      ),
      env.DB.prepare(refund).bind(crypto.randomUUID(), 2_500, 'mutual', 'pending', now + 1, now + 1, booking.bookingId),
    ])
    const refunded = await (await renterReceipt(booking.bookingId, booking.email)).json()
    expect(refunded).toMatchObject({
      refunds: [
        { amount: '100.00', status: 'succeeded', reason: 'renter_cancelled', reasonLabel: 'Cancelled by the renter' },
        { amount: '25.00', status: 'pending', statusLabel: 'Pending' },
      ],
      paid: '400.00',
      refunded: '100.00',
      refundPending: '25.00',
      net: '300.00',
    })
  })

  it("shows the refunds cancellations made: the renter's own, and the owner's mutual one in full", async () => {
    const renters = await paidBooking()
    const cancelled = await api({ headers: fromNewClient() }).payments.cancellation.$post({
      json: { bookingId: renters.bookingId, email: renters.email },
    })
    expect(cancelled.status).toBe(200)
    const { refund } = await cancelled.json()
    const afterRenter = await (await renterReceipt(renters.bookingId, renters.email)).json()
    expect(afterRenter).toMatchObject({
      status: 'cancelled',
      refunds: [{ amount: refund?.amount, status: refund?.status, reason: 'renter_cancelled' }],
    })

    const mutual = await paidBooking()
    const moved = await api(mutual.owner.cookie).bookings[':id'].status.$patch({
      param: { id: mutual.bookingId },
      json: { status: 'cancelled', mutual: true },
    })
    expect(moved.status).toBe(200)
    const afterMutual = await (
      await api(mutual.owner.cookie).payments.receipts[':id'].$get({ param: { id: mutual.bookingId } })
    ).json()
    expect(afterMutual.refunds).toMatchObject([{ amount: '400.00', reason: 'mutual' }])
    expect(afterMutual.paid).toBe('400.00')
  })

  it('as a PDF: a download named after the booking, a real PDF whose pages name the booking', async () => {
    const booking = await paidBooking()
    const response = await renterPdf(booking.bookingId, booking.email)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${booking.bookingId.slice(0, 8)}.pdf"`,
    )
    const bytes = await response.arrayBuffer()
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { doc, text } = await pageContents(bytes)
    expect(doc.getTitle()).toBe(`Receipt ${booking.bookingId}`)
    expect(text).toContain(`<${hexOf(`Booking ID: ${booking.bookingId}`)}>`)
    expect(text).toContain(`<${hexOf('$400.00')}>`)
  })

  it("is headed by the business's name, logo and contacts; the PDF draws a PNG logo, leaves a WebP off", async () => {
    const booking = await paidBooking()
    const logoUrl = await uploadLogo(booking.owner.cookie)
    const profile = { name: 'Trail & Co', logoUrl, phone: '555-010-2030', supportEmail: 'help@trail.example' }
    await setBusinessProfile(booking.owner.cookie, profile)
    const receipt = await (await renterReceipt(booking.bookingId, booking.email)).json()
    expect(receipt.business).toEqual(profile)

    const { doc, text } = await pageContents(await (await renterPdf(booking.bookingId, booking.email)).arrayBuffer())
    expect(doc.getAuthor()).toBe('Trail & Co')
    for (const line of ['Trail & Co', '555-010-2030 · help@trail.example', 'Issued with RV Connect'])
      expect(text).toContain(`<${hexOf(line)}>`)
    expect(imagesIn(doc)).toBe(1)

    await setBusinessProfile(booking.owner.cookie, {
      ...profile,
      logoUrl: await uploadLogo(booking.owner.cookie, 'webp'),
    })
    const withWebp = await renterPdf(booking.bookingId, booking.email)
    expect(withWebp.status).toBe(200)
    expect(imagesIn((await pageContents(await withWebp.arrayBuffer())).doc)).toBe(0)
  })

  it('for the renter: a wrong email or id is the lookup’s 404, and a booking with no money moved a 409', async () => {
    const booking = await paidBooking()
    for (const [id, email] of [
      [booking.bookingId, 'someone.else@example.com'],
      [crypto.randomUUID(), booking.email],
    ] as const) {
      for (const response of [await renterReceipt(id, email), await renterPdf(id, email)]) {
        expect(response.status).toBe(404)
        expect(await errorOf(response)).toEqual({
          message: 'No booking matches that booking ID and email',
          code: 'not_found',
        })
      }
    }
    // The email is matched as the lookup matches it: trimmed and in any case.
    expect((await renterReceipt(booking.bookingId, ` ${booking.email.toUpperCase()} `)).status).toBe(200)

    const unpaid = await heldBooking()
    const { email } = (await env.DB.prepare(
      'select c.email from bookings b join customers c on c.id = b.customer_id where b.id = ?',
    )
      .bind(unpaid.bookingId)
      .first<{ email: string }>())!
    const refused = await renterReceipt(unpaid.bookingId, email)
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toMatchObject({ message: 'This booking has no payments yet' })
  })

  it("for the owner: their own booking's receipt with recorded payments; another owner's id is a 404", async () => {
    const fleet = await ownerWithFleet({ pricePerNight: '150.00' })
    const created = await fleet.book({ startDate: dayFromToday(40), endDate: dayFromToday(43), status: 'confirmed' })
    const booking = await created.json()
    const owner = api(fleet.owner.cookie)
    const receipt = (id: string, cookie = fleet.owner.cookie) =>
      api(cookie).payments.receipts[':id'].$get({ param: { id } })

    expect((await receipt(booking.id)).status).toBe(409)
    const paidOn = dayFromToday(0)
    for (const [method, amount] of [
      ['cash', '100.00'],
      ['bank_transfer', '350.00'],
    ] as const)
      expect(
        (await owner.payments.bookings[':id'].$post({ param: { id: booking.id }, json: { method, amount, paidOn } }))
          .status,
      ).toBe(201)

    const own = await receipt(booking.id)
    expect(own.status).toBe(200)
    expect(await own.json()).toMatchObject({
      bookingId: booking.id,
      total: '450.00',
      payments: [
        { date: paidOn, method: 'Cash', amount: '100.00' },
        { date: paidOn, method: 'Bank transfer', amount: '350.00' },
      ],
      paid: '450.00',
      net: '450.00',
      paymentStatus: 'succeeded',
    })
    const pdf = await owner.payments.receipts[':id'].pdf.$get({ param: { id: booking.id } })
    expect(pdf.status).toBe(200)
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 4))).toBe('%PDF')

    const stranger = await signUpOwner()
    for (const response of [
      await receipt(booking.id, stranger.cookie),
      await api(stranger.cookie).payments.receipts[':id'].pdf.$get({ param: { id: booking.id } }),
    ]) {
      expect(response.status).toBe(404)
      expect(await errorOf(response)).toMatchObject({ message: 'That booking was not found' })
    }
    expect((await api().payments.receipts[':id'].$get({ param: { id: booking.id } })).status).toBe(401)
  })
})
