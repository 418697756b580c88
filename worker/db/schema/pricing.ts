import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bool, calendarDate, cents, createdAt, id, jsonList, ownerId, updatedAt } from './columns'
import { rvs } from './rvs'
import { addOnUnits } from '../../lib/shared/rate-card'
import { cancellationPolicyNames, DEFAULT_POLICY } from '../../lib/shared/cancellation'

/**
 * An owner's pricing defaults: up to two sales tax rates (thousandths of a percent, 8.875 % = 8875)
 * on the kinds of line they mark taxable, the cancellation policy new RVs follow, and the hour of
 * pickup that a policy's days before pickup count to. One row per owner, made on first save.
 */
export const pricingSettings = sqliteTable('pricing_settings', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  taxName: text('tax_name'),
  taxRateMilliPercent: integer('tax_rate_milli_percent'),
  secondTaxName: text('second_tax_name'),
  secondTaxRateMilliPercent: integer('second_tax_rate_milli_percent'),
  taxableRental: bool('taxable_rental').notNull().default(false),
  taxablePrepFee: bool('taxable_prep_fee').notNull().default(false),
  taxableDelivery: bool('taxable_delivery').notNull().default(false),
  defaultPolicy: text('default_policy', { enum: cancellationPolicyNames }).notNull().default(DEFAULT_POLICY),
  /** 'HH:MM' in the owner's time zone. */
  pickupTime: text('pickup_time').notNull().default('10:00'),
  updatedAt: updatedAt(),
})

/** One RV's rate rules; every column optional (null = the rule does not apply). */
export const rvRates = sqliteTable('rv_rates', {
  rvId: text('rv_id')
    .primaryKey()
    .references(() => rvs.id, { onDelete: 'cascade' }),
  ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
  weeklyCents: cents('weekly_cents'),
  monthlyCents: cents('monthly_cents'),
  weekendCents: cents('weekend_cents'),
  minNights: integer('min_nights'),
  prepFeeCents: cents('prep_fee_cents'),
  milesPerDay: integer('miles_per_day'),
  extraMileCents: cents('extra_mile_cents'),
  generatorHoursPerDay: integer('generator_hours_per_day'),
  extraGeneratorHourCents: cents('extra_generator_hour_cents'),
  /** Weekdays (0 = Sunday) on which no trip may start or end. */
  noTurnoverDays: jsonList<number>('no_turnover_days'),
  /** Null: the owner's default policy. */
  cancellationPolicy: text('cancellation_policy', { enum: cancellationPolicyNames }),
  updatedAt: updatedAt(),
})

/** Named date ranges with their own nightly price; first and last night inclusive. */
export const rvSeasons = sqliteTable(
  'rv_seasons',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    nightlyCents: cents('nightly_cents').notNull(),
    minNights: integer('min_nights'),
    createdAt: createdAt(),
  },
  (t) => [index('rv_seasons_rv_idx').on(t.rvId, t.startDate)],
)

/** An owner's add-on catalogue; `allRvs` or the RVs listed in add_on_rvs. */
export const addOns = sqliteTable(
  'add_ons',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: cents('price_cents').notNull(),
    unit: text('unit', { enum: addOnUnits }).notNull(),
    maxQuantity: integer('max_quantity').notNull().default(1),
    taxable: bool('taxable').notNull().default(false),
    allRvs: bool('all_rvs').notNull().default(true),
    active: bool('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('add_ons_owner_created_idx').on(t.ownerId, t.createdAt)],
)

export const addOnRvs = sqliteTable(
  'add_on_rvs',
  {
    addOnId: text('add_on_id')
      .notNull()
      .references(() => addOns.id, { onDelete: 'cascade' }),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.addOnId, t.rvId] }), index('add_on_rvs_rv_idx').on(t.rvId)],
)
