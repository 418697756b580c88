import type { SelectHTMLAttributes } from 'react'

interface EntityPickerProps<Entity extends { id: string }> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  /** The chosen entity's id; '' for none. */
  value: string
  onChange: (id: string) => void
  /** The entities offered, in the order shown. */
  entities: readonly Entity[]
  /** How an entity reads in the list, e.g. a customer's name or an RV's name and nightly price. */
  label: (entity: Entity) => string
  /** The '' choice at the top: 'Choose a customer', 'No specific RV'. */
  noneLabel: string
  /** The '' choice cannot be picked back (a choice the form requires). */
  noneDisabled?: boolean
  /** Listed but not choosable, e.g. an unavailable RV. */
  isDisabled?: (entity: Entity) => boolean
  /** A chosen entity that is not among those loaded (e.g. a lead's customer newer than the first page): listed first. */
  unlisted?: { id: string; label: string } | null
}

/**
 * A select of the owner's records (customers, RVs, venues) by id, typed by the record. Inside a
 * FormField it receives the field's id and aria attributes like any control.
 */
export function EntityPicker<Entity extends { id: string }>({
  value,
  onChange,
  entities,
  label,
  noneLabel,
  noneDisabled,
  isDisabled,
  unlisted,
  ...select
}: EntityPickerProps<Entity>) {
  return (
    <select {...select} className="select w-full" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="" disabled={noneDisabled}>
        {noneLabel}
      </option>
      {unlisted && <option value={unlisted.id}>{unlisted.label}</option>}
      {entities.map((entity) => (
        <option key={entity.id} value={entity.id} disabled={isDisabled?.(entity)}>
          {label(entity)}
        </option>
      ))}
    </select>
  )
}
