import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bool, calendarDate, cents, createdAt, id, jsonList, ownerId } from './columns'
import { cancellationPolicyNames } from '../../lib/shared/cancellation'
import { parkingSpotSizes, venueListers } from '../../lib/shared/enums'

/** Campgrounds and RV parks. Coordinates are plain reals (the spec's 10,8 / 11,8 decimals fit). */
export const venues = sqliteTable(
  'venues',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    location: text('location').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    pricePerNightCents: cents('price_per_night_cents').notNull(),
    /** Longest RV the venue takes, in feet. */
    maxRvLength: integer('max_rv_length'),
    amenities: jsonList('amenities'),
    imageUrl: text('image_url'),
    capacity: integer('capacity').notNull(),
    available: bool('available').notNull().default(true),
    /** Guest rating 0-5. */
    rating: real('rating'),
    /**
     * 'owner': an owner's own venue, booked only with that owner's RVs. 'partner': a venue partner's
     * (owner_id is the partner's account), booked by site with any owner's RV.
     */
    listedBy: text('listed_by', { enum: venueListers }).notNull().default('owner'),
    /** A partner's directions at the gate (code, office hours): shown to the delivering owner once the booking is paid. */
    gateInstructions: text('gate_instructions'),
    /** The partner's policy for refunding a cancelled stay's site nights (the same three policies as RVs). */
    cancellationPolicy: text('cancellation_policy', { enum: cancellationPolicyNames }).notNull().default('moderate'),
    createdAt: createdAt(),
  },
  (t) => [
    index('venues_owner_created_idx').on(t.ownerId, t.createdAt),
    // Renters' searches list every partner's venues.
    index('venues_listed_by_idx').on(t.listedBy, t.available),
  ],
)

/** Spots belong to a venue and go with it; owner_id repeats the venue's owner for scoping. */
export const parkingSpots = sqliteTable(
  'parking_spots',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    spotNumber: text('spot_number').notNull(),
    size: text('size', { enum: parkingSpotSizes }).notNull(),
    utilities: jsonList('utilities'),
    pricePerNightCents: cents('price_per_night_cents').notNull(),
    available: bool('available').notNull().default(true),
    /** What a partner's site takes (null length: any): the fit rule compares them with the RV's needs. */
    maxRvLength: integer('max_rv_length', { mode: 'number' }),
    amps: integer('amps', { mode: 'number' }),
    water: bool('water').notNull().default(false),
    sewer: bool('sewer').notNull().default(false),
    pullThrough: bool('pull_through').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parking_spots_venue_number_uq').on(t.venueId, t.spotNumber),
    index('parking_spots_owner_idx').on(t.ownerId),
  ],
)

/** Days a partner's venue (or one of its sites) takes no stays; the occupancy rule refuses any night in them. */
export const venueClosures = sqliteTable(
  'venue_closures',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Null: the whole venue is closed. */
    siteId: text('site_id').references(() => parkingSpots.id, { onDelete: 'cascade' }),
    startDate: calendarDate('start_date').notNull(),
    /** The first day open again (like a booking's end date). */
    endDate: calendarDate('end_date').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('venue_closures_venue_dates_idx').on(t.venueId, t.endDate, t.startDate)],
)
