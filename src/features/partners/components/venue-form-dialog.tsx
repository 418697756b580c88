import { useState } from 'react'
import { cancellationPolicyNames, POLICY_LABELS, policyText } from '../../../../worker/lib/shared/cancellation'
import { partnerVenueInputSchema } from '../../../../worker/modules/partners/schemas'
import { VENUE_LIMITS } from '../../../../worker/modules/venues/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogForm } from '../../../components/dialog-form'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { ImageUploadField } from '../../../components/image-upload-field'
import { useToast } from '../../../components/toast'
import { bindText } from '../../../lib/bind-text'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { partnerPhotoPath, useSaveVenue, type PartnerVenue } from '../queries'
import { emptyVenueForm, toVenuePayload, venueToFormValues, type VenueFormValues } from '../venue-form-values'

interface VenueFormDialogProps {
  open: boolean
  /** The venue being edited; none to add one. */
  venue: PartnerVenue | null
  onClose: () => void
  /** Told of the venue just added, so the portal can open it. */
  onAdded?: (venue: PartnerVenue) => void
}

/** 'Add venue' and 'Edit venue': today's venue fields, the gate instructions and the site refund policy. */
export function VenueFormDialog({ open, venue, onClose, onAdded }: VenueFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={venue ? 'Edit venue' : 'Add venue'}
      description={venue ? venue.name : 'A campground, RV park or private land with sites renters can book'}
    >
      <VenueForm key={venue?.id ?? 'new'} venue={venue} onDone={onClose} onAdded={onAdded} />
    </Dialog>
  )
}

const input = 'input w-full'
const [minCapacity, maxCapacity] = VENUE_LIMITS.capacity
const [minLength, maxLength] = VENUE_LIMITS.maxRvLength

function VenueForm({
  venue,
  onDone,
  onAdded,
}: {
  venue: PartnerVenue | null
  onDone: () => void
  onAdded?: (venue: PartnerVenue) => void
}) {
  const [values, setValues] = useState<VenueFormValues>(() => (venue ? venueToFormValues(venue) : emptyVenueForm()))
  const change = (patch: Partial<VenueFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const text = bindText(values, change)
  const save = useSaveVenue()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: partnerVenueInputSchema,
    fallbackMessage: 'The venue could not be saved. Please try again.',
  })

  async function onSubmit() {
    let saved: PartnerVenue | undefined
    // The schema's output holds cents; the API reads the dollars the form shows, so send the input.
    const done = await submit(toVenuePayload(values), async (payload) => {
      saved = await save.mutateAsync({ id: venue?.id, input: payload })
    })
    if (!done || !saved) return
    toast({ title: venue ? 'Venue updated' : 'Venue added', description: saved.name, variant: 'success' })
    onDone()
    if (!venue) onAdded?.(saved)
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={save.isPending}
      idleLabel={venue ? 'Save changes' : 'Add venue'}
      busyLabel={venue ? 'Saving...' : 'Adding...'}
      onCancel={onDone}
    >
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
        <FormField label="Price per night ($)" error={errors.pricePerNight} hint="Each site has its own price too">
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
        <FormField
          label="Max RV length (ft)"
          error={errors.maxRvLength}
          hint={`Optional, ${minLength} to ${maxLength}`}
        >
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
        <FormField label="Cancellation policy" error={errors.cancellationPolicy} hint="Refunds of site nights">
          <EnumSelect
            values={cancellationPolicyNames}
            labels={POLICY_LABELS}
            value={values.cancellationPolicy}
            onChange={(cancellationPolicy) => change({ cancellationPolicy })}
          />
        </FormField>
        <p className="text-xs text-base-content/70 sm:col-span-2">{policyText(values.cancellationPolicy)}</p>
        <FormField label="Latitude" error={errors.latitude} hint="Optional, e.g. 39.096849">
          <input type="number" min={-90} max={90} step={0.000001} className={input} {...text('latitude')} />
        </FormField>
        <FormField label="Longitude" error={errors.longitude} hint="Optional, e.g. -120.032351">
          <input type="number" min={-180} max={180} step={0.000001} className={input} {...text('longitude')} />
        </FormField>
        <FormField
          label="Gate instructions"
          error={errors.gateInstructions}
          hint="Optional: gate code, where to check in. Shown to the owner delivering the RV once the stay is paid."
          className="sm:col-span-2"
        >
          <textarea className="textarea w-full" rows={2} maxLength={1000} {...text('gateInstructions')} />
        </FormField>
        <div className="sm:col-span-2">
          <ImageUploadField
            value={values.imageUrl}
            onChange={(imageUrl) => change({ imageUrl })}
            error={errors.imageUrl}
            previewLabel="Venue photo preview"
            uploadPath={partnerPhotoPath}
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
            placeholder="Hot showers, Wi-Fi, Laundry"
            {...text('amenities')}
          />
        </FormField>
        <label className="label mt-2 cursor-pointer gap-3 text-base-content sm:col-span-2">
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-success"
            checked={values.available}
            onChange={(event) => change({ available: event.target.checked })}
          />
          Available
        </label>
      </div>
    </DialogForm>
  )
}
