import { Link } from '@tanstack/react-router'
import {
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_LABELS,
  type AccessibilityFeature,
} from '../../../../worker/lib/shared/rv-amenities'
import { FormField } from '../../../components/form-field'
import type { FieldErrors } from '../../../lib/form-errors'
import type { PickupLocationOption } from '../queries'
import type { RvFormValues } from '../rv-form-values'

interface RvPlaceFieldsProps {
  values: RvFormValues
  /** The location shown chosen (see chosenPickupLocation). */
  pickupLocationId: string
  /** The owner's locations; undefined while they load. */
  locations: PickupLocationOption[] | undefined
  errors: FieldErrors
  onChange: (patch: Partial<RvFormValues>) => void
}

/** Where renters pick the RV up, and what renters filter by: pets and accessibility. */
export function RvPlaceFields({ values, pickupLocationId, locations, errors, onChange }: RvPlaceFieldsProps) {
  const toggle = (feature: AccessibilityFeature, on: boolean) =>
    onChange({
      accessibility: on
        ? ACCESSIBILITY_FEATURES.filter((item) => item === feature || values.accessibility.includes(item))
        : values.accessibility.filter((item) => item !== feature),
    })
  return (
    <>
      <FormField
        label="Pickup location"
        error={errors.pickupLocationId}
        className="sm:col-span-2"
        hint={
          pickupLocationId ? undefined : (
            <>
              Renters searching near a place find only RVs with a pickup location.{' '}
              <Link to="/admin/business" className="link">
                Add locations in Business settings
              </Link>
              .
            </>
          )
        }
      >
        <select
          className="select w-full"
          value={pickupLocationId}
          disabled={locations === undefined}
          onChange={(event) => onChange({ pickupLocationId: event.target.value })}
        >
          <option value="">{locations === undefined ? 'Loading locations...' : 'No pickup location'}</option>
          {locations?.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name} ({location.city}, {location.state} {location.zipCode})
            </option>
          ))}
        </select>
      </FormField>
      <label className="label mt-2 cursor-pointer gap-3 text-base-content sm:col-span-2">
        <input
          type="checkbox"
          className="checkbox"
          checked={values.petsAllowed}
          onChange={(event) => onChange({ petsAllowed: event.target.checked })}
        />
        Pets allowed
      </label>
      <fieldset className="fieldset py-1 sm:col-span-2">
        <legend className="fieldset-legend pb-1 pt-0 text-sm">Accessibility</legend>
        {ACCESSIBILITY_FEATURES.map((feature) => (
          <label key={feature} className="label cursor-pointer gap-3 text-base-content">
            <input
              type="checkbox"
              className="checkbox"
              checked={values.accessibility.includes(feature)}
              onChange={(event) => toggle(feature, event.target.checked)}
            />
            {ACCESSIBILITY_LABELS[feature]}
          </label>
        ))}
        {errors.accessibility && (
          <p className="label whitespace-normal text-xs text-red-700 dark:text-red-400">{errors.accessibility}</p>
        )}
      </fieldset>
    </>
  )
}
