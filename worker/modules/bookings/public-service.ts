/** The renter's side of booking: holding an RV while they pay. */
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { customers } from '../../db/schema'
import { runBatch } from '../../db/batch'
import type { RequestContext } from '../../db/owned'
import { AppError } from '../../lib/errors'
import { assertUsZipCode } from '../../lib/us-zip-code'
import { fromCents } from '../../lib/shared/money'
import { bookingInsertable, bookingWritten, insertBookingStatements, type NewBooking } from './lifecycle'
import { formatDeliveryAddress, type DeliveryAddress, type DeliveryOption } from './rules/delivery-options'
import type { PublicBookingData, PublicQuoteData } from './schemas'
import { alreadyBooked, assertBookableDates, nightsTakenRefusal, rvFreeFor, siteRefusal } from './service'
import { quote } from './quote'
import { bookingEmail, provenFirstName } from './emails'
import { redeemCode, renterHoldCreatedStatements } from './extensions'
import { utcDay } from '../../lib/shared/dates'
import type { Mailer } from '../../lib/email/mailer'

/** An unpaid hold keeps the dates for 30 minutes, then stops blocking them. */
export const HOLD_MINUTES = 30

/**
 * Unpaid holds one client (by address) may keep open at once, and of those, for one renter's
 * email. The per-email cap counts only the holds this client placed for that email: counted over
 * every client, three anonymous holds typed with a victim's address would lock the victim out for
 * 30 minutes. Scoped to (email, client) it still stops one client hoarding RVs under one renter,
 * while the per-client cap bounds everything a client holds, whatever emails it types.
 */
export const MAX_OPEN_HOLDS_PER_EMAIL = 3
export const MAX_OPEN_HOLDS_PER_CLIENT = 5

/** The client is kept only as a hash: enough to count its holds, nothing to read back. */
const hashClient = (client: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(client)))

/**
 * SQL: how many unpaid holds are open now, among bookings joined as `b` (reached through the
 * held_until index). A request to book whose card is authorised is not one: the card stands behind it.
 */
const openHolds = (now: number, condition: SQL) =>
  sql`(select count(*) from bookings b where b.held_until > ${now} and b.status = 'pending' and b.payment_status not in ('succeeded', 'authorized') and ${condition})`

const holdsByEmail = (now: number, email: string, clientHash: string) =>
  openHolds(
    now,
    sql`b.hold_client = ${clientHash} and b.customer_id in (select id from customers where email = ${email})`,
  )
const holdsByClient = (now: number, clientHash: string) => openHolds(now, sql`b.hold_client = ${clientHash}`)

const tooManyHolds = () =>
  new AppError(
    429,
    'too_many_holds',
    'You already have bookings waiting for payment. Pay for one of them, or wait 30 minutes for them to lapse, before holding another RV.',
  )

const codeUsedUp = () =>
  new AppError(
    409,
    'promotion_refused',
    'That code has just been fully used. Remove it to book without the discount.',
    {
      promotionCode: ['That code has just been fully used'],
    },
  )

/** The address 'Delivery to your home' goes to (the schema has made sure each part is there). */
const homeDeliveryAddress = ({ deliveryStreet, deliveryCity, deliveryState, deliveryZip }: PublicBookingData) =>
  deliveryStreet && deliveryCity && deliveryState && deliveryZip
    ? { street: deliveryStreet, city: deliveryCity, state: deliveryState, zip: deliveryZip }
    : null

/**
 * The delivery as the confirmation names it. The street and city of a home address are the
 * requester's own words and nobody has proven the email is theirs, so the email gives only the
 * state and zip (a picked code and five digits, which carry no message); the owner sees it whole.
 */
const deliveryForEmail = (delivery: DeliveryOption, address: DeliveryAddress | null) =>
  address
    ? `${delivery.name} in ${address.state} ${address.zip}, at the street address you gave`
    : `${delivery.name}, ${delivery.address}`

