import { useEffect, useId, useState, type FormEvent } from 'react'
import { parkingSpotSizes } from '../../../../worker/lib/shared/enums'
import { spotInputSchema, type ParkingSpot } from '../../../../worker/modules/venues/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useSaveSpot } from '../queries'
import {
  emptySpotForm,
  nextSpotForm,
  spotSizeLabel,
  spotToFormValues,
  toSpotPayload,
  type SpotFormValues,
} from '../spot-form-values'

interface SpotFormProps {
  venueId: string
  /** The spot being edited; none to add one. */
  spot: ParkingSpot | null
  onDone: () => void
}

const input = 'input w-full'

/** Adds spots one after another (the number clears, the rest stays), or edits the chosen one. */
export function SpotForm({ venueId, spot, onDone }: SpotFormProps) {
  const [values, setValues] = useState<SpotFormValues>(() => (spot ? spotToFormValues(spot) : emptySpotForm()))
  const headingId = useId()
  const save = useSaveSpot(venueId)
  const toast = useToast()
  const set = (patch: Partial<SpotFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: spotInputSchema,
    conflictField: 'spotNumber',
    fallbackMessage: 'The spot could not be saved. Please try again.',
  })
  const [added, setAdded] = useState(0)

  // After an add, the spot number takes focus for the next one.
  useEffect(() => {
    if (added) formRef.current?.querySelector('input')?.focus()
  }, [added, formRef])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    let saved: ParkingSpot | undefined
    const done = await submit(toSpotPayload(values), async (payload) => {
      saved = await save.mutateAsync({ spotId: spot?.id, input: payload })
    })
    if (!done || !saved) return
    toast({
      title: spot ? 'Parking spot updated' : 'Parking spot added',
      description: `Spot ${saved.spotNumber}`,
      variant: 'success',
    })
    if (spot) return onDone()
    setValues(nextSpotForm(values))
    setAdded((count) => count + 1)
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      className="rounded-box bg-base-200 p-4"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={headingId} className="mb-2 font-semibold">
        {spot ? `Edit spot ${spot.spotNumber}` : 'Add a spot'}
      </h3>
      <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-4">
        <FormField label="Spot number" error={errors.spotNumber}>
          {/* Editing starts where the owner clicked 'Edit': the form replaces the row they chose. */}
          <input
            className={input}
            autoComplete="off"
            maxLength={20}
            placeholder="A12"
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={spot !== null}
            value={values.spotNumber}
            onChange={(event) => set({ spotNumber: event.target.value })}
          />
        </FormField>
        <FormField label="Size" error={errors.size}>
          <EnumSelect
            values={parkingSpotSizes}
            labels={spotSizeLabel}
            value={values.size}
            onChange={(size) => set({ size })}
          />
        </FormField>
        <FormField label="Utilities" error={errors.utilities} hint="Separate with commas" className="col-span-2">
          <input
            className={input}
            autoComplete="off"
            placeholder="Water, 50 amp, Sewer"
            value={values.utilities}
            onChange={(event) => set({ utilities: event.target.value })}
          />
        </FormField>
        <FormField label="Price per night ($)" error={errors.pricePerNight}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={input}
            placeholder="40.00"
            value={values.pricePerNight}
            onChange={(event) => set({ pricePerNight: event.target.value })}
          />
        </FormField>
        <label className="label mt-6 cursor-pointer gap-3 self-start text-base-content">
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-success"
            checked={values.available}
            onChange={(event) => set({ available: event.target.checked })}
          />
          Available
        </label>
        <div className="col-span-2 mt-3 flex items-end justify-end gap-2">
          {spot && (
            <button type="button" className="btn btn-ghost" onClick={onDone}>
              Cancel edit
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {save.isPending ? (spot ? 'Saving...' : 'Adding...') : spot ? 'Save spot' : 'Add spot'}
          </button>
        </div>
      </div>
      {formError && (
        <p role="alert" className="alert alert-error mt-3 text-sm">
          {formError}
        </p>
      )}
    </form>
  )
}
