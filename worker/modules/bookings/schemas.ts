/** Booking payloads (spec §3 bookings, §5 Create Booking form), shared by the API and the dialog. */
import * as v from 'valibot'
import { arrivalWindows, bookingStatuses } from '../../lib/shared/enums'
import { calendarDay, calendarMonth, isRealDay } from '../../lib/shared/dates'
import { emailAddress, formObject, optionalMatching, optionalText, requiredText } from '../../lib/shared/fields'
import { usStateCodes } from '../../lib/shared/us-states'
import { pageQueryFields } from '../../lib/shared/paging'
import { HOME_DELIVERY } from './rules/delivery-options'
import { nightsBetween } from './rules/pricing'
import { INITIAL_BOOKING_STATUSES } from './rules/transitions'

/** Add-ons a renter or owner picked for a stay: each of the RV's add-ons at most once, with how many. */
export const addOnSelectionSchema = v.optional(
  v.pipe(
    v.array(
      v.object({
        addOnId: v.pipe(v.string('Choose an add-on'), v.nonEmpty('Choose an add-on'), v.maxLength(64)),
        quantity: v.pipe(
          v.number('Quantity must be a number'),
          v.integer('Quantity must be a whole number'),
          v.minValue(1, 'Quantity must be at least 1'),
          v.maxValue(20, 'Quantity can be at most 20'),
        ),
      }),
      'Add-ons must be a list',
    ),
    v.maxLength(20, 'Choose at most 20 add-ons'),
    v.check((list) => new Set(list.map(({ addOnId }) => addOnId)).size === list.length, 'Each add-on only once'),
  ),
  [],
)

/** The longest stay one booking may cover. */
export const MAX_STAY_NIGHTS = 60

interface Stay {
  startDate: string
  endDate: string
}

/**
 * The pair rules, reported on the return date. valibot runs them even when a date failed its own
 * checks, so they judge only real days (a bad day already has its message).
 */
const realDays = ({ startDate, endDate }: Stay) => isRealDay(startDate) && isRealDay(endDate)
export const endsAfterStart = (stay: Stay) => !realDays(stay) || stay.endDate > stay.startDate
export const withinMaxStay = (stay: Stay) =>
  !realDays(stay) || nightsBetween(stay.startDate, stay.endDate) <= MAX_STAY_NIGHTS
export const MAX_STAY_MESSAGE = `A stay can be at most ${MAX_STAY_NIGHTS} nights`
const dates: [['startDate'], ['endDate']] = [['startDate'], ['endDate']]

const bookingFields = formObject({
  customerId: v.pipe(v.string('Choose a customer'), v.nonEmpty('Choose a customer')),
  rvId: v.pipe(v.string('Choose an RV'), v.nonEmpty('Choose an RV')),
  venueId: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.transform((value) => value || null),
      ),
    ),
    null,
  ),
  startDate: calendarDay('Start date'),
  endDate: calendarDay('End date'),
  status: v.optional(v.picklist(INITIAL_BOOKING_STATUSES, 'A new booking is either pending or confirmed'), 'pending'),
  notes: optionalText('Notes', 2000),
  /** 'Convert to booking' on a lead: that lead becomes converted with the booking. */
  leadId: v.optional(
    v.nullable(
      v.pipe(
        v.string('Lead must be an id'),
        v.maxLength(64),
        v.transform((value) => value || null),
      ),
    ),
    null,
  ),
  addOns: addOnSelectionSchema,
  // The server prices every booking itself; a client's total is read and ignored.
  totalPrice: v.optional(v.unknown()),
})

export const bookingInputSchema = v.pipe(
  bookingFields,
  v.forward(v.partialCheck(dates, endsAfterStart, 'End date must be after the start date'), ['endDate']),
  v.forward(v.partialCheck(dates, withinMaxStay, MAX_STAY_MESSAGE), ['endDate']),
)

