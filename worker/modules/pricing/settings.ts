/** The owner's pricing settings: up to two sales taxes, which lines they apply to, the default policy and pickup hour. */
import { eq } from 'drizzle-orm'
import { pricingSettings } from '../../db/schema'
import type { OwnerContext, OwnerRequestContext } from '../../db/owned'
import { DEFAULT_POLICY } from '../../lib/shared/cancellation'
import { fromMilliPercent, type PricingSettings, type PricingSettingsData } from './schemas'

type SettingsRow = typeof pricingSettings.$inferSelect

const percentOrNull = (milli: number | null) => (milli === null ? null : fromMilliPercent(milli))

/** An owner who never saved settings: no taxes, nothing taxable, the moderate policy, pickup at 10:00. */
const DEFAULT_SETTINGS: PricingSettings = {
  taxName: null,
  taxRate: null,
  secondTaxName: null,
  secondTaxRate: null,
  taxableRental: false,
  taxablePrepFee: false,
  taxableDelivery: false,
  defaultPolicy: DEFAULT_POLICY,
  pickupTime: '10:00',
}

const toSettings = (row: SettingsRow | undefined): PricingSettings =>
  row
    ? {
        taxName: row.taxName,
        taxRate: percentOrNull(row.taxRateMilliPercent),
        secondTaxName: row.secondTaxName,
        secondTaxRate: percentOrNull(row.secondTaxRateMilliPercent),
        taxableRental: row.taxableRental,
        taxablePrepFee: row.taxablePrepFee,
        taxableDelivery: row.taxableDelivery,
        defaultPolicy: row.defaultPolicy,
        pickupTime: row.pickupTime,
      }
    : DEFAULT_SETTINGS

/** GET /api/pricing/settings: the owner's row, or the defaults when they never saved one. */
export async function getPricingSettings({ ctx }: { ctx: OwnerContext }) {
  const row = await ctx.db.query.pricingSettings.findFirst({ where: eq(pricingSettings.ownerId, ctx.ownerId) })
  return toSettings(row)
}

/** PUT /api/pricing/settings: one upsert keyed by the signed-in owner (the body names no owner). */
export async function savePricingSettings({ ctx, input }: { ctx: OwnerRequestContext; input: PricingSettingsData }) {
  const values = {
    taxName: input.taxName,
    taxRateMilliPercent: input.taxRate,
    secondTaxName: input.secondTaxName,
    secondTaxRateMilliPercent: input.secondTaxRate,
    taxableRental: input.taxableRental,
    taxablePrepFee: input.taxablePrepFee,
    taxableDelivery: input.taxableDelivery,
    defaultPolicy: input.defaultPolicy,
    pickupTime: input.pickupTime,
    updatedAt: ctx.now,
  }
  const [row] = await ctx.db
    .insert(pricingSettings)
    .values({ ...values, ownerId: ctx.ownerId })
    .onConflictDoUpdate({ target: pricingSettings.ownerId, set: values })
    .returning()
  return toSettings(row)
}
