import type { ChangeEvent } from 'react'
import { businessGoals, competitionLevels, SLIDERS } from '../../../../../worker/modules/budget/rules/ad-budget'
import type { BudgetFormValues } from '../budget-form'
import { COMPETITION_LABELS, GOAL_LABELS, SEASON_OPTIONS } from '../budget-labels'
import { EnumSelect } from '../../../../components/enum-select'
import { FormField } from '../../../../components/form-field'

interface BudgetInputsProps {
  values: BudgetFormValues
  onChange: (change: Partial<BudgetFormValues>) => void
}

/** The nine inputs (spec §3); every change recomputes the recommendations at once. */
export function BudgetInputs({ values, onChange }: BudgetInputsProps) {
  const text =
    (field: Exclude<keyof BudgetFormValues, 'competitionLevel' | 'businessGoals'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [field]: event.target.value })
  const slider = (field: 'desiredGrowthRate' | 'targetROAS') => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ [field]: Number(event.target.value) })
  const growth = Number(values.desiredGrowthRate)
  const roas = Number(values.targetROAS)

  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 xl:grid-cols-3">
      <FormField label="Monthly revenue ($)">
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={100}
          className="input w-full"
          value={values.monthlyRevenue}
          onChange={text('monthlyRevenue')}
        />
      </FormField>
      <FormField label="Average booking value ($)">
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={50}
          className="input w-full"
          value={values.averageBookingValue}
          onChange={text('averageBookingValue')}
        />
      </FormField>
      <FormField label="Conversion rate (%)" hint="The share of your leads that book.">
        <input
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          className="input w-full"
          value={values.conversionRate}
          onChange={text('conversionRate')}
        />
      </FormField>
      <FormField label="Season">
        <select className="select w-full" value={String(values.seasonalityFactor)} onChange={text('seasonalityFactor')}>
          {SEASON_OPTIONS.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Competition level">
        <EnumSelect
          values={competitionLevels}
          labels={COMPETITION_LABELS}
          value={values.competitionLevel}
          onChange={(competitionLevel) => onChange({ competitionLevel })}
        />
      </FormField>
      <FormField label="Business goal">
        <EnumSelect
          values={businessGoals}
          labels={GOAL_LABELS}
          value={values.businessGoals}
          onChange={(goal) => onChange({ businessGoals: goal })}
        />
      </FormField>
      <FormField label="Current customers">
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="input w-full"
          value={values.currentCustomerCount}
          onChange={text('currentCustomerCount')}
        />
      </FormField>
      <FormField label={`Desired growth: ${growth}%`}>
        <input
          type="range"
          className="range range-primary range-sm w-full"
          {...SLIDERS.desiredGrowthRate}
          value={growth}
          aria-valuetext={`${growth}%`}
          onChange={slider('desiredGrowthRate')}
        />
      </FormField>
      <FormField label={`Target ROAS: ${roas}x`} hint="Revenue you want back for every ad dollar.">
        <input
          type="range"
          className="range range-primary range-sm w-full"
          {...SLIDERS.targetROAS}
          value={roas}
          aria-valuetext={`${roas} times`}
          onChange={slider('targetROAS')}
        />
      </FormField>
    </div>
  )
}
