/**
 * The booking lifecycle's extension points: another domain adds conditions and statements to a
 * booking's own batch, or redeems a renter's code, without bookings importing it.
 * worker/booking-extensions.ts registers each domain's extension once, as worker/email-templates.ts
 * registers emails.
 */
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { Bindings } from '../../env'
import type { BookingStatus, CancellationParty, RvType } from '../../lib/shared/enums'
import { DEFAULT_POLICY, type CancellationPolicyName } from '../../lib/shared/cancellation'
import type { PickupPlace } from '../../lib/shared/delivery-rule'
import { PLAIN_RATE_CARD, type AddOn, type RateCard } from '../../lib/shared/rate-card'
import type { QuoteInput } from './rules/pricing'
import type { BookingData } from './schemas'
import type { Mailer } from '../../lib/email/mailer'

/** A renter's code for a stay, e.g. a promotion of the RV's owner. */
export interface CodeRequest {
  ownerId: string
  code: string
  rvType: RvType
  /** The renter's day (UTC), for the code's dates. */
  today: string
  /** The stay's total before any discount, for the code's minimum spend. */
  subtotalCents: number
}

/** A code that applies: its discount line and the id the booking keeps (`bookings.promotion_id`). */
export interface RedeemedCode {
  id: string
  discount: NonNullable<QuoteInput['discount']>
}

/** A booking about to be inserted (by an owner or a renter). */
export interface BookingInsert {
  id: string
  ownerId: string
  promotionId: string | null
  now: number
  /** SQL true once the booking row is written: a statement added after it writes only with it. */
  written: SQL
}

/** An owner's new booking, as its insert batch is written. */
export interface OwnerBookingCreated {
  ownerId: string
  input: BookingData
  written: SQL
  now: number
}

/** A renter's new hold, with the cookies of the request that placed it (e.g. a campaign link's). */
export interface RenterHoldCreated {
  bookingId: string
  ownerId: string
  cookies: Record<string, string>
  written: SQL
}

/** A status move of every booking matching `movable` (SQL on `bookings`), run before it. */
export interface StatusMove {
  movable: SQL
  from: readonly BookingStatus[]
  to: BookingStatus
  /** Who cancelled (a move to 'cancelled' by a person); null otherwise. Payments refunds by it. */
  cancelledBy: CancellationParty | null
  now: number
}

/**
 * Bookings that moved, after their batch committed: for work that cannot be a statement in it,
 * such as asking the payment provider for a refund. The Worker's env lets an extension build its
 * provider. Whatever it does must be safe to repeat and its own job's to retry: the move is saved.
 */
export interface StatusMoved {
  ctx: { db: Db; now: number; env: Bindings }
  input: { bookingIds: string[]; to: BookingStatus }
}

/**
 * A booking's payment applied (a card success, a captured request, an owner's record of the whole
 * total paid outside the card), at the end of that batch: the booking row already shows the result.
 */
export interface PaymentReceived {
  bookingId: string
  now: number
}

/**
 * Refunds decided for the bookings matching `bookings` (SQL on the `bookings` table, e.g. a status
 * move's `movable`), at the end of the statements writing their refund rows, in the same batch.
 */
export interface RefundsWritten {
  bookings: SQL
  now: number
}

/** What a request's payment step needs: the Worker's env (to build the provider) and the mailer. */
export interface RequestPaymentContext {
  db: Db
  now: number
  env: Bindings
  mailer: Mailer
}

/** A request to book whose authorised card is captured (accepted) or released (declined, expired). */
export interface RequestPayment {
  bookingId: string
  paymentIntentId: string
}

/** How a request to book's card authorisation is charged or given back (payments owns the provider). */
export interface RequestPayments {
  /**
   * Charges the authorised card (one idempotency key per booking, so a retry never charges twice)
   * and applies the success as any payment's: the booking confirmed and paid, the renter's email;
   * `alsoWrite` (the owner's email) goes in the same batch. Throws an AppError a person can read
   * when the provider refuses or cannot be reached, having changed nothing here.
   */
  capture: (request: { ctx: RequestPaymentContext; input: RequestPayment & { alsoWrite: SQL[] } }) => Promise<void>
  /** Releases the authorisation; true once the provider says nothing can be charged on it any more. */
  release: (request: { ctx: Omit<RequestPaymentContext, 'mailer'>; input: RequestPayment }) => Promise<boolean>
}

/** How an RV is priced and sold: what the quote and a new booking's stored policy read. */
export interface PricingTerms {
  rates: RateCard
  /** The add-ons a renter of this RV may choose. */
  addOns: AddOn[]
  policy: CancellationPolicyName
  /** 'HH:MM' in `timeZone`: the moment a policy counts its days before pickup to. */
  pickupTime: string
  timeZone: string
  /** Where the RV is picked up and delivery is priced from; null when the owner has not said (pickup from the owner, no delivery). */
  pickup: PickupPlace | null
}

