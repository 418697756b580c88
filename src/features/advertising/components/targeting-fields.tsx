import { useState } from 'react'
import { FormField } from '../../../components/form-field'
import { TARGETING_FIELDS } from '../campaign-form-values'
import type { AdFormFieldsProps } from './campaign-form-fields'

const input = 'input w-full'

/**
 * Who the ads are for, folded away as it is optional. A refused targeting field opens the section,
 * so the form's focus can land on it.
 */
export function TargetingFields({ values, errors, onChange }: AdFormFieldsProps) {
  const [opened, setOpened] = useState(false)
  const refused = TARGETING_FIELDS.some((field) => errors[field])
  return (
    <details
      className="collapse-arrow collapse mt-2 border border-base-300 sm:col-span-2"
      open={opened || refused}
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary className="collapse-title font-medium">Targeting</summary>
      <div className="collapse-content grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Minimum age" error={errors['targetAudience.ageMin'] ?? errors.targetAudience}>
          <input
            type="number"
            className={input}
            min={13}
            max={100}
            step={1}
            value={values.ageMin}
            onChange={(event) => onChange({ ageMin: event.target.value })}
          />
        </FormField>
        <FormField label="Maximum age" error={errors['targetAudience.ageMax']}>
          <input
            type="number"
            className={input}
            min={13}
            max={100}
            step={1}
            value={values.ageMax}
            onChange={(event) => onChange({ ageMax: event.target.value })}
          />
        </FormField>
        <FormField
          label="Interests (comma-separated)"
          error={errors['targetAudience.interests']}
          className="sm:col-span-2"
        >
          <input
            className={input}
            autoComplete="off"
            placeholder="camping, national parks"
            value={values.interests}
            onChange={(event) => onChange({ interests: event.target.value })}
          />
        </FormField>
        <FormField
          label="Locations (comma-separated)"
          error={errors['targetAudience.locations']}
          className="sm:col-span-2"
        >
          <input
            className={input}
            autoComplete="off"
            placeholder="Denver, Boulder, Salt Lake City"
            value={values.locations}
            onChange={(event) => onChange({ locations: event.target.value })}
          />
        </FormField>
      </div>
    </details>
  )
}
