/**
 * The booking lifecycle's extension points: another domain adds statements to a booking's own batch
 * without bookings importing it. worker/booking-extensions.ts registers each domain's extension
 * once, as worker/email-templates.ts registers emails.
 */
import type { SQL } from 'drizzle-orm'
import type { BookingData } from './schemas'

/** An owner's new booking, as its insert batch is written. */
export interface OwnerBookingCreated {
  ownerId: string
  input: BookingData
  /** SQL true once the booking row is written: a statement added here writes only with it. */
  written: SQL
  now: number
}

export interface BookingExtension {
  /** Statements added to an owner's new booking's insert batch. */
  ownerBookingCreated?: (booking: OwnerBookingCreated) => SQL[]
}

const extensions: BookingExtension[] = []

export function registerBookingExtensions(...added: BookingExtension[]) {
  extensions.push(...added)
}

export const ownerBookingCreatedStatements = (booking: OwnerBookingCreated) =>
  extensions.flatMap((extension) => extension.ownerBookingCreated?.(booking) ?? [])
