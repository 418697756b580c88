import { useId, useState } from 'react'
import { formatDollars } from '../../../../worker/lib/shared/money'
import {
  BUDGET_LEVELS,
  FUEL_DOLLARS_PER_GALLON,
  INSURANCE_SHARE,
  SEASONS,
  TRIP_BOUNDS,
  TRIP_RV_TYPES,
  VENUE_TYPES,
  type TripInput,
} from '../../../../worker/modules/budget/rules/trip-cost'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { SectionCard } from '../../../components/section-card'
import { percent } from '../../../lib/format'
import { plural } from '../../../lib/plural'
import { RangeField } from './range-field'
import { BUDGET_LEVEL_LABELS, SEASON_LABELS, TRIP_RV_TYPE_LABELS, VENUE_LABELS } from './trip-labels'

interface TripInputsProps {
  trip: TripInput
  onChange: (changes: Partial<TripInput>) => void
  className?: string
}

type Include = 'includeInsurance' | 'includeFuel' | 'includeFood' | 'includeActivities' | 'includeExtras'
const includes: { key: Include; label: string; hint: string }[] = [
  { key: 'includeInsurance', label: 'Insurance', hint: `${percent(INSURANCE_SHARE)} of the rental` },
  { key: 'includeFuel', label: 'Fuel', hint: `at ${formatDollars(FUEL_DOLLARS_PER_GALLON * 100)} a gallon` },
  { key: 'includeFood', label: 'Food', hint: 'groceries and meals out' },
  { key: 'includeActivities', label: 'Activities', hint: 'tours, parks, rentals' },
  { key: 'includeExtras', label: 'Extras', hint: 'firewood, laundry, gear' },
]

/** The renter's inputs (spec §3 "Renter calculator inputs"); every change recomputes at once. */
export function TripInputs({ trip, onChange, className = '' }: TripInputsProps) {
  return (
    <SectionCard title="Your trip" className={className}>
      <RangeField
        label="Trip duration"
        value={trip.tripDuration}
        {...TRIP_BOUNDS.tripDuration}
        valueText={(days) => plural(days, 'day')}
        onChange={(tripDuration) => onChange({ tripDuration })}
      />
      <RangeField
        label="People"
        value={trip.numberOfPeople}
        {...TRIP_BOUNDS.numberOfPeople}
        valueText={(people) => plural(people, 'person', 'people')}
        onChange={(numberOfPeople) => onChange({ numberOfPeople })}
      />
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-1">
        <FormField label="RV type">
          <EnumSelect
            values={TRIP_RV_TYPES}
            labels={TRIP_RV_TYPE_LABELS}
            value={trip.rvType}
            onChange={(rvType) => onChange({ rvType })}
          />
        </FormField>
        <FormField label="Campsite">
          <EnumSelect
            values={VENUE_TYPES}
            labels={VENUE_LABELS}
            value={trip.venueType}
            onChange={(venueType) => onChange({ venueType })}
          />
        </FormField>
        <FormField label="Season">
          <EnumSelect
            values={SEASONS}
            labels={SEASON_LABELS}
            value={trip.season}
            onChange={(season) => onChange({ season })}
          />
        </FormField>
        <FormField label="Budget level">
          <EnumSelect
            values={BUDGET_LEVELS}
            labels={BUDGET_LEVEL_LABELS}
            value={trip.budgetLevel}
            onChange={(budgetLevel) => onChange({ budgetLevel })}
          />
        </FormField>
      </div>
      <MilesField value={trip.milesDriving} onChange={(milesDriving) => onChange({ milesDriving })} />
      <fieldset className="fieldset py-1">
        <legend className="fieldset-legend pt-0 pb-1 text-sm">Include in the budget</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-2">
          {includes.map(({ key, label, hint }) => (
            <IncludeToggle
              key={key}
              label={label}
              hint={hint}
              checked={trip[key]}
              onChange={(checked) => onChange({ [key]: checked })}
            />
          ))}
        </div>
      </fieldset>
    </SectionCard>
  )
}

/**
 * Miles as typed (it may be empty for a moment); the rule counts an empty field as 0 and keeps
 * miles within its bounds. A figure outside them says which figure the estimate uses instead, and
 * leaving the field puts that figure in it, so what is shown is always what is counted.
 */
function MilesField({ value, onChange }: { value: number; onChange: (miles: number) => void }) {
  const [text, setText] = useState(String(value))
  const { min, max } = TRIP_BOUNDS.milesDriving
  const typed = Number(text)
  const bound = typed > max ? max : typed < min ? min : null
  const inMiles = (miles: number) => `${miles.toLocaleString('en-US')} miles`
  return (
    <FormField
      label="Miles of driving"
      hint={`Your whole route, ${min} to ${inMiles(max)}`}
      error={
        bound === null
          ? undefined
          : `${bound === max ? 'At most' : 'At least'} ${inMiles(bound)}: the estimate counts ${inMiles(bound)}`
      }
    >
      <input
        type="number"
        inputMode="numeric"
        className="input w-full"
        min={min}
        max={max}
        step={10}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          const miles = Number(event.target.value)
          onChange(Number.isFinite(miles) ? miles : 0)
        }}
        onBlur={() => {
          if (bound !== null) setText(String(bound))
        }}
      />
    </FormField>
  )
}

interface IncludeToggleProps {
  label: string
  hint: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/** One 'include' checkbox, named by its label and described by its hint. */
function IncludeToggle({ label, hint, checked, onChange }: IncludeToggleProps) {
  const hintId = useId()
  return (
    <div className="py-1">
      <label className="flex min-h-8 cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          className="checkbox checkbox-sm checkbox-primary"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <span id={hintId} className="ml-7 block text-xs text-base-content/75">
        {hint}
      </span>
    </div>
  )
}
