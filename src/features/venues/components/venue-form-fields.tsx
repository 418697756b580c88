import { VENUE_LIMITS } from '../../../../worker/modules/venues/schemas'
import { FormField } from '../../../components/form-field'
import { ImageUploadField } from '../../../components/image-upload-field'
import type { FieldErrors } from '../../../lib/form-errors'
import type { VenueFormValues } from '../venue-form-values'
import { bindText } from '../../../lib/bind-text'

interface VenueFormFieldsProps {
  values: VenueFormValues
  errors: FieldErrors
  onChange: (patch: Partial<VenueFormValues>) => void
}

const input = 'input w-full'
const [minCapacity, maxCapacity] = VENUE_LIMITS.capacity
const [minLength, maxLength] = VENUE_LIMITS.maxRvLength
// No inputMode on the coordinates: phone 'decimal' keypads have no minus sign.

/** The spec §5 venue fields, two columns from small screens up. */
export function VenueFormFields({ values, errors, onChange }: VenueFormFieldsProps) {
  const text = bindText(values, onChange)
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name}>
        <input className={input} autoComplete="off" maxLength={120} {...text('name')} />
      </FormField>
      <FormField label="Location" error={errors.location}>
        <input
          className={input}
          autoComplete="off"
          maxLength={200}
          placeholder="Lake Tahoe, CA"
          {...text('location')}
        />
      </FormField>
      <FormField label="Description" error={errors.description} className="sm:col-span-2">
        <textarea className="textarea w-full" rows={3} maxLength={2000} {...text('description')} />
      </FormField>
      <FormField label="Price per night ($)" error={errors.pricePerNight}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className={input}
          placeholder="45.00"
          {...text('pricePerNight')}
        />
      </FormField>
      <FormField label="Capacity" error={errors.capacity} hint={`RVs at once, ${minCapacity} to ${maxCapacity}`}>
        <input
          type="number"
          inputMode="numeric"
          min={minCapacity}
          max={maxCapacity}
          step={1}
          className={input}
          {...text('capacity')}
        />
      </FormField>
      <FormField label="Max RV length (ft)" error={errors.maxRvLength} hint={`Optional, ${minLength} to ${maxLength}`}>
        <input
          type="number"
          inputMode="numeric"
          min={minLength}
          max={maxLength}
          step={1}
          className={input}
          {...text('maxRvLength')}
        />
      </FormField>
      {/* Keeps latitude and longitude side by side. */}
      <div className="hidden sm:block" />
      <FormField label="Latitude" error={errors.latitude} hint="Optional, e.g. 39.096849">
        <input type="number" min={-90} max={90} step={0.000001} className={input} {...text('latitude')} />
      </FormField>
      <FormField label="Longitude" error={errors.longitude} hint="Optional, e.g. -120.032351">
        <input type="number" min={-180} max={180} step={0.000001} className={input} {...text('longitude')} />
      </FormField>
      <div className="sm:col-span-2">
        <ImageUploadField
          value={values.imageUrl}
          onChange={(imageUrl) => onChange({ imageUrl })}
          error={errors.imageUrl}
          previewLabel="Venue photo preview"
        />
      </div>
      <FormField
        label="Amenities"
        error={errors.amenities}
        hint="Separate amenities with commas"
        className="sm:col-span-2"
      >
        <input
          className={input}
          autoComplete="off"
          placeholder="Full hookups, Wi-Fi, Hot showers"
          {...text('amenities')}
        />
      </FormField>
      <label className="label mt-2 cursor-pointer gap-3 text-base-content sm:col-span-2">
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-success"
          checked={values.available}
          onChange={(event) => onChange({ available: event.target.checked })}
        />
        Available
      </label>
    </div>
  )
}
