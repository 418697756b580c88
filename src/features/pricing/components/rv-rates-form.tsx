import { useId, useState, type FormEvent } from 'react'
import { cancellationPolicyNames, POLICY_LABELS } from '../../../../worker/lib/shared/cancellation'
import { PRICING_LIMITS, rvRatesSchema, WEEKDAY_LABELS } from '../../../../worker/modules/pricing/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useSaveRvRates, type RvPricing } from '../queries'
import { ratesToFormValues, toRatesPayload, type RatesFormValues } from '../rates-form-values'
import { bindText } from '../../../lib/bind-text'

const input = 'input w-full'

const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, className: input } as const
const count = (min: number, max: number) =>
  ({ type: 'number', inputMode: 'numeric', min, max, step: 1, className: input }) as const

/** The RV's rate rules: longer-stay and weekend rates, minimum stay, fees, allowances, turnover days and policy. */
export function RvRatesForm({ rvId, pricing }: { rvId: string; pricing: RvPricing }) {
  const [values, setValues] = useState<RatesFormValues>(() => ratesToFormValues(pricing.rates))
  const save = useSaveRvRates(rvId)
  const toast = useToast()
  const headingId = useId()
  const daysErrorId = useId()
  const set = (patch: Partial<RatesFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const text = bindText(values, set)
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: rvRatesSchema,
    fallbackMessage: 'The rates could not be saved. Please try again.',
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    const done = await submit(toRatesPayload(values), (payload) => save.mutateAsync(payload))
    if (done) toast({ title: 'Rates saved', variant: 'success' })
  }

  const toggleDay = (day: number, on: boolean) =>
    set({ noTurnoverDays: on ? [...values.noTurnoverDays, day] : values.noTurnoverDays.filter((d) => d !== day) })

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      aria-busy={save.isPending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={headingId} className="font-semibold">
        Rates and rules
      </h3>
      <p className="text-sm text-base-content/75">
        Weekly applies to 7-29 nights, monthly to 30+; a renter never pays more than the nightly total. Leave a field
        empty when it does not apply.
      </p>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-3">
        <FormField label="Weekly rate ($)" error={errors.weeklyRate} hint="Price of 7 nights">
          <input {...money} placeholder="1300.00" {...text('weeklyRate')} />
        </FormField>
        <FormField label="Monthly rate ($)" error={errors.monthlyRate} hint="Price of 30 nights">
          <input {...money} placeholder="4200.00" {...text('monthlyRate')} />
        </FormField>
        <FormField label="Weekend rate ($)" error={errors.weekendRate} hint="Friday and Saturday nights">
          <input {...money} {...text('weekendRate')} />
        </FormField>
        <FormField label="Minimum nights" error={errors.minNights}>
          <input {...count(...PRICING_LIMITS.minNights)} {...text('minNights')} />
        </FormField>
        <FormField label="Preparation fee ($)" error={errors.prepFee} hint="Once per stay">
          <input {...money} {...text('prepFee')} />
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Miles included per day" error={errors.milesPerDay}>
          <input {...count(...PRICING_LIMITS.milesPerDay)} {...text('milesPerDay')} />
        </FormField>
        <FormField label="Extra mile fee ($)" error={errors.extraMileFee} hint="Per mile past the allowance">
          <input {...money} placeholder="0.45" {...text('extraMileFee')} />
        </FormField>
        <FormField label="Generator hours included per day" error={errors.generatorHoursPerDay}>
          <input {...count(...PRICING_LIMITS.generatorHoursPerDay)} {...text('generatorHoursPerDay')} />
        </FormField>
        <FormField label="Extra generator hour fee ($)" error={errors.extraGeneratorHourFee}>
          <input {...money} {...text('extraGeneratorHourFee')} />
        </FormField>
      </div>
      <fieldset className="fieldset py-1" aria-describedby={errors.noTurnoverDays ? daysErrorId : undefined}>
        <legend className="fieldset-legend pb-1 pt-0 text-sm">No pickups or returns on</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {WEEKDAY_LABELS.map((label, day) => (
            <label key={label} className="label cursor-pointer gap-2 text-base-content">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                aria-invalid={errors.noTurnoverDays ? true : undefined}
                checked={values.noTurnoverDays.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              {label}
            </label>
          ))}
        </div>
        {errors.noTurnoverDays && (
          <p id={daysErrorId} className="label whitespace-normal text-xs text-red-700 dark:text-red-400">
            {errors.noTurnoverDays}
          </p>
        )}
      </fieldset>
      <FormField label="Cancellation policy" error={errors.cancellationPolicy} className="max-w-sm">
        <EnumSelect
          values={cancellationPolicyNames}
          labels={POLICY_LABELS}
          placeholder={`Owner default (${POLICY_LABELS[pricing.defaultPolicy]})`}
          value={values.cancellationPolicy}
          onChange={(cancellationPolicy) => set({ cancellationPolicy })}
        />
      </FormField>
      {formError && (
        <p role="alert" className="alert alert-error mt-3 text-sm">
          {formError}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save rates'}
        </button>
      </div>
    </form>
  )
}
