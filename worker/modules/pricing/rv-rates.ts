/**
 * One RV's rate rules (weekly, monthly and weekend rates, minimum stay, fees, allowances,
 * no-turnover weekdays, policy) with its seasons, as the owner's Pricing tab reads and saves them.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pricingSettings, rvRates, rvs, rvSeasons } from '../../db/schema'
import { runBatchThenRead } from '../../db/batch'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../db/owned'
import { DEFAULT_POLICY } from '../../lib/shared/cancellation'
import { fromCents } from '../../lib/shared/money'
import type { RvPricing, RvRates, RvRatesData, RvSeason } from './schemas'

type RatesRow = typeof rvRates.$inferSelect
type SeasonRow = typeof rvSeasons.$inferSelect

const moneyOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents))

/** An RV without rules: every rule off, the owner's policy. */
const NO_RATES: RvRates = {
  weeklyRate: null,
  monthlyRate: null,
  weekendRate: null,
  minNights: null,
  prepFee: null,
  milesPerDay: null,
  extraMileFee: null,
  generatorHoursPerDay: null,
  extraGeneratorHourFee: null,
  noTurnoverDays: [],
  cancellationPolicy: null,
}

const toRates = (row: RatesRow | undefined): RvRates =>
  row
    ? {
        weeklyRate: moneyOrNull(row.weeklyCents),
        monthlyRate: moneyOrNull(row.monthlyCents),
        weekendRate: moneyOrNull(row.weekendCents),
        minNights: row.minNights,
        prepFee: moneyOrNull(row.prepFeeCents),
        milesPerDay: row.milesPerDay,
        extraMileFee: moneyOrNull(row.extraMileCents),
        generatorHoursPerDay: row.generatorHoursPerDay,
        extraGeneratorHourFee: moneyOrNull(row.extraGeneratorHourCents),
        noTurnoverDays: row.noTurnoverDays,
        cancellationPolicy: row.cancellationPolicy,
      }
    : NO_RATES

export const toSeason = ({ id, name, startDate, endDate, nightlyCents, minNights }: SeasonRow): RvSeason => ({
  id,
  name,
  startDate,
  endDate,
  nightlyRate: fromCents(nightlyCents),
  minNights,
})

/** The reads behind an RV's Pricing tab, each scoped by the owner: the RV, its rules, its seasons, the owner's default policy. */
const pricingReads = ({ db, ownerId }: { db: Db; ownerId: string }, rvId: string) =>
  [
    db
      .select({ id: rvs.id })
      .from(rvs)
      .where(ownedRow(rvs, ownerId, rvId)),
    db
      .select()
      .from(rvRates)
      .where(and(eq(rvRates.rvId, rvId), eq(rvRates.ownerId, ownerId))),
    db
      .select()
      .from(rvSeasons)
      .where(and(eq(rvSeasons.rvId, rvId), eq(rvSeasons.ownerId, ownerId)))
      .orderBy(asc(rvSeasons.startDate), asc(rvSeasons.id)),
    db
      .select({ defaultPolicy: pricingSettings.defaultPolicy })
      .from(pricingSettings)
      .where(eq(pricingSettings.ownerId, ownerId)),
  ] as const

type PricingRows = readonly [{ id: string }[], RatesRow[], SeasonRow[], { defaultPolicy: RvPricing['defaultPolicy'] }[]]

async function toRvPricing(rvId: string, [rv, rates, seasons, settings]: PricingRows): Promise<RvPricing> {
  await foundOr404(rv[0], 'That RV')
  return {
    rvId,
    rates: toRates(rates[0]),
    seasons: seasons.map(toSeason),
    defaultPolicy: settings[0]?.defaultPolicy ?? DEFAULT_POLICY,
  }
}

/** GET /api/pricing/rvs/:rvId: another owner's RV (or none) is a 404. */
export async function getRvPricing({ ctx, input: { rvId } }: { ctx: OwnerContext; input: { rvId: string } }) {
  return toRvPricing(rvId, await ctx.db.batch(pricingReads(ctx, rvId)))
}

/**
 * PUT /api/pricing/rvs/:rvId: the RV's rules replaced whole, as one conditional upsert that writes
 * only when the RV is the owner's, read back in the same batch.
 */
export async function saveRvRates({
  ctx,
  input: { rvId, ...rates },
}: {
  ctx: OwnerRequestContext
  input: RvRatesData & { rvId: string }
}) {
  // Nothing is written when the RV is not the owner's: the read of the RV then answers 404.
  const { read } = await runBatchThenRead(
    ctx.db,
    [
      sql`insert into rv_rates (rv_id, owner_id, weekly_cents, monthly_cents, weekend_cents, min_nights, prep_fee_cents,
            miles_per_day, extra_mile_cents, generator_hours_per_day, extra_generator_hour_cents, no_turnover_days,
            cancellation_policy, updated_at)
          select id, owner_id, ${rates.weeklyRate}, ${rates.monthlyRate}, ${rates.weekendRate}, ${rates.minNights},
            ${rates.prepFee}, ${rates.milesPerDay}, ${rates.extraMileFee}, ${rates.generatorHoursPerDay},
            ${rates.extraGeneratorHourFee}, ${JSON.stringify(rates.noTurnoverDays)}, ${rates.cancellationPolicy}, ${ctx.now}
          from rvs where id = ${rvId} and owner_id = ${ctx.ownerId}
          on conflict (rv_id) do update set
            weekly_cents = excluded.weekly_cents, monthly_cents = excluded.monthly_cents,
            weekend_cents = excluded.weekend_cents, min_nights = excluded.min_nights,
            prep_fee_cents = excluded.prep_fee_cents, miles_per_day = excluded.miles_per_day,
            extra_mile_cents = excluded.extra_mile_cents, generator_hours_per_day = excluded.generator_hours_per_day,
            extra_generator_hour_cents = excluded.extra_generator_hour_cents,
            no_turnover_days = excluded.no_turnover_days, cancellation_policy = excluded.cancellation_policy,
            updated_at = excluded.updated_at`,
    ],
    pricingReads(ctx, rvId),
  )
  return toRvPricing(rvId, read)
}