/** GET /api/bookings: a page, newest first, optionally by status and a piece of the booking id (spec §2). */
export const bookingListQuerySchema = v.object({
  ...pageQueryFields,
  status: v.optional(v.picklist(bookingStatuses, 'Choose a booking status')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search at most 100 characters'))),
})

export type BookingListQuery = v.InferOutput<typeof bookingListQuerySchema>

export const statusChangeSchema = formObject({
  status: v.picklist(bookingStatuses, 'Choose a booking status'),
  /** With 'cancelled': owner and renter agreed to cancel (a full refund, not counted against the owner). */
  mutual: v.optional(v.boolean('Mutual must be true or false')),
})

export type BookingInput = v.InferInput<typeof bookingInputSchema>
export type BookingData = v.InferOutput<typeof bookingInputSchema>

/** A promotion code as the renter typed it; empty means none. */
const promotionCodeField = v.optional(
  v.pipe(
    v.nullable(
      v.pipe(
        v.string('Promotion code must be text'),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(32, 'That code is not valid for this RV'),
      ),
    ),
    v.transform((code) => code || null),
  ),
  null,
)

/** The zip code of the address delivery goes to: its centroid prices the delivery (the server checks it is real). */
const deliveryZipField = optionalMatching('Delivery zip code', 5, /^\d{5}$/, 'Delivery zip code must be 5 digits')

const stayFields = {
  rvId: v.pipe(v.string('Choose an RV'), v.nonEmpty('Choose an RV')),
  venueId: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.transform((value) => value || null),
      ),
    ),
    null,
  ),
  startDate: calendarDay('Pickup date'),
  endDate: calendarDay('Return date'),
  zipCode: v.pipe(v.string('Zip code is required'), v.regex(/^\d{5}$/, 'Zip code must be 5 digits')),
  /** 'home' or 'venue:<venueId>' (with that venue); none is pickup. */
  deliveryOptionId: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(80, 'Choose one of the delivery options'))),
    null,
  ),
  promotionCode: promotionCodeField,
  addOns: addOnSelectionSchema,
  /** A partner's site at `venueId`, booked with the RV in the same booking (the venue is then a partner's). */
  siteId: v.optional(
    v.nullable(
      v.pipe(
        v.string('Choose a site'),
        v.maxLength(64, 'Choose one of the sites that fit'),
        v.transform((value) => value || null),
      ),
    ),
    null,
  ),
  /** With a site: when the RV arrives there (required by the hold). */
  arrivalWindow: v.optional(v.nullable(v.picklist(arrivalWindows, 'Choose an arrival window')), null),
  /** The wizard's guest range, lower bound (1-2 → 1, 7+ → 7); the RV must sleep that many. */
  guests: v.optional(
    v.nullable(
      v.pipe(
        v.number('Guests must be a number'),
        v.integer('Guests must be a whole number'),
        v.minValue(1, 'Guests must be at least 1'),
        v.maxValue(12, 'No RV sleeps more than 12 guests'),
      ),
    ),
    null,
  ),
}

/** A site is chosen at a venue: the venue goes with it. */
const siteKeys: [['siteId'], ['venueId']] = [['siteId'], ['venueId']]
const siteHasVenue = (input: { siteId: string | null; venueId: string | null }) =>
  input.siteId === null || input.venueId !== null
const SITE_NEEDS_VENUE = 'Choose the venue of this site'
/** The hold's arrival window goes with a site (the partner must know when the RV comes). */
const windowKeys: [['siteId'], ['arrivalWindow']] = [['siteId'], ['arrivalWindow']]
const windowWithSite = (input: { siteId: string | null; arrivalWindow: string | null }) =>
  input.siteId === null || input.arrivalWindow !== null
const WINDOW_NEEDED = 'Choose when the RV arrives at the site'

/**
 * Step 3 of the wizard prices the stay (with a promotion code, if any) before the renter holds it;
 * delivery to their address is priced to `deliveryZip` once they typed it.
 */
export const publicQuoteSchema = v.pipe(
  formObject({ ...stayFields, deliveryZip: deliveryZipField }),
  v.forward(v.partialCheck(dates, endsAfterStart, 'Return date must be after pickup date'), ['endDate']),
  v.forward(v.partialCheck(dates, withinMaxStay, MAX_STAY_MESSAGE), ['endDate']),
  v.forward(v.partialCheck(siteKeys, siteHasVenue, SITE_NEEDS_VENUE), ['venueId']),
)

/** GET /api/bookings/delivery-options: step 2's pickup and deliveries for an RV, from the renter's zip (and address zip). */
export const deliveryChoicesQuerySchema = v.object({
  rvId: v.pipe(v.string('Choose an RV'), v.nonEmpty('Choose an RV'), v.maxLength(64, 'Unknown RV')),
  zipCode: stayFields.zipCode,
  deliveryZip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'Delivery zip code must be 5 digits'))),
  /** A venue partner's venue the renter chose (with a site): delivery to it is offered too. */
  venueId: v.optional(v.pipe(v.string(), v.maxLength(64, 'Unknown venue'))),
})

export type PublicQuoteInput = v.InferInput<typeof publicQuoteSchema>
export type PublicQuoteData = v.InferOutput<typeof publicQuoteSchema>

