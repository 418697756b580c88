import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { parkingSpotSizes, type ParkingSpotSize } from '../../../../worker/db/schema/enums'
import { spotInputSchema, type ParkingSpot } from '../../../../worker/modules/venues/schemas'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { ApiError, errorMessage } from '../../../lib/api'
import { fieldErrorsFromApi, fieldErrorsFromIssues, type FieldErrors } from '../../../lib/form-errors'
import { useSaveSpot } from '../queries'
import { emptySpotForm, nextSpotForm, spotSizeLabel, spotToFormValues, toSpotPayload, type SpotFormValues } from '../spot-form-values'

interface SpotFormProps {
  venueId: string
  /** The spot being edited; none to add one. */
  spot: ParkingSpot | null
  onDone: () => void
}

const input = 'input input-bordered w-full'

/** Adds spots one after another (the number clears, the rest stays), or edits the chosen one. */
export function SpotForm({ venueId, spot, onDone }: SpotFormProps) {
  const [values, setValues] = useState<SpotFormValues>(() => (spot ? spotToFormValues(spot) : emptySpotForm()))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [focusTick, setFocusTick] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const headingId = useId()
  const save = useSaveSpot(venueId)
  const toast = useToast()
  const set = (patch: Partial<SpotFormValues>) => setValues((current) => ({ ...current, ...patch }))

  // After a refused submit the first bad field takes focus; after an add, the spot number does.
  useEffect(() => {
    const form = formRef.current
    if (focusTick && form) (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector('input'))?.focus()
  }, [focusTick])

  const fail = (next: FieldErrors) => {
    setErrors(next)
    setFocusTick((tick) => tick + 1)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const payload = toSpotPayload(values)
    const parsed = v.safeParse(spotInputSchema, payload)
    if (!parsed.success) return fail(fieldErrorsFromIssues(parsed.issues))
    setErrors({})
    setFormError(null)
    try {
      const saved = await save.mutateAsync({ spotId: spot?.id, input: payload })
      toast({ title: spot ? 'Parking spot updated' : 'Parking spot added', description: `Spot ${saved.spotNumber}`, variant: 'success' })
      if (spot) return onDone()
      setValues(nextSpotForm(values))
      setFocusTick((tick) => tick + 1)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return fail({ spotNumber: error.userMessage })
      const fields = fieldErrorsFromApi(error)
      if (Object.keys(fields).length > 0) return fail(fields)
      setFormError(errorMessage(error, 'The spot could not be saved. Please try again.'))
    }
  }

  return (
    <form ref={formRef} noValidate aria-labelledby={headingId} className="rounded-box bg-base-200 p-4" onSubmit={(event) => void submit(event)}>
      <h3 id={headingId} className="mb-2 font-semibold">
        {spot ? `Edit spot ${spot.spotNumber}` : 'Add a spot'}
      </h3>
      <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-4">
        <FormField label="Spot number" error={errors.spotNumber}>
          <input className={input} autoComplete="off" maxLength={20} placeholder="A12" autoFocus={spot !== null} value={values.spotNumber} onChange={(event) => set({ spotNumber: event.target.value })} />
        </FormField>
        <FormField label="Size" error={errors.size}>
          <select className="select select-bordered w-full" value={values.size} onChange={(event) => set({ size: event.target.value as ParkingSpotSize })}>
            {parkingSpotSizes.map((size) => (
              <option key={size} value={size}>
                {spotSizeLabel(size)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Utilities" error={errors.utilities} hint="Separate with commas" className="col-span-2">
          <input className={input} autoComplete="off" placeholder="Water, 50 amp, Sewer" value={values.utilities} onChange={(event) => set({ utilities: event.target.value })} />
        </FormField>
        <FormField label="Price per night ($)" error={errors.pricePerNight}>
          <input type="number" inputMode="decimal" min={0} step={0.01} className={input} placeholder="40.00" value={values.pricePerNight} onChange={(event) => set({ pricePerNight: event.target.value })} />
        </FormField>
        <label className="label mt-6 cursor-pointer gap-3 self-start text-base-content">
          <input type="checkbox" role="switch" className="toggle toggle-success" checked={values.available} onChange={(event) => set({ available: event.target.checked })} />
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
