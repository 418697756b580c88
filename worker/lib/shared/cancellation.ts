import type { QuoteLineCode } from './quote'

/**
 * Cancellation policies: the share of the rental lines refunded by time before pickup. Pure data
 * shared by the owner's settings, the booking that stores the policy it was sold under, the refund
 * function and the renter's screens.
 */

export const cancellationPolicyNames = ['flexible', 'moderate', 'strict'] as const
export type CancellationPolicyName = (typeof cancellationPolicyNames)[number]

/** Refund `percent` of the rental lines when cancelled more than `moreThanDays` days before pickup. */
export interface PolicyTier {
  moreThanDays: number
  percent: number
}

export interface CancellationPolicy {
  name: CancellationPolicyName
  /** The words the renter agreed to. */
  text: string
  /** From the earliest cancellation to the latest; the last tier has moreThanDays 0 (up to pickup). */
  tiers: PolicyTier[]
  /** The pickup moment (ms) in the owner's time zone, fixed when the booking was sold. */
  pickupAt: number
  timeZone: string
}

/** Within this many hours of booking a cancellation is refunded in full, when pickup was at least 7 days away. */
export const GRACE_HOURS = 24
/** The grace when pickup was less than 7 days away at booking. */
export const SHORT_GRACE_HOURS = 1
export const GRACE_LEAD_DAYS = 7

export const POLICY_TIERS: Record<CancellationPolicyName, PolicyTier[]> = {
  flexible: [
    { moreThanDays: 30, percent: 100 },
    { moreThanDays: 7, percent: 50 },
    { moreThanDays: 0, percent: 50 },
  ],
  moderate: [
    { moreThanDays: 30, percent: 100 },
    { moreThanDays: 7, percent: 50 },
    { moreThanDays: 0, percent: 0 },
  ],
  strict: [
    { moreThanDays: 30, percent: 100 },
    { moreThanDays: 7, percent: 0 },
    { moreThanDays: 0, percent: 0 },
  ],
}

/** How the tiers of POLICY_TIERS read, in the same order (time before pickup). */
export const POLICY_TIER_LABELS = ['More than 30 days', '8-30 days', '7 days or less'] as const

export const POLICY_LABELS: Record<CancellationPolicyName, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
}

/** The policy's words, as stored on each booking sold under it. */
export function policyText(name: CancellationPolicyName) {
  const [early, middle, late] = POLICY_TIERS[name].map((tier) => tier.percent)
  return (
    `${POLICY_LABELS[name]}: ${early} % of the rental back when you cancel more than 30 days before pickup, ` +
    `${middle} % from 30 to 8 days before, ${late} % in the last 7 days. ` +
    `A full refund within 24 hours of booking when pickup is at least 7 days away (within 1 hour when sooner). ` +
    `Add-ons, delivery, preparation fees and their taxes are always refunded in full.`
  )
}

/** One line of a refund: the quote's line, the share of it given back, and that amount. */
export interface RefundLine {
  code: QuoteLineCode
  label: string
  amountCents: number
  percent: number
  refundCents: number
}

export const DEFAULT_POLICY: CancellationPolicyName = 'moderate'
