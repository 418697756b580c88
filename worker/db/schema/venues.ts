import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bool, cents, createdAt, id, jsonList, ownerId } from './columns'
import { parkingSpotSizes } from '../../lib/shared/enums'

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
    createdAt: createdAt(),
  },
  (t) => [index('venues_owner_created_idx').on(t.ownerId, t.createdAt)],
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parking_spots_venue_number_uq').on(t.venueId, t.spotNumber),
    index('parking_spots_owner_idx').on(t.ownerId),
  ],
)
