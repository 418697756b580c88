/**
 * Venue partner payloads (the Venue Portal's forms and the API's validators share them): a
 * partner's venues, their sites, closures, the site calendar, bookings and earnings.
 */
import * as v from 'valibot'
import { cancellationPolicyNames, type CancellationPolicyName } from '../../lib/shared/cancellation'
import { calendarDay } from '../../lib/shared/dates'
import {
  parkingSpotSizes,
  type ArrivalWindow,
  type BookingStatus,
  type HookupAmps,
  type ParkingSpotSize,
  type PaymentStatus,
} from '../../lib/shared/enums'
import { fieldProblems, formObject, optionalText, requiredText } from '../../lib/shared/fields'
import { moneySchema } from '../../lib/shared/money'
import { pageQueryFields, type Page } from '../../lib/shared/paging'
import { venueInputSchema, type Venue } from '../venues/schemas'

/** A partner's venue: today's venue fields, the directions at the gate and the refund policy for site nights. */
export const partnerVenueInputSchema = formObject({
  ...venueInputSchema.entries,
  gateInstructions: optionalText('Gate instructions', 1000),
  cancellationPolicy: v.optional(
    v.picklist(cancellationPolicyNames, 'Choose a cancellation policy: flexible, moderate or strict'),
    'moderate',
  ),
})
export type PartnerVenueInput = v.InferInput<typeof partnerVenueInputSchema>
export type PartnerVenueData = v.InferOutput<typeof partnerVenueInputSchema>

export interface PartnerVenue extends Venue {
  gateInstructions: string | null
  cancellationPolicy: CancellationPolicyName
}

/** GET /api/partners/venues: newest first, a page at a time. */
export const partnerVenueListQuerySchema = v.object({ ...pageQueryFields })
export type PartnerVenueListQuery = v.InferOutput<typeof partnerVenueListQuerySchema>

export const SITE_LIMITS = { maxRvLength: [10, 60] } as const

/** A site's longest RV in feet: left out, null or '' (a cleared field) is any length; forms send text. */
const maxRvLengthField = v.optional(
  v.pipe(
    v.nullable(v.union([v.number(), v.string()], 'Max RV length must be a number')),
    v.transform((value) => (value === '' || value === null ? null : Number(value))),
    v.nullable(
      v.pipe(
        v.number('Max RV length must be a number'),
        v.integer('Max RV length must be a whole number of feet'),
        v.minValue(SITE_LIMITS.maxRvLength[0], `Max RV length must be between 10 and 60 feet`),
        v.maxValue(SITE_LIMITS.maxRvLength[1], `Max RV length must be between 10 and 60 feet`),
      ),
    ),
  ),
  null,
)

/** The electric hookup: none (left out, null or ''), 30 or 50 amps; forms send '30' or '50'. */
const ampsField = v.optional(
  v.pipe(
    v.nullable(
      v.union(
        [v.literal(30), v.literal(50), v.literal('30'), v.literal('50'), v.literal('')],
        'Amps must be 30, 50 or none',
      ),
    ),
    v.transform((value): HookupAmps | null => (value === '' || value === null ? null : (Number(value) as HookupAmps))),
  ),
  null,
)

const flag = (label: string) => v.optional(v.boolean(`${label} must be true or false`), false)

/** A partner's site: today's parking spot fields and what it takes (the fit rule reads them). */
export const siteInputSchema = formObject({
  spotNumber: requiredText('Site number', 20),
  size: v.picklist(parkingSpotSizes, 'Choose a site size'),
  maxRvLength: maxRvLengthField,
  amps: ampsField,
  water: flag('Water'),
  sewer: flag('Sewer'),
  pullThrough: flag('Pull-through'),
  pricePerNight: moneySchema('Price per night'),
  available: v.optional(v.boolean('Available must be true or false'), true),
})
export type SiteInput = v.InferInput<typeof siteInputSchema>
export type SiteData = v.InferOutput<typeof siteInputSchema>

