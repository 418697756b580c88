/**
 * The cancellation refund (pure): the policy's table at its boundaries, the grace after booking,
 * which lines follow the rental and which come back in full, taxes per line, the cap at what was
 * paid, when the refund next drops, and pickup times in the owner's time zone. Every figure is
 * worked out by hand in the comment beside it.
 */
import { describe, expect, it } from 'vitest'
import type { CancellationPolicyName } from '../../worker/lib/shared/cancellation'
import { formatDollars } from '../../worker/lib/shared/money'
import { RENTAL_LINE_CODES, type Quote } from '../../worker/lib/shared/quote'
import { zonedInstant } from '../../worker/lib/shared/zoned-time'
import { computeRefund, refundDeadlineText } from '../../worker/modules/payments/rules/refund'

import {
  HOUR,
  DAY,
  QUOTE,
  REFUND_AT,
  PICKUP,
  BRISBANE,
  NEW_YORK,
  policy,
  request,
  lineOf,
} from '../helpers/refund-fixtures'

describe('the policy table, by time before pickup', () => {
  // Exactly 30 days before is already 8-30 days; exactly 7 days before is already the last tier,
  // which also holds at and after pickup.
  const moments = [
    ['31 days', 31 * DAY],
    ['30 days + 1 ms', 30 * DAY + 1],
    ['30 days', 30 * DAY],
    ['8 days', 8 * DAY],
    ['7 days + 1 ms', 7 * DAY + 1],
    ['7 days', 7 * DAY],
    ['0 (at pickup)', 0],
    ['a day after pickup', -DAY],
  ] as const
  const percents: Record<CancellationPolicyName, readonly (100 | 50 | 0)[]> = {
    flexible: [100, 100, 50, 50, 50, 50, 50, 50],
    moderate: [100, 100, 50, 50, 50, 0, 0, 0],
    strict: [100, 100, 0, 0, 0, 0, 0, 0],
  }
  const rows = (['flexible', 'moderate', 'strict'] as const).flatMap((name) =>
    moments.map(([when, before], index) => ({ name, when, before, percent: percents[name][index]! })),
  )

  it.each(rows)('$name, cancelled $when before pickup: $percent % of the rental', ({ name, before, percent }) => {
    const refund = computeRefund(request(name, before))
    expect(refund.reason).toBe('policy')
    expect(refund.percent).toBe(percent)
    expect(refund.refundCents).toBe(REFUND_AT[percent])
  })
})

describe('a pickup in the owner’s time zone', () => {
  // Pickup 2031-03-10 00:30 Brisbane = 03-09 14:30 UTC; 30 days before is 02-07 14:30 UTC (02-08 00:30 there).
  // Cancelled 2031-02-07 20:00 UTC = 02-08 06:00 in Brisbane: 29 days 18.5 hours before the real pickup,
  // but 30 days 4.5 hours before 03-10 00:30 read as UTC.
  const cancelAt = Date.UTC(2031, 1, 7, 20, 0)

  it('counts from the zone’s instant, so a cancellation on Feb 7 (UTC) is already 8-30 days', () => {
    const pickupAt = zonedInstant('2031-03-10', '00:30', BRISBANE)
    const refund = computeRefund(request('moderate', 0, { policy: policy('moderate', pickupAt), cancelAt }))
    expect(refund.percent).toBe(50)
    expect(refund.refundCents).toBe(REFUND_AT[50])
    // The same wall time read as UTC would have put it in the more-than-30-days tier.
    const asUtc = computeRefund(
      request('moderate', 0, { policy: policy('moderate', Date.UTC(2031, 2, 10, 0, 30)), cancelAt }),
    )
    expect(asUtc.percent).toBe(100)
  })

  it('changes tier at the zone’s 00:30, not at midnight of either calendar', () => {
    expect(computeRefund(request('moderate', 0, { cancelAt: Date.UTC(2031, 1, 7, 14, 30) - 1 })).percent).toBe(100)
    expect(computeRefund(request('moderate', 0, { cancelAt: Date.UTC(2031, 1, 7, 14, 30) })).percent).toBe(50)
  })
})

