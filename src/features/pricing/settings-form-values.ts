/** The 'Taxes and policy' form's state, and how it becomes the API payload. */
import type { CancellationPolicyName } from '../../../worker/lib/shared/cancellation'
import type { PricingSettingsInput } from '../../../worker/modules/pricing/schemas'
import type { PricingSettings } from './queries'

export interface SettingsFormValues {
  taxName: string
  /** A percent as typed, e.g. '8.875'. */
  taxRate: string
  secondTaxName: string
  secondTaxRate: string
  taxableRental: boolean
  taxablePrepFee: boolean
  taxableDelivery: boolean
  defaultPolicy: CancellationPolicyName
  pickupTime: string
}

export const settingsToFormValues = (settings: PricingSettings): SettingsFormValues => ({
  ...settings,
  taxName: settings.taxName ?? '',
  taxRate: settings.taxRate ?? '',
  secondTaxName: settings.secondTaxName ?? '',
  secondTaxRate: settings.secondTaxRate ?? '',
})

/** Blank texts stay blank: the schema reads them as 'no tax' and asks for the other half of a pair. */
export const toSettingsPayload = (values: SettingsFormValues): PricingSettingsInput => ({
  ...values,
  taxRate: values.taxRate.trim(),
  secondTaxRate: values.secondTaxRate.trim(),
})
