/**
 * The owner's pricing payloads, shared by the API and the admin's forms: their taxes and default
 * policy, each RV's rate rules and seasons, and their add-on catalogue. Valibot only.
 */
import * as v from 'valibot'
import { cancellationPolicyNames, type CancellationPolicyName } from '../../lib/shared/cancellation'
import { calendarDay, isRealDay, toDayNumber } from '../../lib/shared/dates'
import { fieldProblems, formObject, optionalText, optionalWholeNumber, requiredText } from '../../lib/shared/fields'
import { moneySchema } from '../../lib/shared/money'
import { pageQueryFields, type Page } from '../../lib/shared/paging'
import { addOnUnits, type AddOnUnit } from '../../lib/shared/rate-card'

export const PRICING_LIMITS = {
  /** A sales tax rate, in percent. */
  taxRate: [0, 20],
  minNights: [1, 365],
  milesPerDay: [0, 2000],
  generatorHoursPerDay: [0, 24],
  /** A season's first to last night, inclusive: two years at most (731 days with a leap day). */
  seasonDays: 731,
  addOnQuantity: [1, 20],
  /** The RVs one add-on may list (an owner with more offers it to all RVs). */
  addOnRvs: 100,
} as const

export const ADD_ON_UNIT_LABELS: Record<AddOnUnit, string> = {
  per_stay: 'Per stay',
  per_night: 'Per night',
  per_day: 'Per day',
}

export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** 8875 (thousandths of a percent) → "8.875"; 8000 → "8". */
export function fromMilliPercent(milli: number) {
  const fraction = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return fraction ? `${Math.trunc(milli / 1000)}.${fraction}` : String(Math.trunc(milli / 1000))
}

/** "8.875" | 8.875 → 8875; null when it is not a percent with at most 3 decimals. */
export function toMilliPercent(value: string | number) {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'))
}

/** An optional sales tax rate in percent (0-20, up to 3 decimals), stored in thousandths: '' or null is none. */
const taxRate = (label: string) => {
  const [min, max] = PRICING_LIMITS.taxRate
  const range = `${label} must be a percent from ${min} to ${max}`
  return v.optional(
    v.pipe(
      v.nullable(v.union([v.string(), v.number()], `${label} must be a percent like 8.875`)),
      // Not a percent with at most 3 decimals: NaN, which the number check below refuses.
      v.transform((value) => (value === null || value === '' ? null : (toMilliPercent(value) ?? Number.NaN))),
      v.nullable(
        v.pipe(
          v.number(`${label} must be a percent like 8.875 (at most 3 decimals)`),
          v.minValue(min * 1000, range),
          v.maxValue(max * 1000, range),
        ),
      ),
    ),
    null,
  )
}

/** An optional amount: left out, null or '' (a cleared input) is none. */
const optionalMoney = (label: string, { positive = false } = {}) =>
  v.optional(
    v.pipe(
      v.nullable(
        v.union([
          v.literal(''),
          positive ? v.pipe(moneySchema(label), v.minValue(1, `${label} must be more than $0`)) : moneySchema(label),
        ]),
      ),
      v.transform((cents) => (cents === '' ? null : cents)),
    ),
    null,
  )

/** An amount more than $0. */
const positiveMoney = (label: string) => v.pipe(moneySchema(label), v.minValue(1, `${label} must be more than $0`))

/** A cancellation policy, or '' / null for none. */
const optionalPolicy = v.optional(
  v.pipe(
    v.nullable(
      v.union(
        [v.literal(''), v.picklist(cancellationPolicyNames)],
        'Cancellation policy must be flexible, moderate or strict',
      ),
    ),
    v.transform((policy) => policy || null),
  ),
  null,
)

const pickupTime = v.optional(
  v.pipe(
    v.string('Pickup time must look like 10:00'),
    v.trim(),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Pickup time must be a time of day like 10:00'),
  ),
  '10:00',
)

const flag = (label: string, fallback: boolean) => v.optional(v.boolean(`${label} must be true or false`), fallback)

const settingsObject = formObject({
  taxName: optionalText('Tax name', 40),
  taxRate: taxRate('Tax rate'),
  secondTaxName: optionalText('Second tax name', 40),
  secondTaxRate: taxRate('Second tax rate'),
  taxableRental: flag('Taxable rental', false),
  taxablePrepFee: flag('Taxable preparation fee', false),
  taxableDelivery: flag('Taxable delivery', false),
  defaultPolicy: v.optional(
    v.picklist(cancellationPolicyNames, 'Default policy must be flexible, moderate or strict'),
    'moderate',
  ),
  pickupTime,
})