describe('the grace after booking', () => {
  it('refunds everything within 24 hours when pickup was at least 7 days away', () => {
    const bookedAt = PICKUP - 20 * DAY
    const at = (cancelAt: number) => computeRefund(request('strict', 0, { bookedAt, cancelAt }))
    expect(at(bookedAt + 24 * HOUR)).toMatchObject({ reason: 'grace', percent: 100, refundCents: REFUND_AT[100] })
    // Strict, 19 days before pickup: nothing of the rental.
    expect(at(bookedAt + 24 * HOUR + 1)).toMatchObject({ reason: 'policy', percent: 0, refundCents: REFUND_AT[0] })
  })

  it('counts a pickup exactly 7 days after booking as 7 days away (24-hour grace)', () => {
    const bookedAt = PICKUP - 7 * DAY
    const refund = computeRefund(request('strict', 0, { bookedAt, cancelAt: bookedAt + 24 * HOUR }))
    expect(refund).toMatchObject({ reason: 'grace', refundCents: REFUND_AT[100] })
  })

  it('lasts 1 hour when pickup was under 7 days away', () => {
    const bookedAt = PICKUP - 7 * DAY + 1
    const at = (cancelAt: number) => computeRefund(request('moderate', 0, { bookedAt, cancelAt }))
    expect(at(bookedAt + HOUR)).toMatchObject({ reason: 'grace', percent: 100, refundCents: REFUND_AT[100] })
    // Moderate, under 7 days before pickup: nothing of the rental.
    expect(at(bookedAt + HOUR + 1)).toMatchObject({ reason: 'policy', percent: 0, refundCents: REFUND_AT[0] })
  })
})

describe('the lines', () => {
  it('takes the discount off the rental: it goes back at the rental’s percent, lowering the refund', () => {
    const discountAt = (before: number) => lineOf(computeRefund(request('moderate', before)), 'Spring promo')
    expect(discountAt(31 * DAY)).toMatchObject({ percent: 100, refundCents: -7_750 })
    expect(discountAt(10 * DAY)).toMatchObject({ percent: 50, refundCents: -3_875 })
    expect(discountAt(DAY)).toMatchObject({ percent: 0, refundCents: 0 })
  })

  it('gives back each tax line’s part of every taxable line at that line’s percent, rounded per line', () => {
    const refund = computeRefund(request('moderate', 10 * DAY))
    expect(refund.lines).toEqual([
      { code: 'rv_nights', label: 'Sunseeker', amountCents: 59_996, percent: 50, refundCents: 29_998 },
      // 87.475 → 87.48 (half-up).
      { code: 'rv_weekend_nights', label: 'Weekend', amountCents: 17_495, percent: 50, refundCents: 8_748 },
      { code: 'discount', label: 'Spring promo', amountCents: -7_750, percent: 50, refundCents: -3_875 },
      { code: 'delivery', label: 'Delivery', amountCents: 12_000, percent: 100, refundCents: 12_000 },
      { code: 'prep_fee', label: 'Preparation fee', amountCents: 5_000, percent: 100, refundCents: 5_000 },
      { code: 'add_on', label: 'Bikes', amountCents: 2_500, percent: 100, refundCents: 2_500 },
      // 26.63 + 7.77 − 3.44 + 10.65 + 2.22 = 43.83, 58.6 % of 74.77 shown as 59. Not 43.82 (half the
      // rental's tax rounded once), 43.81 (tax on the refunded amounts) nor 37.39 (half the line).
      { code: 'tax', label: 'State tax', amountCents: 7_477, percent: 59, refundCents: 4_383 },
      // 3.00 + 0.88 − 0.39 + 1.20 + 0.25 = 4.94.
      { code: 'tax', label: 'County tax', amountCents: 842, percent: 59, refundCents: 494 },
    ])
    expect(refund.refundCents).toBe(REFUND_AT[50])
  })

  it('always gives back delivery, the preparation fee, add-ons and their taxes in full', () => {
    const refund = computeRefund(request('strict', DAY))
    expect(refund.percent).toBe(0)
    expect(lineOf(refund, 'Delivery')).toMatchObject({ percent: 100, refundCents: 12_000 })
    expect(lineOf(refund, 'Preparation fee')).toMatchObject({ percent: 100, refundCents: 5_000 })
    expect(lineOf(refund, 'Bikes')).toMatchObject({ percent: 100, refundCents: 2_500 })
    expect(lineOf(refund, 'Sunseeker')).toMatchObject({ percent: 0, refundCents: 0 })
    // 10.65 + 2.22 and 1.20 + 0.25: the tax on delivery and add-ons only.
    expect(lineOf(refund, 'State tax')?.refundCents).toBe(1_287)
    expect(lineOf(refund, 'County tax')?.refundCents).toBe(145)
  })

  it('applies the rental percent to every rental line code, rounding half-up', () => {
    const quote: Quote = {
      nights: 6,
      lines: RENTAL_LINE_CODES.map((code) => ({
        code,
        label: code,
        quantity: 1,
        unitCents: 1_001,
        amountCents: 1_001,
      })),
      totalCents: 6_006,
    }
    const refund = computeRefund(request('moderate', 10 * DAY, { quote, paidCents: 6_006 }))
    // 10.01 × 50 % = 5.005 → 5.01 each, six lines.
    expect(refund.lines.map((line) => line.refundCents)).toEqual([501, 501, 501, 501, 501, 501])
    expect(refund.refundCents).toBe(3_006)
  })

  it('at 100 % gives back every line in full and exactly the quote’s total', () => {
    const refund = computeRefund(request('strict', 31 * DAY))
    expect(refund.lines.map((line) => line.refundCents)).toEqual(QUOTE.lines.map((line) => line.amountCents))
    expect(refund.refundCents).toBe(QUOTE.totalCents)
  })
})