/**
 * The renter's price for a stay, by the server's stored prices: the delivery chosen, priced by its
 * distance from the RV's pickup location (to their address: the delivery zip's centroid once they
 * typed it, the searched zip's until then), and a code of the RV's owner (a promotion, redeemed by
 * the extension that takes codes: active, in its dates, for this RV type, with a use left, above
 * its minimum spend) as a discount line.
 */
export async function renterQuote({ ctx, input }: { ctx: RequestContext; input: PublicQuoteData }) {
  const { db, now } = ctx
  assertBookableDates(input.startDate, now)
  const searched = assertUsZipCode('zipCode', input.zipCode)
  const home = input.deliveryZip ? assertUsZipCode('deliveryZip', input.deliveryZip) : searched
  const deliveryTo = input.deliveryOptionId ? { optionId: input.deliveryOptionId, home } : null
  const quoted = await quote({ ctx, input: { ...input, deliveryTo } })
  const { rv, venue, site, delivery, price, priceWith, policy, sitePolicy } = quoted
  if (input.guests && input.guests > rv.sleeps) {
    const message = `${rv.name} sleeps ${rv.sleeps}, fewer than your ${input.guests} guests. Choose a larger RV.`
    throw new AppError(400, 'too_many_guests', message, { guests: [message] })
  }
  if (site && venue) {
    const refusal = await siteRefusal({ ctx, input: { site, venueId: venue.id, range: input } })
    if (refusal) throw refusal
  }
  const terms = { rv, venue, site, delivery, policy, sitePolicy }
  if (!input.promotionCode) return { ...terms, price, promotion: null }
  // A partner's site nights are not the owner's business: a code's minimum spend counts the rest.
  const siteCents = price.lines
    .filter((line) => line.code === 'site_nights')
    .reduce((sum, line) => sum + line.amountCents, 0)
  const promotion = await redeemCode({
    ctx: { db },
    input: {
      ownerId: rv.ownerId,
      code: input.promotionCode,
      rvType: rv.type,
      today: utcDay(now),
      subtotalCents: price.totalCents - siteCents,
    },
  })
  return { ...terms, price: priceWith(promotion.discount), promotion }
}

/** A renter's hold is placed by a client (its address, for the hold limits) with the request's cookies. */
export interface HoldContext extends RequestContext {
  mailer: Mailer
  client: string
  cookies: Record<string, string>
}

/**
 * Holds an RV for a renter: the customer (under the RV's owner, found by email) and the booking
 * are written in one batch, each only if the RV is still free and the renter and their client are
 * within their open-hold limits, so a lost race writes nothing; a promotion code's use is reserved
 * in the same batch, only while one is left. An existing customer's record is never changed from
 * here. Nobody has proven they own the email typed, so the confirmation carries none of the
 * requester's own words (a stranger could make it say anything to anyone): it greets by the name
 * the owner entered for that address, or generically (see `provenFirstName`). The request's
 * cookies go to the extensions (a campaign link the renter followed). Answers what the wizard
 * needs to send the renter to /checkout.
 */
