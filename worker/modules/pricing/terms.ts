/**
 * The pricing terms of RVs as the quote reads them: each RV's rate card (its rate rules and
 * seasons, its owner's taxes), its active add-ons, the cancellation policy and pickup hour it is
 * sold under, and where it is picked up (delivery is priced from there). Read for one RV when a
 * stay is priced and for a page of RVs when renters search.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chunks, IDS_PER_QUERY } from '../../db/chunks'
import { addOnRvs, addOns, pickupLocations, pricingSettings, rvRates, rvSeasons, rvs, users } from '../../db/schema'
import { DEFAULT_POLICY } from '../../lib/shared/cancellation'
import type { PickupPlace } from '../../lib/shared/delivery-rule'
import { PLAIN_RATE_CARD, type SalesTax } from '../../lib/shared/rate-card'
import type { PricingTerms } from '../bookings'

type Settings = typeof pricingSettings.$inferSelect

const taxesOf = (settings: Settings | undefined): SalesTax[] =>
  settings
    ? [
        [settings.taxName, settings.taxRateMilliPercent],
        [settings.secondTaxName, settings.secondTaxRateMilliPercent],
      ].flatMap(([name, rate]) =>
        typeof name === 'string' && typeof rate === 'number' && rate > 0 ? [{ name, rateMilliPercent: rate }] : [],
      )
    : []

type Location = typeof pickupLocations.$inferSelect

/** Where the RV is picked up, and the owner's delivery rule from there if they deliver. */
const pickupPlace = (location: Location): PickupPlace => ({
  latitude: location.latitude,
  longitude: location.longitude,
  name: location.name,
  address: `${location.street}, ${location.city}, ${location.state} ${location.zipCode}`,
  openingHours: location.openingHours,
  instructions: location.instructions,
  delivery: location.delivers
    ? {
        baseFeeCents: location.deliveryBaseFeeCents,
        freeMiles: location.deliveryFreeMiles,
        perMileCents: location.deliveryPerMileCents,
        maxMiles: location.deliveryMaxMiles,
      }
    : null,
})

/**
 * The pricing terms of each RV in `rvIds` (RVs that do not exist are left out); the add-ons are
 * active ones for the RV. Search prices only what every renter pays, so it reads no add-ons
 * (`addOns: false`).
 */
export async function pricingTermsFor({
  ctx: { db },
  input: { rvIds, addOns: withAddOns = true },
}: {
  ctx: { db: Db }
  input: { rvIds: string[]; addOns?: boolean }
}) {
  const terms = new Map<string, PricingTerms>()
  for (const ids of chunks([...new Set(rvIds)], IDS_PER_QUERY)) {
    const [rows, seasons, catalogue] = await Promise.all([
      db
        .select({
          rvId: rvs.id,
          ownerId: rvs.ownerId,
          rates: rvRates,
          settings: pricingSettings,
          timeZone: users.timeZone,
          pickup: pickupLocations,
        })
        .from(rvs)
        .innerJoin(users, eq(users.id, rvs.ownerId))
        .leftJoin(pickupLocations, eq(pickupLocations.id, rvs.pickupLocationId))
        .leftJoin(rvRates, eq(rvRates.rvId, rvs.id))
        .leftJoin(pricingSettings, eq(pricingSettings.ownerId, rvs.ownerId))
        .where(inArray(rvs.id, ids)),
      db.select().from(rvSeasons).where(inArray(rvSeasons.rvId, ids)).orderBy(rvSeasons.startDate, rvSeasons.id),
      withAddOns
        ? db
            .select({ addOn: addOns, rvId: rvs.id })
            .from(addOns)
            .innerJoin(rvs, eq(rvs.ownerId, addOns.ownerId))
            .where(
              and(
                inArray(rvs.id, ids),
                eq(addOns.active, true),
                or(
                  eq(addOns.allRvs, true),
                  sql`exists (select 1 from ${addOnRvs} where ${addOnRvs.addOnId} = ${addOns.id} and ${addOnRvs.rvId} = ${rvs.id})`,
                ),
              ),
            )
            .orderBy(addOns.createdAt, addOns.id)
        : [],
    ])
    for (const { rvId, rates, settings, timeZone, pickup } of rows) {
      const rvSeasonList = seasons.filter((season) => season.rvId === rvId)
      terms.set(rvId, {
        rates: {
          ...PLAIN_RATE_CARD,
          ...(rates && {
            weeklyCents: rates.weeklyCents,
            monthlyCents: rates.monthlyCents,
            weekendCents: rates.weekendCents,
            minNights: rates.minNights,
            noTurnoverDays: rates.noTurnoverDays,
            prepFeeCents: rates.prepFeeCents,
            milesPerDay: rates.milesPerDay,
            extraMileCents: rates.extraMileCents,
            generatorHoursPerDay: rates.generatorHoursPerDay,
            extraGeneratorHourCents: rates.extraGeneratorHourCents,
          }),
          seasons: rvSeasonList.map(({ name, startDate, endDate, nightlyCents, minNights }) => ({
            name,
            startDate,
            endDate,
            nightlyCents,
            minNights,
          })),
          taxes: taxesOf(settings ?? undefined),
          taxable: {
            rental: settings?.taxableRental ?? false,
            prepFee: settings?.taxablePrepFee ?? false,
            delivery: settings?.taxableDelivery ?? false,
          },
        },
        addOns: catalogue
          .filter((entry) => entry.rvId === rvId)
          .map(({ addOn: { id, name, priceCents, unit, maxQuantity, taxable } }) => ({
            id,
            name,
            priceCents,
            unit,
            maxQuantity,
            taxable,
          })),
        policy: rates?.cancellationPolicy ?? settings?.defaultPolicy ?? DEFAULT_POLICY,
        pickupTime: settings?.pickupTime ?? '10:00',
        timeZone: timeZone ?? 'UTC',
        pickup: pickup && pickupPlace(pickup),
      })
    }
  }
  return terms
}