describe('a full refund (owner cancels, or both agree)', () => {
  it('gives back every line at 100 % whatever the policy and the time', () => {
    const refund = computeRefund(request('strict', -DAY, { full: true }))
    expect(refund).toMatchObject({ reason: 'full', percent: 100, refundCents: 97_560, nextDrop: null })
    expect(refund.lines.every((line) => line.refundCents === line.amountCents)).toBe(true)
  })

  it('still gives back no more than was paid', () => {
    const refund = computeRefund(request('strict', DAY, { full: true, paidCents: 30_000 }))
    expect(refund.refundCents).toBe(30_000)
  })
})

describe('the cap at what is still paid', () => {
  it('takes off what was already refunded', () => {
    expect(computeRefund(request('moderate', 31 * DAY, { refundedCents: 10_000 })).refundCents).toBe(87_560)
    // Owed 209.32, but only 975.60 − 800.00 = 175.60 is left.
    expect(computeRefund(request('moderate', DAY, { refundedCents: 80_000 })).refundCents).toBe(17_560)
  })

  it('gives back no more than a deposit, while the lines still show what the policy allows', () => {
    const refund = computeRefund(request('moderate', 10 * DAY, { paidCents: 30_000 }))
    expect(refund.refundCents).toBe(30_000)
    expect(refund.lines.reduce((sum, line) => sum + line.refundCents, 0)).toBe(REFUND_AT[50])
  })

  it('is never negative', () => {
    expect(computeRefund(request('moderate', 31 * DAY, { paidCents: 0 })).refundCents).toBe(0)
    expect(computeRefund(request('moderate', 31 * DAY, { paidCents: 5_000, refundedCents: 6_000 })).refundCents).toBe(0)
  })
})

