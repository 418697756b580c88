import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { pickupLocations } from './business'
import { bool, cents, createdAt, id, jsonList, ownerId } from './columns'
import { rvTypes } from '../../lib/shared/enums'
import type { AccessibilityFeature } from '../../lib/shared/rv-amenities'

/** The fleet. Length is in feet; sleeps 1-12 and year 1990..next year are checked by valibot. */
export const rvs = sqliteTable(
  'rvs',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: rvTypes }).notNull(),
    description: text('description'),
    sleeps: integer('sleeps').notNull(),
    length: integer('length'),
    pricePerNightCents: cents('price_per_night_cents').notNull(),
    imageUrl: text('image_url'),
    features: jsonList('features'),
    available: bool('available').notNull().default(true),
    mileage: integer('mileage'),
    year: integer('year'),
    make: text('make'),
    model: text('model'),
    /** Days kept free after each booking (cleaning, checks) before the next pickup. */
    turnaroundDays: integer('turnaround_days').notNull().default(1),
    /** Where renters pick it up (and delivery starts); null until the owner chooses, and then unfindable by place. */
    pickupLocationId: text('pickup_location_id').references(() => pickupLocations.id, { onDelete: 'set null' }),
    petsAllowed: bool('pets_allowed').notNull().default(false),
    /** What the owner ticked of ACCESSIBILITY_FEATURES. */
    accessibility: jsonList<AccessibilityFeature>('accessibility'),
    /** The listing's address, /rvs/<slug>: made from the name once, unique, kept when the name changes. */
    slug: text('slug').notNull(),
    /** Instant book confirms on payment; otherwise a renter's card is authorised and the owner has 24 hours to accept. */
    instantBook: bool('instant_book').notNull().default(true),
    /** What the RV needs at a campsite (a site fits only when it offers each): amps of electric hookup, null for none. */
    hookupAmps: integer('hookup_amps', { mode: 'number' }),
    needsWater: bool('needs_water').notNull().default(false),
    needsSewer: bool('needs_sewer').notNull().default(false),
    needsPullThrough: bool('needs_pull_through').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('rvs_owner_created_idx').on(t.ownerId, t.createdAt),
    // The renters' search walks available RVs cheapest first and stops once a page is full.
    index('rvs_search_idx').on(t.available, t.pricePerNightCents, t.id),
    index('rvs_pickup_location_idx').on(t.pickupLocationId),
    uniqueIndex('rvs_slug_idx').on(t.slug),
  ],
)

/** One size of a listing photo stored in R2 (served at its /media url), for the browser's srcset. */
export interface PhotoVariant {
  width: number
  url: string
}

/**
 * An RV's photos in the owner's order (position 0 is the cover, mirrored into rvs.image_url for the
 * wizard's cards). Each photo is stored in several widths.
 */
export const rvPhotos = sqliteTable(
  'rv_photos',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The largest variant, the one a lightbox shows. */
    url: text('url').notNull(),
    variants: jsonList<PhotoVariant>('variants'),
    alt: text('alt'),
    createdAt: createdAt(),
  },
  (t) => [index('rv_photos_rv_idx').on(t.rvId, t.position)],
)
