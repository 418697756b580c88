/** A hand-computed quote and policy for the refund rule's tests (tests/worker/refund-rules.test.ts). */
import {
  POLICY_TIERS,
  policyText,
  type CancellationPolicy,
  type CancellationPolicyName,
} from '../../worker/lib/shared/cancellation'
import type { Quote } from '../../worker/lib/shared/quote'
import { computeRefund, type RefundRequest } from '../../worker/modules/payments/rules/refund'

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

/**
 * Two tax lines, state 8.875 % and county 1 %, on every line but the preparation fee:
 *   line                 amount    8.875 %                         1 %
 *   rv_nights 4 × 149.99  599.96   5324.6450 →  53.25             5.9996 → 6.00
 *   rv_weekend_nights     174.95   1552.68125 → 15.53             1.7495 → 1.75
 *   discount              -77.50   -687.8125 →  -6.88 (half away) -0.775 → -0.78
 *   delivery              120.00   1065 →       10.65             1.20
 *   prep_fee (untaxed)     50.00
 *   add_on 2 × 12.50       25.00   221.875 →     2.22             0.25
 *   tax                             74.77                          8.42
 * Total: 599.96 + 174.95 − 77.50 + 120 + 50 + 25 + 74.77 + 8.42 = 975.60.
 */
export const QUOTE: Quote = {
  nights: 5,
  lines: [
    { code: 'rv_nights', label: 'Sunseeker', quantity: 4, unitCents: 14_999, amountCents: 59_996, taxable: true },
    { code: 'rv_weekend_nights', label: 'Weekend', quantity: 1, unitCents: 17_495, amountCents: 17_495, taxable: true },
    { code: 'discount', label: 'Spring promo', quantity: 1, unitCents: -7_750, amountCents: -7_750, taxable: true },
    { code: 'delivery', label: 'Delivery', quantity: 1, unitCents: 12_000, amountCents: 12_000, taxable: true },
    { code: 'prep_fee', label: 'Preparation fee', quantity: 1, unitCents: 5_000, amountCents: 5_000 },
    { code: 'add_on', label: 'Bikes', quantity: 2, unitCents: 1_250, amountCents: 2_500, taxable: true, addOnId: 'a1' },
    { code: 'tax', label: 'State tax', quantity: 1, unitCents: 7_477, amountCents: 7_477, rateMilliPercent: 8_875 },
    { code: 'tax', label: 'County tax', quantity: 1, unitCents: 842, amountCents: 842, rateMilliPercent: 1_000 },
  ],
  totalCents: 97_560,
}

/**
 * The whole refund at each rental percent:
 * 100 %: the total, 975.60.
 *  50 %: 299.98 + 87.475→87.48 − 38.75 + 120 + 50 + 25
 *        + state (26.625→26.63 + 7.765→7.77 − 3.44 + 10.65 + 2.22 = 43.83)
 *        + county (3.00 + 0.875→0.88 − 0.39 + 1.20 + 0.25 = 4.94) = 592.48.
 *   0 %: 120 + 50 + 25 + state (10.65 + 2.22 = 12.87) + county (1.20 + 0.25 = 1.45) = 209.32.
 */
export const REFUND_AT = { 100: 97_560, 50: 59_248, 0: 20_932 } as const

/** 2031-03-10 00:30 in Brisbane (UTC+10 all year) is 2031-03-09 14:30 UTC. */
export const PICKUP = Date.UTC(2031, 2, 9, 14, 30)
export const BRISBANE = 'Australia/Brisbane'
export const NEW_YORK = 'America/New_York'

export const policy = (name: CancellationPolicyName, pickupAt = PICKUP, timeZone = BRISBANE): CancellationPolicy => ({
  name,
  text: policyText(name),
  tiers: POLICY_TIERS[name],
  pickupAt,
  timeZone,
})

/** Booked long before (no grace), paid in full, nothing refunded yet; cancelled `before` ms ahead of pickup. */
export const request = (
  name: CancellationPolicyName,
  before: number,
  changes: Partial<RefundRequest> = {},
): RefundRequest => ({
  quote: QUOTE,
  policy: policy(name),
  bookedAt: Date.UTC(2030, 11, 1),
  cancelAt: PICKUP - before,
  paidCents: QUOTE.totalCents,
  refundedCents: 0,
  ...changes,
})

export const lineOf = (refund: ReturnType<typeof computeRefund>, label: string) =>
  refund.lines.find((line) => line.label === label)