/** A tax is a name and a rate together: one without the other is a mistake, named on the missing field. */
function taxProblems(settings: Record<string, unknown>): [string, string][] {
  const given = (value: unknown) => value !== null && value !== undefined && value !== ''
  const pairs = [
    ['taxName', 'taxRate', 'Tax'],
    ['secondTaxName', 'secondTaxRate', 'Second tax'],
  ] as const
  return pairs.flatMap(([name, rate, label]): [string, string][] => {
    if (given(settings[rate]) && !given(settings[name])) return [[name, `${label} name is required with a rate`]]
    if (given(settings[name]) && !given(settings[rate])) return [[rate, `${label} rate is required with a name`]]
    return []
  })
}

/** PUT /api/pricing/settings: the owner's taxes, which lines they apply to, default policy and pickup hour. */
export const pricingSettingsSchema = v.pipe(
  settingsObject,
  fieldProblems<v.InferOutput<typeof settingsObject>>(taxProblems),
)
export type PricingSettingsInput = v.InferInput<typeof pricingSettingsSchema>
export type PricingSettingsData = v.InferOutput<typeof pricingSettingsSchema>

/** The owner's settings as the API answers them: rates in percent as decimal strings ("8.875"). */
export interface PricingSettings {
  taxName: string | null
  taxRate: string | null
  secondTaxName: string | null
  secondTaxRate: string | null
  taxableRental: boolean
  taxablePrepFee: boolean
  taxableDelivery: boolean
  defaultPolicy: CancellationPolicyName
  pickupTime: string
}

const WEEKDAYS_MESSAGE = 'Weekdays must be numbers from 0 (Sunday) to 6 (Saturday)'

/** Checked as a whole, so every problem lands under the field (the form's seven checkboxes). */
const noTurnoverDays = v.optional(
  v.pipe(
    v.array(v.number(WEEKDAYS_MESSAGE), 'No-turnover days must be a list of weekdays'),
    v.check((days) => days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6), WEEKDAYS_MESSAGE),
    v.check((days) => new Set(days).size === days.length, 'Each weekday may be listed once'),
    v.maxLength(6, 'At least one weekday must allow pickups and returns'),
    v.transform((days) => [...days].sort((a, b) => a - b)),
  ),
  [],
)

/** PUT /api/pricing/rvs/:rvId: the RV's rate rules; a rule left out or null does not apply. */
export const rvRatesSchema = formObject({
  weeklyRate: optionalMoney('Weekly rate', { positive: true }),
  monthlyRate: optionalMoney('Monthly rate', { positive: true }),
  weekendRate: optionalMoney('Weekend rate', { positive: true }),
  minNights: optionalWholeNumber('Minimum nights', ...PRICING_LIMITS.minNights),
  prepFee: optionalMoney('Preparation fee'),
  milesPerDay: optionalWholeNumber('Miles included per day', ...PRICING_LIMITS.milesPerDay),
  extraMileFee: optionalMoney('Extra mile fee'),
  generatorHoursPerDay: optionalWholeNumber('Generator hours included per day', ...PRICING_LIMITS.generatorHoursPerDay),
  extraGeneratorHourFee: optionalMoney('Extra generator hour fee'),
  noTurnoverDays,
  cancellationPolicy: optionalPolicy,
})
export type RvRatesInput = v.InferInput<typeof rvRatesSchema>
export type RvRatesData = v.InferOutput<typeof rvRatesSchema>

/** An RV's rate rules as the API answers them (money as decimal strings; null = the rule does not apply). */
export interface RvRates {
  weeklyRate: string | null
  monthlyRate: string | null
  weekendRate: string | null
  minNights: number | null
  prepFee: string | null
  milesPerDay: number | null
  extraMileFee: string | null
  generatorHoursPerDay: number | null
  extraGeneratorHourFee: string | null
  noTurnoverDays: number[]
  /** Null: the owner's default policy. */
  cancellationPolicy: CancellationPolicyName | null
}

const seasonObject = formObject({
  name: requiredText('Season name', 80),
  startDate: calendarDay('First night'),
  endDate: calendarDay('Last night'),
  nightlyRate: positiveMoney('Nightly rate'),
  minNights: optionalWholeNumber('Minimum nights', ...PRICING_LIMITS.minNights),
})

