/**
 * The booking lifecycle's extension points: another domain adds conditions and statements to a
 * booking's own batch, or redeems a renter's code, without bookings importing it.
 * worker/booking-extensions.ts registers each domain's extension once, as worker/email-templates.ts
 * registers emails.
 */
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import type { BookingStatus, RvType } from '../../lib/shared/enums'
import type { QuoteInput } from './rules/pricing'
import type { BookingData } from './schemas'

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
}

export interface BookingExtension {
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

/** The renter's code redeemed by the extension that takes codes; without one, no code is valid. */
export function redeemCode(code: { ctx: { db: Db }; input: CodeRequest }) {
  const redeemer = extensions.find((extension) => extension.redeemCode)?.redeemCode
  if (!redeemer)
    throw new AppError(404, 'promotion_refused', 'That code is not valid for this RV', {
      promotionCode: ['That code is not valid for this RV'],
    })
  return redeemer(code)
}