export async function holdBooking({ ctx, input }: { ctx: HoldContext; input: PublicBookingData }) {
  const { db, mailer, client, cookies, now } = ctx
  const { rv, venue, site, delivery, price, policy, sitePolicy, promotion } = await renterQuote({ ctx, input })
  if (!rv.available) throw alreadyBooked()
  const known = await db.query.customers.findFirst({
    columns: { firstName: true, source: true },
    where: and(eq(customers.ownerId, rv.ownerId), eq(customers.email, input.email)),
  })

  const clientHash = hashClient(client)
  const allowed = sql`${rvFreeFor(rv.id, input, now)} and ${holdsByEmail(now, input.email, clientHash)} < ${MAX_OPEN_HOLDS_PER_EMAIL} and ${holdsByClient(now, clientHash)} < ${MAX_OPEN_HOLDS_PER_CLIENT}`
  const bookedAs = known ? `Booked as ${input.firstName} ${input.lastName}, ${input.phone}` : null
  const deliveryAddress = homeDeliveryAddress(input)
  const deliveryNote = delivery
    ? `Delivery: ${delivery.name} (${deliveryAddress ? formatDeliveryAddress(deliveryAddress) : delivery.address})`
    : null
  const booking: NewBooking = {
    id: crypto.randomUUID(),
    ownerId: rv.ownerId,
    customerId: sql`(select id from customers where owner_id = ${rv.ownerId} and email = ${input.email})`,
    rvId: rv.id,
    venueId: input.venueId,
    startDate: input.startDate,
    endDate: input.endDate,
    quote: price,
    cancellationPolicy: policy,
    status: 'pending',
    notes: [deliveryNote, bookedAs].filter(Boolean).join('\n') || null,
    heldUntil: now + HOLD_MINUTES * 60_000,
    holdClient: clientHash,
    promotionId: promotion?.id ?? null,
    guests: input.guests,
    deliveryAddress,
    // The RV and the partner's site are one row: held, paid and cancelled together.
    parkingSpotId: site?.id ?? null,
    arrivalWindow: site ? input.arrivalWindow : null,
    siteCancellationPolicy: sitePolicy,
  }
  const greeting = { email: input.email, firstName: known ? provenFirstName(known) : null }
  // The renter's confirmation, written only with the booking (and to the customer found by email).
  const confirmation = mailer.record(
    {
      ...bookingEmail(
        'booking_confirmation',
        {
          ...booking,
          customerId: undefined,
          totalCents: price.totalCents,
          delivery: delivery && deliveryForEmail(delivery, deliveryAddress),
        },
        greeting,
        rv.name,
      ),
      customerId: booking.customerId,
    },
    now,
    bookingWritten(booking.id),
  )
  const [, inserted] = await runBatch(db, [
    sql`insert into customers (id, owner_id, first_name, last_name, email, phone, zip_code, source, created_at)
        select ${crypto.randomUUID()}, ${rv.ownerId}, ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone}, ${input.zipCode}, 'hold', ${now}
        where ${bookingInsertable(allowed, booking, now)}
        on conflict (owner_id, email) do nothing`,
    ...insertBookingStatements(booking, allowed, now),
    ...renterHoldCreatedStatements({
      bookingId: booking.id,
      ownerId: booking.ownerId,
      cookies,
      written: bookingWritten(booking.id),
    }),
    confirmation.statement,
  ])
  if (inserted?.meta.changes !== 1) {
    const counts = await db.get<{ byEmail: number; byClient: number }>(
      sql`select ${holdsByEmail(now, input.email, clientHash)} as byEmail, ${holdsByClient(now, clientHash)} as byClient`,
    )
    if (counts && (counts.byEmail >= MAX_OPEN_HOLDS_PER_EMAIL || counts.byClient >= MAX_OPEN_HOLDS_PER_CLIENT))
      throw tooManyHolds()
    const stillFree = await db.get(sql`select 1 as free where ${rvFreeFor(rv.id, input, now)}`)
    if (stillFree && site && venue) {
      // The RV was free: its site was taken or closed meanwhile (neither was written).
      const refusal = await siteRefusal({ ctx, input: { site, venueId: venue.id, range: input } })
      if (refusal) throw refusal
    }
    // The dates were free, so the code's last use went to someone else meanwhile.
    if (promotion && stillFree) throw codeUsedUp()
    if (stillFree && site)
      throw new AppError(409, 'site_unavailable', `Site ${site.spotNumber} has just stopped taking bookings`, {
        siteId: ['Choose another site'],
      })
    throw await nightsTakenRefusal({
      ctx,
      input: { rvId: rv.id, range: { ...input, venueId: site ? null : input.venueId } },
    })
  }
  await mailer.enqueue([confirmation.id])
  const venueText = site && venue ? `, site ${site.spotNumber} at ${venue.name}` : venue ? ` at ${venue.name}` : ''
  return {
    bookingId: booking.id,
    amount: fromCents(price.totalCents),
    description: `${rv.name}${venueText}, ${input.startDate} to ${input.endDate}`,
    heldUntil: new Date(booking.heldUntil!).toISOString(),
  }
}
