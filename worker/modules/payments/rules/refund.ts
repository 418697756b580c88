/**
 * What a cancellation gives back: the booking's quote, line by line, at the share its policy allows
 * at the moment of cancelling. Pure, so the renter's screen shows the very figure the Worker refunds.
 *
 * The rental lines follow the policy's table (or 100 % in the grace after booking); the discount
 * comes off the rental, so it goes back at the rental's share; delivery, the preparation fee and
 * add-ons always come back in full; a partner's site nights (`site_nights`, booked with the RV)
 * follow the partner's own policy's table (`sitePolicy`, same grace); each tax line gives back its part of every taxable line at
 * that line's share, exactly as the quote summed it. The sum never exceeds what is still paid.
 */
import {
  GRACE_HOURS,
  GRACE_LEAD_DAYS,
  SHORT_GRACE_HOURS,
  type CancellationPolicy,
  type RefundLine,
} from '../../../lib/shared/cancellation'
import { RENTAL_LINE_CODES, type Quote, type QuoteLine } from '../../../lib/shared/quote'
import { lineTaxCents, percentOf } from '../../../lib/shared/tax'
import { formatInZone } from '../../../lib/shared/zoned-time'

export type { RefundLine }

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export interface RefundRequest {
  quote: Quote
  policy: CancellationPolicy
  bookedAt: number
  cancelAt: number
  paidCents: number
  refundedCents: number
  /** The owner cancels, or both agree: every line at 100 % (still no more than was paid). */
  full?: boolean
  /** The partner's policy the site's nights were sold under (the booking's site_cancellation_policy). */
  sitePolicy?: CancellationPolicy | null
}

/** The shares a cancellation gives back: the rental's (the RV's policy) and the site's (the partner's). */
interface Shares {
  rental: number
  site: number
}

export interface Refund {
  /** The rental's percent applied (100 in grace or full). */
  percent: number
  reason: 'full' | 'grace' | 'policy'
  lines: RefundLine[]
  /** After the cap at what is still paid. */
  refundCents: number
  /**
   * When the refund next drops and to what; null when it never drops again (already at the last
   * tier). `at` is the first instant the lower refund applies: cancel before it to keep this one.
   */
  nextDrop: { at: number; refundCents: number } | null
}

/** How long after booking a cancellation is refunded in full: 24 h, or 1 h when pickup was under 7 days away. */
function graceMs(bookedAt: number, pickupAt: number) {
  const hours = pickupAt - bookedAt >= GRACE_LEAD_DAYS * DAY_MS ? GRACE_HOURS : SHORT_GRACE_HOURS
  return hours * HOUR_MS
}

const inGrace = (bookedAt: number, cancelAt: number, pickupAt: number) =>
  cancelAt - bookedAt <= graceMs(bookedAt, pickupAt)

/**
 * The rental's percent by the policy's table: the first tier whose lead time is strictly exceeded.
 * The last tier (moreThanDays 0) also covers a cancellation at or after pickup.
 */
function tierPercent(policy: CancellationPolicy, cancelAt: number) {
  const lead = policy.pickupAt - cancelAt
  const tier = policy.tiers.find(({ moreThanDays }) => lead > moreThanDays * DAY_MS) ?? policy.tiers.at(-1)
  return tier?.percent ?? 0
}

/** percentOf gives −0 for a negative line at 0 %; a refund shows and compares as plain 0. */
const lineRefund = (amountCents: number, percent: number) => percentOf(amountCents, percent) + 0

/** The share of a non-tax line: the rental and its discount by the policy, the site's nights by the partner's, everything else in full. */
const linePercent = (line: QuoteLine, shares: Shares) =>
  RENTAL_LINE_CODES.includes(line.code) || line.code === 'discount'
    ? shares.rental
    : line.code === 'site_nights'
      ? shares.site
      : 100