describe('when the refund next drops', () => {
  it('in grace: the first instant past the grace, to the policy’s refund then', () => {
    const bookedAt = PICKUP - 20 * DAY
    const refund = computeRefund(request('moderate', 0, { bookedAt, cancelAt: bookedAt + HOUR }))
    expect(refund.reason).toBe('grace')
    expect(refund.nextDrop).toEqual({ at: bookedAt + 24 * HOUR + 1, refundCents: REFUND_AT[50] })
  })

  it('in grace more than 30 days out: at 30 days, since the grace’s end changes nothing', () => {
    const bookedAt = PICKUP - 60 * DAY
    const refund = computeRefund(request('moderate', 0, { bookedAt, cancelAt: bookedAt + HOUR }))
    expect(refund.reason).toBe('grace')
    expect(refund.nextDrop).toEqual({ at: PICKUP - 30 * DAY, refundCents: REFUND_AT[50] })
  })

  it('before 30 days: at 30 days before pickup', () => {
    expect(computeRefund(request('moderate', 31 * DAY)).nextDrop).toEqual({
      at: PICKUP - 30 * DAY,
      refundCents: REFUND_AT[50],
    })
    expect(computeRefund(request('strict', 31 * DAY)).nextDrop).toEqual({
      at: PICKUP - 30 * DAY,
      refundCents: REFUND_AT[0],
    })
  })

  it('between 30 and 7 days (from the 30-day instant itself): at 7 days before pickup', () => {
    const expected = { at: PICKUP - 7 * DAY, refundCents: REFUND_AT[0] }
    expect(computeRefund(request('moderate', 10 * DAY)).nextDrop).toEqual(expected)
    expect(computeRefund(request('moderate', 30 * DAY)).nextDrop).toEqual(expected)
  })

  it('skips a change that does not lower it: flexible keeps 50 %, a deposit caps 100 % and 50 % alike', () => {
    expect(computeRefund(request('flexible', 10 * DAY)).nextDrop).toBeNull()
    expect(computeRefund(request('flexible', 31 * DAY)).nextDrop).toEqual({
      at: PICKUP - 30 * DAY,
      refundCents: REFUND_AT[50],
    })
    // 300.00 paid: 300.00 at 100 % and at 50 %, 209.32 at 0 %.
    expect(computeRefund(request('moderate', 31 * DAY, { paidCents: 30_000 })).nextDrop).toEqual({
      at: PICKUP - 7 * DAY,
      refundCents: REFUND_AT[0],
    })
  })

  it('is null in the last tier, and for strict after 30 days', () => {
    expect(computeRefund(request('moderate', 3 * DAY)).nextDrop).toBeNull()
    expect(computeRefund(request('moderate', -DAY)).nextDrop).toBeNull()
    expect(computeRefund(request('strict', 20 * DAY)).nextDrop).toBeNull()
  })
})

describe('refundDeadlineText', () => {
  it('names the deadline in the owner’s time zone and both amounts', () => {
    const refund = computeRefund(request('moderate', 31 * DAY))
    // 30 days before pickup: 2031-02-07 14:30 UTC, 8 Feb 00:30 in Brisbane.
    expect(refundDeadlineText(refund, BRISBANE, formatDollars)).toBe(
      'Cancel before 8 Feb, 00:30 to get $975.60 back; after that $592.48',
    )
    expect(refundDeadlineText(refund, 'UTC', formatDollars)).toBe(
      'Cancel before 7 Feb, 14:30 to get $975.60 back; after that $592.48',
    )
  })

  it('names the end of the grace', () => {
    // Booked 2031-02-14 23:00 UTC (15 Feb 09:00 in Brisbane), pickup 22 days 15.5 hours later.
    const bookedAt = Date.UTC(2031, 1, 14, 23, 0)
    const refund = computeRefund(request('moderate', 0, { bookedAt, cancelAt: bookedAt + 2 * HOUR }))
    expect(refundDeadlineText(refund, BRISBANE, formatDollars)).toBe(
      'Cancel before 16 Feb, 09:00 to get $975.60 back; after that $592.48',
    )
  })

  it('counts days as 24 hours, so across a clock change the deadline reads an hour off the pickup time', () => {
    // Pickup 2031-03-20 10:00 EDT = 14:00 UTC; 30 × 24 h earlier is 02-18 14:00 UTC, 09:00 EST.
    const pickupAt = zonedInstant('2031-03-20', '10:00', NEW_YORK)
    const refund = computeRefund(
      request('strict', 0, { policy: policy('strict', pickupAt, NEW_YORK), cancelAt: Date.UTC(2031, 1, 1) }),
    )
    expect(refundDeadlineText(refund, NEW_YORK, formatDollars)).toBe(
      'Cancel before 18 Feb, 09:00 to get $975.60 back; after that $209.32',
    )
  })

  it('is null when the refund never drops again', () => {
    expect(refundDeadlineText(computeRefund(request('moderate', 3 * DAY)), BRISBANE, formatDollars)).toBeNull()
  })
})
