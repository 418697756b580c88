import { RV_LIMITS } from '../../../../worker/modules/rvs/schemas'
import { RvTypeOptions } from './rv-type-options'
import { FormField } from '../../../components/form-field'
import { ImageUploadField } from '../../../components/image-upload-field'
import type { FieldErrors } from '../../../lib/form-errors'
import type { PickupLocationOption } from '../queries'
import type { RvFormValues } from '../rv-form-values'
import { bindText } from '../../../lib/bind-text'
import { RvPlaceFields } from './rv-place-fields'

interface RvFormFieldsProps {
  values: RvFormValues
  /** The pickup location shown chosen, and the owner's locations (undefined while they load). */
  pickupLocationId: string
  locations: PickupLocationOption[] | undefined
  errors: FieldErrors
  onChange: (patch: Partial<RvFormValues>) => void
}

const input = 'input w-full'

/** The spec §5 fields, in its order, two columns from small screens up. */
export function RvFormFields({ values, pickupLocationId, locations, errors, onChange }: RvFormFieldsProps) {
  const text = bindText(values, onChange)
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name} className="sm:col-span-2">
        <input className={input} autoComplete="off" maxLength={120} {...text('name')} />
      </FormField>
      <FormField label="Type" error={errors.type}>
        <select className="select w-full" {...text('type')}>
          <option value="" disabled>
            Choose a type
          </option>
          <RvTypeOptions />
        </select>
      </FormField>
      <FormField label="Sleeps" error={errors.sleeps}>
        <input
          type="number"
          inputMode="numeric"
          min={RV_LIMITS.sleeps[0]}
          max={RV_LIMITS.sleeps[1]}
          step={1}
          className={input}
          {...text('sleeps')}
        />
      </FormField>
      <FormField label="Length (ft)" error={errors.length} hint="Optional, 10 to 50">
        <input
          type="number"
          inputMode="numeric"
          min={RV_LIMITS.length[0]}
          max={RV_LIMITS.length[1]}
          step={1}
          className={input}
          {...text('length')}
        />
      </FormField>
      <FormField label="Price per night ($)" error={errors.pricePerNight}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className={input}
          placeholder="189.50"
          {...text('pricePerNight')}
        />
      </FormField>
      <FormField label="Year" error={errors.year}>
        <input
          type="number"
          inputMode="numeric"
          min={RV_LIMITS.firstYear}
          max={new Date().getFullYear() + 1}
          step={1}
          className={input}
          {...text('year')}
        />
      </FormField>
      <FormField label="Make" error={errors.make}>
        <input className={input} autoComplete="off" maxLength={60} {...text('make')} />
      </FormField>
      <FormField label="Model" error={errors.model}>
        <input className={input} autoComplete="off" maxLength={60} {...text('model')} />
      </FormField>
      <FormField label="Mileage" error={errors.mileage}>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={RV_LIMITS.mileage}
          step={1}
          className={input}
          {...text('mileage')}
        />
      </FormField>
      <div className="sm:col-span-2">
        <ImageUploadField
          value={values.imageUrl}
          onChange={(imageUrl) => onChange({ imageUrl })}
          error={errors.imageUrl}
          previewLabel="RV photo preview"
        />
      </div>
      <FormField label="Description" error={errors.description} className="sm:col-span-2">
        <textarea className="textarea w-full" rows={3} maxLength={2000} {...text('description')} />
      </FormField>
      <FormField
        label="Features"
        error={errors.features}
        hint="Separate features with commas"
        className="sm:col-span-2"
      >
        <input
          className={input}
          autoComplete="off"
          placeholder="Solar panels, Backup camera, Wi-Fi"
          {...text('features')}
        />
      </FormField>
      <RvPlaceFields
        values={values}
        pickupLocationId={pickupLocationId}
        locations={locations}
        errors={errors}
        onChange={onChange}
      />
      <CampsiteNeedsFields values={values} errors={errors} onChange={onChange} />
      <label className="label mt-2 cursor-pointer gap-3 text-base-content sm:col-span-2">
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-success"
          checked={values.available}
          onChange={(event) => onChange({ available: event.target.checked })}
        />
        Available for Rent
      </label>
      <div className="mt-2 sm:col-span-2">
        <label className="label cursor-pointer gap-3 text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={values.instantBook}
            aria-describedby="instant-book-hint"
            onChange={(event) => onChange({ instantBook: event.target.checked })}
          />
          Instant book
        </label>
        <p id="instant-book-hint" className="mt-1 text-xs text-base-content/75">
          On: a paid booking is confirmed at once. Off: renters request to book and you have 24 hours to accept.
        </p>
      </div>
    </div>
  )
}

const AMP_LABELS = { '': 'None', '30': '30 amp', '50': '50 amp' } as const
const AMP_CHOICES = ['', '30', '50'] as const
const NEEDS = [
  ['needsWater', 'Needs a water hookup'],
  ['needsSewer', 'Needs a sewer hookup'],
  ['needsPullThrough', 'Needs a pull-through site'],
] as const

/**
 * What a campground site must offer this RV: partner venues offer renters only the sites it fits
 * (its length, and these hookups).
 */
function CampsiteNeedsFields({ values, errors, onChange }: Pick<RvFormFieldsProps, 'values' | 'errors' | 'onChange'>) {
  return (
    <fieldset className="fieldset py-1 sm:col-span-2">
      <legend className="fieldset-legend pb-1 pt-0 text-sm">Campsite needs</legend>
      <p className="text-xs text-base-content/75">Renters are offered only campground sites that meet them.</p>
      <FormField label="Electric hookup" error={errors.hookupAmps}>
        <select
          className="select w-full"
          value={values.hookupAmps}
          onChange={(event) => onChange({ hookupAmps: AMP_CHOICES.find((amps) => amps === event.target.value) ?? '' })}
        >
          {AMP_CHOICES.map((amps) => (
            <option key={amps} value={amps}>
              {AMP_LABELS[amps]}
            </option>
          ))}
        </select>
      </FormField>
      {NEEDS.map(([key, label]) => (
        <label key={key} className="label cursor-pointer gap-3 text-base-content">
          <input
            type="checkbox"
            className="checkbox"
            checked={values[key]}
            onChange={(event) => onChange({ [key]: event.target.checked })}
          />
          {label}
        </label>
      ))}
    </fieldset>
  )
}