/** An RV with no pricing extension registered: the spec's nights × nightly price. */
const PLAIN_TERMS: PricingTerms = {
  rates: PLAIN_RATE_CARD,
  addOns: [],
  policy: DEFAULT_POLICY,
  pickupTime: '10:00',
  timeZone: 'UTC',
  pickup: null,
}

export interface BookingExtension {
  /** The pricing terms of each RV in `rvIds` (one the extension does not know prices plainly). */
  pricingTerms?: (request: { ctx: { db: Db }; input: { rvIds: string[] } }) => Promise<Map<string, PricingTerms>>
  /** Redeems a renter's code for a stay, or throws an AppError a renter can act on. */
  redeemCode?: (code: { ctx: { db: Db }; input: CodeRequest }) => Promise<RedeemedCode>
  /** Conditions a new booking's insert also needs, checked in the insert itself (no race). */
  insertConditions?: (booking: BookingInsert) => SQL[]
  /** Statements after any new booking's insert. */
  bookingCreated?: (booking: BookingInsert) => SQL[]
  /** Statements added to an owner's new booking's insert batch. */
  ownerBookingCreated?: (booking: OwnerBookingCreated) => SQL[]
  /** Statements added to a renter's new hold's batch. */
  renterHoldCreated?: (hold: RenterHoldCreated) => SQL[]
  /** Statements run before bookings change status, in the same batch. */
  statusMoving?: (move: StatusMove) => SQL[]
  /** Statements after a booking's payment was applied (payments calls it in the payment's own batch). */
  paymentReceived?: (payment: PaymentReceived) => SQL[]
  /** Statements after refunds of bookings were written (payments calls it in the refund's own batch). */
  refundsWritten?: (refunds: RefundsWritten) => SQL[]
  /** Work after bookings changed status (the batch committed). */
  statusMoved?: (moved: StatusMoved) => Promise<void>
  /** Charging or releasing a request to book's authorised card. */
  requestPayments?: RequestPayments
}

const extensions: BookingExtension[] = []

export function registerBookingExtensions(...added: BookingExtension[]) {
  extensions.push(...added)
}

/** Every registered extension's statements for one point of the lifecycle. */
const collect =
  <Event>(point: (extension: BookingExtension) => ((event: Event) => SQL[]) | undefined) =>
  (event: Event) =>
    extensions.flatMap((extension) => point(extension)?.(event) ?? [])

export const insertConditions = collect((extension) => extension.insertConditions)
export const bookingCreatedStatements = collect((extension) => extension.bookingCreated)
export const ownerBookingCreatedStatements = collect((extension) => extension.ownerBookingCreated)
export const renterHoldCreatedStatements = collect((extension) => extension.renterHoldCreated)
export const statusMovingStatements = collect((extension) => extension.statusMoving)
export const paymentReceivedStatements = collect((extension) => extension.paymentReceived)
export const refundsWrittenStatements = collect((extension) => extension.refundsWritten)

/**
 * Every extension's follow-up to a committed move. One failing (a provider down) is logged, not
 * thrown: the move is saved and answered; the extension's own job retries what it left undone.
 */
export async function statusMoved(moved: StatusMoved) {
  const followUps = extensions.flatMap((extension) => (extension.statusMoved ? [extension.statusMoved(moved)] : []))
  await Promise.all(
    followUps.map((followUp) =>
      followUp.catch((error: unknown) => console.error('A booking extension failed after a move', error)),
    ),
  )
}

/** Each RV's pricing terms, by the extension that prices RVs; plain terms for any it does not know. */
export async function pricingTerms(request: { ctx: { db: Db }; input: { rvIds: string[] } }) {
  const pricer = extensions.find((extension) => extension.pricingTerms)?.pricingTerms
  const found = pricer ? await pricer(request) : new Map<string, PricingTerms>()
  return (rvId: string) => found.get(rvId) ?? PLAIN_TERMS
}

/** The extension that charges and releases requests' authorisations; without one, a request cannot be answered. */
export function requestPayments(): RequestPayments {
  const found = extensions.find((extension) => extension.requestPayments)?.requestPayments
  if (!found)
    throw new AppError(503, 'payments_unavailable', 'Card payments are not set up, so requests cannot be answered')
  return found
}

/** The renter's code redeemed by the extension that takes codes; without one, no code is valid. */
export function redeemCode(code: { ctx: { db: Db }; input: CodeRequest }) {
  const redeemer = extensions.find((extension) => extension.redeemCode)?.redeemCode
  if (!redeemer)
    throw new AppError(404, 'promotion_refused', 'That code is not valid for this RV', {
      promotionCode: ['That code is not valid for this RV'],
    })
  return redeemer(code)
}