export interface PartnerSite {
  id: string
  venueId: string
  spotNumber: string
  size: ParkingSpotSize
  maxRvLength: number | null
  amps: HookupAmps | null
  water: boolean
  sewer: boolean
  pullThrough: boolean
  pricePerNight: string
  available: boolean
  createdAt: string
}

const routeId = v.pipe(v.string(), v.maxLength(64, 'Unknown id'))
export const siteParamSchema = v.object({ id: routeId, siteId: routeId })
export const closureParamSchema = v.object({ id: routeId, closureId: routeId })

/** How far ahead a closure may reach. */
export const CLOSURE_MAX_DAYS_AHEAD = 730

/**
 * Days the venue (or one site, `siteId`) takes no stays: `endDate` is the first day open again.
 * Dates are checked against today on the server (not before yesterday, within two years).
 */
export const closureInputSchema = v.pipe(
  formObject({
    startDate: calendarDay('Start date'),
    endDate: calendarDay('End date'),
    siteId: v.optional(
      v.pipe(
        v.nullable(v.pipe(v.string('Choose a site'), v.maxLength(64, 'Unknown site'))),
        v.transform((value) => value || null),
      ),
      null,
    ),
    reason: optionalText('Reason', 200),
  }),
  fieldProblems(({ startDate, endDate }) =>
    typeof startDate === 'string' && typeof endDate === 'string' && endDate <= startDate
      ? [['endDate', 'End date must be after the start date']]
      : [],
  ),
)
export type ClosureInput = v.InferInput<typeof closureInputSchema>
export type ClosureData = v.InferOutput<typeof closureInputSchema>

export interface Closure {
  id: string
  venueId: string
  siteId: string | null
  startDate: string
  endDate: string
  reason: string | null
  createdAt: string
}

/** The longest calendar one request shows. */
export const CALENDAR_MAX_DAYS = 62

/** GET /api/partners/venues/:id/calendar?from=YYYY-MM-DD&days=N (1-62, 31 unless told); from today (UTC) unless told. */
export const calendarQuerySchema = v.object({
  from: v.optional(calendarDay('From')),
  days: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('Days must be a whole number'),
      v.minValue(1, `Days must be 1 to ${CALENDAR_MAX_DAYS}`),
      v.maxValue(CALENDAR_MAX_DAYS, `Days must be 1 to ${CALENDAR_MAX_DAYS}`),
    ),
    '31',
  ),
})
export type CalendarQuery = v.InferOutput<typeof calendarQuerySchema>

/** A site's night: open to book, kept by a booking (paid, or a hold still alive), or closed by the partner. */
export type SiteNightState = 'free' | 'booked' | 'closed'

export interface SiteCalendar {
  /** The nights shown, 'YYYY-MM-DD', from `from`. */
  days: string[]
  sites: { id: string; spotNumber: string; nights: SiteNightState[] }[]
}

/** GET /api/partners/bookings: the stays at the partner's sites, newest first, a page at a time. */
export const partnerBookingListQuerySchema = v.object({ ...pageQueryFields })
export type PartnerBookingListQuery = v.InferOutput<typeof partnerBookingListQuerySchema>

export interface PartnerBooking {
  id: string
  venueId: string
  venueName: string
  siteId: string
  siteNumber: string
  rvName: string
  rvLength: number | null
  startDate: string
  endDate: string
  arrivalWindow: ArrivalWindow | null
  status: BookingStatus
  paymentStatus: PaymentStatus
  /** Who arrives: only once the stay is paid. */
  renter: { name: string; email: string; phone: string | null } | null
}
export type PartnerBookingPage = Page<PartnerBooking>

/** GET /api/partners/earnings: per month of the stays' first night, newest first; payouts are not part of the product yet. */
export interface PartnerEarnings {
  months: {
    month: string
    bookings: number
    nights: number
    gross: string
    refunded: string
    net: string
  }[]
}
