import { useState, type FormEvent } from 'react'
import { venueInputSchema, type Venue } from '../../../../worker/modules/venues/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
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
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={venue ? 'Edit venue' : 'Add Venue'}
      description={venue ? venue.name : 'A campground or RV park renters can book'}
    >
      <VenueForm key={venue?.id ?? 'new'} venue={venue ?? null} onDone={onClose} />
    </Dialog>
  )
}

function VenueForm({ venue, onDone }: { venue: Venue | null; onDone: () => void }) {
  const [values, setValues] = useState<VenueFormValues>(() => (venue ? venueToFormValues(venue) : emptyVenueForm()))
  const create = useCreateVenue()
  const update = useUpdateVenue()
  const toast = useToast()
  const pending = create.isPending || update.isPending
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: venueInputSchema,
    fallbackMessage: 'The venue could not be saved. Please try again.',
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    let saved: Venue | undefined
    // The schema's output holds cents; the API reads the same dollars the form shows, so send the input.
    const done = await submit(toVenuePayload(values), async (payload) => {
      saved = venue ? await update.mutateAsync({ id: venue.id, input: payload }) : await create.mutateAsync(payload)
    })
    if (!done || !saved) return
    toast({ title: venue ? 'Venue updated' : 'Venue added successfully', description: saved.name, variant: 'success' })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <VenueFormFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <DialogFormFooter
        formError={formError}
        pending={pending}
        idleLabel={venue ? 'Save changes' : 'Add Venue'}
        busyLabel={venue ? 'Saving...' : 'Adding...'}
        onCancel={onDone}
      />
    </form>
  )
}