/** A tax line's refund: its tax on each taxable line, at that line's share, rounded per line as the quote was. */
function taxRefundCents(tax: QuoteLine, lines: QuoteLine[], shares: Shares) {
  // No stored quote has a tax line without its rate; should one appear, it follows the rental.
  if (tax.rateMilliPercent === undefined) return lineRefund(tax.amountCents, shares.rental)
  const rate = tax.rateMilliPercent
  return lines
    .filter((line) => line.taxable && line.code !== 'tax')
    .reduce((sum, line) => sum + percentOf(lineTaxCents(line.amountCents, rate), linePercent(line, shares)), 0)
}

/** Each line of the quote with its share and refund at `shares`. */
function refundLines(quote: Quote, shares: Shares): RefundLine[] {
  return quote.lines.map((line) => {
    const base = { code: line.code, label: line.label, amountCents: line.amountCents }
    if (line.code !== 'tax') {
      const percent = linePercent(line, shares)
      return { ...base, percent, refundCents: lineRefund(line.amountCents, percent) }
    }
    const refundCents = taxRefundCents(line, quote.lines, shares)
    const percent = line.amountCents === 0 ? 100 : Math.round((refundCents * 100) / line.amountCents)
    return { ...base, percent, refundCents }
  })
}

/** The refund at `request.cancelAt`, without looking ahead. */
function refundAt(request: RefundRequest): Omit<Refund, 'nextDrop'> {
  const { quote, policy, bookedAt, cancelAt, paidCents, refundedCents, full, sitePolicy } = request
  const reason = full ? 'full' : inGrace(bookedAt, cancelAt, policy.pickupAt) ? 'grace' : 'policy'
  const percent = reason === 'policy' ? tierPercent(policy, cancelAt) : 100
  const site = reason === 'policy' ? tierPercent(sitePolicy ?? policy, cancelAt) : 100
  const lines = refundLines(quote, { rental: percent, site })
  const owed = lines.reduce((sum, line) => sum + line.refundCents, 0)
  // Money not paid (a deposit only, or part already refunded) is not refunded.
  const refundCents = Math.max(0, Math.min(owed, paidCents - refundedCents))
  return { percent, reason, lines, refundCents }
}

/**
 * The instants after `cancelAt` at which the rental's percent can change, earliest first: the first
 * instant past the grace, and each tier's start (pickup − moreThanDays). A full refund never changes.
 */
function changeMoments(request: RefundRequest, reason: Refund['reason']) {
  if (reason === 'full') return []
  const { policy, bookedAt, cancelAt, sitePolicy } = request
  const graceOver = reason === 'grace' ? [bookedAt + graceMs(bookedAt, policy.pickupAt) + 1] : []
  const tierStarts = [policy, ...(sitePolicy ? [sitePolicy] : [])].flatMap((table) =>
    table.tiers
      .filter(({ moreThanDays }) => moreThanDays > 0)
      .map(({ moreThanDays }) => table.pickupAt - moreThanDays * DAY_MS),
  )
  return [...graceOver, ...tierStarts].filter((at) => at > cancelAt).sort((a, b) => a - b)
}

export function computeRefund(request: RefundRequest): Refund {
  const now = refundAt(request)
  // A change that leaves the refund as it is (flexible's 50 % both sides of 7 days, or a cap at a
  // deposit) is no deadline for the renter: report the first one that actually lowers it.
  let nextDrop: Refund['nextDrop'] = null
  for (const at of changeMoments(request, now.reason)) {
    const { refundCents } = refundAt({ ...request, cancelAt: at })
    if (refundCents < now.refundCents) {
      nextDrop = { at, refundCents }
      break
    }
  }
  return { ...now, nextDrop }
}

/**
 * 'Cancel before 14 Dec, 09:00 to get $812.50 back; after that $406.25', in the owner's time zone
 * (where the pickup is); null when the refund never drops again.
 */
export function refundDeadlineText(refund: Refund, timeZone: string, formatMoney: (cents: number) => string) {
  if (!refund.nextDrop) return null
  const { at, refundCents } = refund.nextDrop
  return (
    `Cancel before ${formatInZone(at, timeZone)} to get ${formatMoney(refund.refundCents)} back; ` +
    `after that ${formatMoney(refundCents)}`
  )
}
