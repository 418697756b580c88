import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bool, cents, createdAt, id, ownerId, updatedAt } from './columns'

/**
 * How renters meet an owner: the business's name and logo on emails and receipts, and how to
 * reach it. One row per owner, written when they first save the profile; the time zone stays on
 * the user (it decides the owner's 'today' everywhere).
 */
export const businessProfiles = sqliteTable('business_profiles', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** An image the owner uploaded (/media/...), or null. */
  logoUrl: text('logo_url'),
  phone: text('phone'),
  supportEmail: text('support_email'),
  updatedAt: updatedAt(),
})

/**
 * Where renters pick an owner's RVs up, and the rule delivery from there is priced by. The
 * coordinates are the ZIP code's centroid unless the owner gives their own; the latitude index is
 * the radius search's bounding-box prefilter.
 */
export const pickupLocations = sqliteTable(
  'pickup_locations',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    openingHours: text('opening_hours'),
    instructions: text('instructions'),
    delivers: bool('delivers').notNull().default(false),
    deliveryBaseFeeCents: cents('delivery_base_fee_cents').notNull(),
    deliveryFreeMiles: integer('delivery_free_miles').notNull(),
    deliveryPerMileCents: cents('delivery_per_mile_cents').notNull(),
    deliveryMaxMiles: integer('delivery_max_miles').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pickup_locations_owner_idx').on(t.ownerId, t.createdAt),
    index('pickup_locations_place_idx').on(t.latitude, t.longitude),
  ],
)
