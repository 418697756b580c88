/** An RV's rate rules form (its Pricing tab), and how it becomes the API payload. */
import type { CancellationPolicyName } from '../../../worker/lib/shared/cancellation'
import type { RvRatesInput } from '../../../worker/modules/pricing/schemas'
import { optionalNumber } from '../../lib/form-errors'
import type { RvPricing } from './queries'

type Rates = RvPricing['rates']

/** Amounts and counts as typed; '' is 'does not apply'. */
export interface RatesFormValues {
  weeklyRate: string
  monthlyRate: string
  weekendRate: string
  minNights: string
  prepFee: string
  milesPerDay: string
  extraMileFee: string
  generatorHoursPerDay: string
  extraGeneratorHourFee: string
  noTurnoverDays: number[]
  /** '' follows the owner's default policy. */
  cancellationPolicy: CancellationPolicyName | ''
}

const text = (value: string | number | null) => (value === null ? '' : String(value))

export const ratesToFormValues = (rates: Rates): RatesFormValues => ({
  weeklyRate: text(rates.weeklyRate),
  monthlyRate: text(rates.monthlyRate),
  weekendRate: text(rates.weekendRate),
  minNights: text(rates.minNights),
  prepFee: text(rates.prepFee),
  milesPerDay: text(rates.milesPerDay),
  extraMileFee: text(rates.extraMileFee),
  generatorHoursPerDay: text(rates.generatorHoursPerDay),
  extraGeneratorHourFee: text(rates.extraGeneratorHourFee),
  noTurnoverDays: rates.noTurnoverDays,
  cancellationPolicy: rates.cancellationPolicy ?? '',
})

/** Amounts go as typed (the schema reads '' as none and refuses what is not an amount); counts as numbers. */
export const toRatesPayload = (values: RatesFormValues): RvRatesInput => ({
  weeklyRate: values.weeklyRate.trim(),
  monthlyRate: values.monthlyRate.trim(),
  weekendRate: values.weekendRate.trim(),
  minNights: optionalNumber(values.minNights),
  prepFee: values.prepFee.trim(),
  milesPerDay: optionalNumber(values.milesPerDay),
  extraMileFee: values.extraMileFee.trim(),
  generatorHoursPerDay: optionalNumber(values.generatorHoursPerDay),
  extraGeneratorHourFee: values.extraGeneratorHourFee.trim(),
  noTurnoverDays: values.noTurnoverDays,
  cancellationPolicy: values.cancellationPolicy,
})
