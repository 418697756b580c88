import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { cancellationPolicyNames, POLICY_LABELS } from '../../../../worker/lib/shared/cancellation'
import { pricingSettingsSchema } from '../../../../worker/modules/pricing/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { SectionCard } from '../../../components/section-card'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { pricingSettingsQuery, useSavePricingSettings } from '../queries'
import { settingsToFormValues, toSettingsPayload, type SettingsFormValues } from '../settings-form-values'
import { PolicyRefundTable } from './policy-refund-table'
import { bindText } from '../../../lib/bind-text'
import { FormFooter } from '../../../components/form-footer'

const input = 'input w-full'

type Flag = 'taxableRental' | 'taxablePrepFee' | 'taxableDelivery'

const TAXED_LINES: [Flag, string][] = [
  ['taxableRental', 'Rental (nights, weekly and monthly rates)'],
  ['taxablePrepFee', 'Preparation fee'],
  ['taxableDelivery', 'Delivery'],
]

/** The owner's sales taxes, which lines they apply to, the policy RVs follow by default, and the pickup hour. */
export function TaxesAndPolicyCard() {
  const { data: settings } = useSuspenseQuery(pricingSettingsQuery())
  const [values, setValues] = useState<SettingsFormValues>(() => settingsToFormValues(settings))
  const save = useSavePricingSettings()
  const toast = useToast()
  const tableId = useId()
  const set = (patch: Partial<SettingsFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const text = bindText(values, set)
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: pricingSettingsSchema,
    fallbackMessage: 'The pricing settings could not be saved. Please try again.',
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    const done = await submit(toSettingsPayload(values), (payload) => save.mutateAsync(payload))
    if (done) toast({ title: 'Taxes and policy saved', variant: 'success' })
  }

  return (
    <SectionCard title="Taxes and policy">
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
        <p className="text-sm text-base-content/75">
          Taxes are added to the lines you mark taxable; add-ons are taxed by their own setting.
        </p>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          <FormField label="Tax name" error={errors.taxName} hint="e.g. State sales tax">
            <input className={input} autoComplete="off" maxLength={40} {...text('taxName')} />
          </FormField>
          <FormField label="Tax rate (%)" error={errors.taxRate} hint="0 to 20, up to 3 decimals, e.g. 8.875">
            <input type="text" inputMode="decimal" className={input} placeholder="8.875" {...text('taxRate')} />
          </FormField>
          <FormField label="Second tax name (optional)" error={errors.secondTaxName} hint="e.g. County tax">
            <input className={input} autoComplete="off" maxLength={40} {...text('secondTaxName')} />
          </FormField>
          <FormField label="Second tax rate (%)" error={errors.secondTaxRate}>
            <input type="text" inputMode="decimal" className={input} placeholder="1.5" {...text('secondTaxRate')} />
          </FormField>
        </div>
        <fieldset className="fieldset py-1">
          <legend className="fieldset-legend pb-1 pt-0 text-sm">Taxable lines</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {TAXED_LINES.map(([field, label]) => (
              <label key={field} className="label cursor-pointer gap-2 whitespace-normal text-base-content">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={values[field]}
                  onChange={(event) => set({ [field]: event.target.checked })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <FormField
            label="Default cancellation policy"
            error={errors.defaultPolicy}
            hint="RVs without their own follow it"
            className="max-w-xs"
          >
            <EnumSelect
              values={cancellationPolicyNames}
              labels={POLICY_LABELS}
              value={values.defaultPolicy}
              onChange={(defaultPolicy) => set({ defaultPolicy })}
              aria-controls={tableId}
            />
          </FormField>
          <PolicyRefundTable id={tableId} chosen={values.defaultPolicy} />
        </div>
        <FormField
          label="Pickup time"
          error={errors.pickupTime}
          hint="A policy's days before pickup count to this time, in your time zone"
          className="max-w-xs"
        >
          <input type="time" step={60} className={input} {...text('pickupTime')} />
        </FormField>
        <FormFooter formError={formError} pending={save.isPending} idleLabel="Save taxes and policy" />
      </form>
    </SectionCard>
  )
}