/** End on or after start, and at most two years from first night to last. */
function seasonProblems({ startDate, endDate }: Record<string, unknown>): [string, string][] {
  const realDay = (day: unknown): day is string => typeof day === 'string' && isRealDay(day)
  if (!realDay(startDate) || !realDay(endDate)) return []
  if (endDate < startDate) return [['endDate', 'The last night must be on or after the first night']]
  if (toDayNumber(endDate) - toDayNumber(startDate) + 1 > PRICING_LIMITS.seasonDays)
    return [['endDate', 'A season can be at most 2 years long']]
  return []
}

/** POST /api/pricing/rvs/:rvId/seasons and PUT .../seasons/:seasonId: nights from start to end, both included. */
export const seasonSchema = v.pipe(seasonObject, fieldProblems<v.InferOutput<typeof seasonObject>>(seasonProblems))
export type SeasonInput = v.InferInput<typeof seasonSchema>
export type SeasonData = v.InferOutput<typeof seasonSchema>

export interface RvSeason {
  id: string
  name: string
  /** First and last night, inclusive ('YYYY-MM-DD'). */
  startDate: string
  endDate: string
  nightlyRate: string
  minNights: number | null
}

/** GET /api/pricing/rvs/:rvId: the RV's rules (all null when none), its seasons by start date, and the policy it follows without one of its own. */
export interface RvPricing {
  rvId: string
  rates: RvRates
  seasons: RvSeason[]
  defaultPolicy: CancellationPolicyName
}

const pathId = v.pipe(v.string(), v.maxLength(64, 'Unknown id'))
export const rvParamSchema = v.object({ rvId: pathId })
export const seasonParamSchema = v.object({ rvId: pathId, seasonId: pathId })

const rvIdList = v.optional(
  v.pipe(
    v.array(v.pipe(v.string('RVs must be a list of RV ids'), v.maxLength(64, 'Unknown RV')), 'RVs must be a list'),
    v.transform((ids) => [...new Set(ids)]),
    v.maxLength(
      PRICING_LIMITS.addOnRvs,
      `Choose at most ${PRICING_LIMITS.addOnRvs} RVs, or offer the add-on for all RVs`,
    ),
  ),
  [],
)

const addOnObject = formObject({
  name: requiredText('Name', 80),
  price: positiveMoney('Price'),
  unit: v.picklist(addOnUnits, 'Choose per stay, per night or per day'),
  maxQuantity: v.optional(
    v.pipe(
      v.number('Maximum quantity must be a number'),
      v.integer('Maximum quantity must be a whole number'),
      v.minValue(PRICING_LIMITS.addOnQuantity[0], 'Maximum quantity must be between 1 and 20'),
      v.maxValue(PRICING_LIMITS.addOnQuantity[1], 'Maximum quantity must be between 1 and 20'),
    ),
    1,
  ),
  taxable: flag('Taxable', false),
  allRvs: flag('All RVs', true),
  rvIds: rvIdList,
  active: flag('Active', true),
})

const addOnProblems = ({ allRvs, rvIds }: Record<string, unknown>): [string, string][] =>
  allRvs === false && Array.isArray(rvIds) && rvIds.length === 0
    ? [['rvIds', 'Choose at least one RV, or offer the add-on for all RVs']]
    : []

/** POST /api/pricing/add-ons and PUT .../:id; an add-on for all RVs keeps no list of them. */
export const addOnSchema = v.pipe(
  addOnObject,
  fieldProblems<v.InferOutput<typeof addOnObject>>(addOnProblems),
  v.transform((addOn) => (addOn.allRvs ? { ...addOn, rvIds: [] } : addOn)),
)
export type AddOnInput = v.InferInput<typeof addOnSchema>
export type AddOnData = v.InferOutput<typeof addOnSchema>

/** GET /api/pricing/add-ons: newest first, a page at a time. */
export const addOnListQuerySchema = v.object({ ...pageQueryFields })
export type AddOnListQuery = v.InferOutput<typeof addOnListQuerySchema>

export interface AddOnItem {
  id: string
  name: string
  price: string
  unit: AddOnUnit
  maxQuantity: number
  taxable: boolean
  allRvs: boolean
  /** The RVs it is offered with when not for all RVs. */
  rvIds: string[]
  active: boolean
  createdAt: string
}

export type AddOnPage = Page<AddOnItem>