/** Where 'Delivery to your home' brings the RV; every part empty for any other delivery. */
const deliveryAddressFields = {
  deliveryStreet: optionalMatching(
    'Street address',
    100,
    /^\d+[A-Za-z]?(-\d+)?\s+\S/,
    'Street address must start with a house number, like 123 Main St',
  ),
  deliveryCity: optionalMatching('City', 60, /^\p{L}[\p{L} .'-]*$/u, 'City must be a city name, like San Diego'),
  deliveryState: v.optional(
    v.pipe(
      v.nullable(v.picklist([...usStateCodes, ''], 'Choose a state')),
      v.transform((state) => state || null),
    ),
    null,
  ),
  deliveryZip: deliveryZipField,
}

const publicBookingFields = formObject({
  ...stayFields,
  ...deliveryAddressFields,
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailAddress,
  phone: v.pipe(
    requiredText('Phone', 30),
    v.regex(/^\+?[\d\s().-]{7,}$/, 'Phone must be a phone number, like 555-123-4567'),
  ),
})

type AddressKey = keyof typeof deliveryAddressFields
type WithAddress = { deliveryOptionId: string | null } & Partial<Record<AddressKey, string | null>>

/** 'Delivery to your home' needs each part of the address, reported on that part. */
const givenForHome = (input: WithAddress, key: AddressKey) =>
  input.deliveryOptionId !== HOME_DELIVERY || input[key] !== null
const requiredForHome = (label: string) => `${label} is required for delivery to your home`

/** Any other delivery (or none) brings the RV somewhere else: an address sent with it is a mistake. */
const noAddressUnlessHome = (input: WithAddress) =>
  input.deliveryOptionId === HOME_DELIVERY ||
  (Object.keys(deliveryAddressFields) as AddressKey[]).every((key) => input[key] === null)

/** Step 3 of the public wizard: the renter holds an RV while they pay. */
export const publicBookingSchema = v.pipe(
  publicBookingFields,
  v.forward(v.partialCheck(dates, endsAfterStart, 'Return date must be after pickup date'), ['endDate']),
  v.forward(v.partialCheck(dates, withinMaxStay, MAX_STAY_MESSAGE), ['endDate']),
  v.forward(v.partialCheck(siteKeys, siteHasVenue, SITE_NEEDS_VENUE), ['venueId']),
  v.forward(v.partialCheck(windowKeys, windowWithSite, WINDOW_NEEDED), ['arrivalWindow']),
  v.forward(
    v.partialCheck(
      [['deliveryOptionId'], ['deliveryStreet']],
      (input) => givenForHome(input, 'deliveryStreet'),
      requiredForHome('Street address'),
    ),
    ['deliveryStreet'],
  ),
  v.forward(
    v.partialCheck(
      [['deliveryOptionId'], ['deliveryCity']],
      (input) => givenForHome(input, 'deliveryCity'),
      requiredForHome('City'),
    ),
    ['deliveryCity'],
  ),
  v.forward(
    v.partialCheck(
      [['deliveryOptionId'], ['deliveryState']],
      (input) => givenForHome(input, 'deliveryState'),
      requiredForHome('State'),
    ),
    ['deliveryState'],
  ),
  v.forward(
    v.partialCheck(
      [['deliveryOptionId'], ['deliveryZip']],
      (input) => givenForHome(input, 'deliveryZip'),
      requiredForHome('Delivery zip code'),
    ),
    ['deliveryZip'],
  ),
  v.forward(
    v.partialCheck(
      [['deliveryOptionId'], ['deliveryStreet'], ['deliveryCity'], ['deliveryState'], ['deliveryZip']],
      noAddressUnlessHome,
      'An address is only taken for delivery to your home',
    ),
    ['deliveryStreet'],
  ),
)

export type PublicBookingInput = v.InferInput<typeof publicBookingSchema>
export type PublicBookingData = v.InferOutput<typeof publicBookingSchema>

export const calendarQuerySchema = v.object({ month: calendarMonth() })

/**
 * One RV's day in the fleet calendar: 'turnaround' days are kept free after a booking; 'blocked'
 * nights are out of service for maintenance or taken on another calendar.
 */
export type CalendarDayState = 'free' | 'booked' | 'held' | 'turnaround' | 'blocked'

/** GET /api/bookings/requests: a request to book waiting for its owner's answer (decimal strings, ISO times). */
export interface BookingRequest {
  id: string
  rvName: string
  renterName: string
  startDate: string
  endDate: string
  guests: number | null
  totalPrice: string
  /** When it lapses unanswered and the card authorisation is released. */
  expiresAt: string
  createdAt: string
}
