import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { venueInputSchema, type Venue } from '../../../../worker/modules/venues/schemas'
import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { fieldErrorsFromApi, fieldErrorsFromIssues, type FieldErrors } from '../../../lib/form-errors'
import { useCreateVenue, useUpdateVenue } from '../queries'
import { emptyVenueForm, toVenuePayload, venueToFormValues, type VenueFormValues } from '../venue-form-values'
import { VenueFormFields } from './venue-form-fields'

interface VenueFormDialogProps {
  open: boolean
  /** The venue being edited; none to add a new one. */
  venue?: Venue | null
  onClose: () => void
}

/** 'Add Venue' and 'Edit venue' share one dialog and one form. */
export function VenueFormDialog({ open, venue, onClose }: VenueFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={venue ? 'Edit venue' : 'Add Venue'} description={venue ? venue.name : 'A campground or RV park renters can book'}>
      <VenueForm key={venue?.id ?? 'new'} venue={venue ?? null} onDone={onClose} />
    </Dialog>
  )
}

function VenueForm({ venue, onDone }: { venue: Venue | null; onDone: () => void }) {
  const [values, setValues] = useState<VenueFormValues>(() => (venue ? venueToFormValues(venue) : emptyVenueForm()))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [failedAttempts, setFailedAttempts] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const create = useCreateVenue()
  const update = useUpdateVenue()
  const toast = useToast()
  const pending = create.isPending || update.isPending

  // After a refused submit, the keyboard lands on the first field that needs fixing.
  useEffect(() => {
    if (failedAttempts) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failedAttempts])

  const fail = (next: FieldErrors) => {
    setErrors(next)
    setFailedAttempts((count) => count + 1)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The schema's output holds cents; the API reads the same dollars the form shows, so send the input.
    const payload = toVenuePayload(values)
    const parsed = v.safeParse(venueInputSchema, payload)
    if (!parsed.success) return fail(fieldErrorsFromIssues(parsed.issues))
    setErrors({})
    setFormError(null)
    try {
      const saved = venue ? await update.mutateAsync({ id: venue.id, input: payload }) : await create.mutateAsync(payload)
      toast({ title: venue ? 'Venue updated' : 'Venue added successfully', description: saved.name, variant: 'success' })
      onDone()
    } catch (error) {
      const fields = fieldErrorsFromApi(error)
      if (Object.keys(fields).length > 0) return fail(fields)
      setFormError(errorMessage(error, 'The venue could not be saved. Please try again.'))
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <VenueFormFields values={values} errors={errors} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      {formError && (
        <p role="alert" className="alert alert-error mt-3 text-sm">
          {formError}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {venue ? (pending ? 'Saving...' : 'Save changes') : pending ? 'Adding...' : 'Add Venue'}
        </button>
      </div>
    </form>
  )
}
