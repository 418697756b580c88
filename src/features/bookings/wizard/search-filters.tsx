/**
 * Step 1's Filters panel: the all-in price range, pets, length, features, delivery and
 * accessibility. Each change applies at once (the search step waits for typing to pause).
 */
import { useId, type ReactNode } from 'react'
import {
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_LABELS,
  FEATURE_FILTER_LABELS,
  FEATURE_FILTERS,
} from '../../../../worker/lib/shared/rv-amenities'
import { noFilters, type SearchFilters } from './trip'

type Props = { id: string; filters: SearchFilters; onChange: (filters: SearchFilters) => void }

export default function SearchFiltersPanel({ id, filters, onChange }: Props) {
  const set = (patch: Partial<SearchFilters>) => onChange({ ...filters, ...patch })
  /** Whole dollars or feet: anything but digits is dropped as it is typed. */
  const amount = (field: 'minTotal' | 'maxTotal' | 'maxLength', label: string) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        className="input input-sm w-full"
        inputMode="numeric"
        maxLength={6}
        value={filters[field]}
        onChange={(event) => set({ [field]: event.target.value.replace(/\D/g, '') })}
      />
    </label>
  )
  const toggle = (label: string, checked: boolean, onToggle: (checked: boolean) => void) => (
    <label key={label} className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="checkbox checkbox-sm"
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {label}
    </label>
  )
  /** A group of ticks: an RV must have every one ticked. */
  const ticks = <Value extends string>(
    values: readonly Value[],
    labels: Record<Value, string>,
    chosen: Value[],
    save: (chosen: Value[]) => void,
  ) =>
    values.map((value) =>
      toggle(labels[value], chosen.includes(value), (checked) =>
        save(checked ? [...chosen, value] : chosen.filter((other) => other !== value)),
      ),
    )

  return (
    <section id={id} aria-label="Filters" className="mb-4 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Group heading="Total price (fees and taxes included)">
          <div className="grid grid-cols-2 gap-2">
            {amount('minTotal', 'Min total $')}
            {amount('maxTotal', 'Max total $')}
          </div>
        </Group>
        <Group heading="RV">
          {amount('maxLength', 'Max length (ft)')}
          {toggle('Pets allowed', filters.pets, (pets) => set({ pets }))}
          {toggle('Delivery available', filters.delivery, (delivery) => set({ delivery }))}
        </Group>
        <Group heading="Features">
          {ticks(FEATURE_FILTERS, FEATURE_FILTER_LABELS, filters.features, (features) => set({ features }))}
        </Group>
        <Group heading="Accessibility">
          {ticks(ACCESSIBILITY_FEATURES, ACCESSIBILITY_LABELS, filters.accessibility, (accessibility) =>
            set({ accessibility }),
          )}
        </Group>
      </div>
      <button type="button" className="btn btn-ghost btn-sm mt-3" onClick={() => onChange(noFilters)}>
        Clear filters
      </button>
    </section>
  )
}

/** A group of filters under its own heading, which names it for assistive technology too. */
function Group({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {heading}
      </h3>
      {children}
    </div>
  )
}
