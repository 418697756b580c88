import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { rvInputSchema, type Rv } from '../../../../worker/modules/rvs/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { pickupLocationsQuery, useCreateRv, useUpdateRv } from '../queries'
import { chosenPickupLocation, emptyRvForm, rvToFormValues, toRvPayload, type RvFormValues } from '../rv-form-values'
import { RvFormFields } from './rv-form-fields'
import { RvPhotosSection } from './rv-photos-section'

interface RvFormDialogProps {
  open: boolean
  /** The RV to edit; without one the dialog adds a new RV. */
  rv?: Rv | null
  onClose: () => void
}

/** 'Add New RV' / 'Edit RV'. The Dialog mounts the form only while open, so each opening starts fresh. */
export function RvFormDialog({ open, rv, onClose }: RvFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={rv ? 'Edit RV' : 'Add New RV'} size="lg">
      <RvForm key={rv?.id ?? 'new'} rv={rv ?? null} onDone={onClose} />
    </Dialog>
  )
}

function RvForm({ rv, onDone }: { rv: Rv | null; onDone: () => void }) {
  const [values, setValues] = useState<RvFormValues>(() => (rv ? rvToFormValues(rv) : emptyRvForm()))
  const locations = useQuery(pickupLocationsQuery()).data
  const pickupLocationId = chosenPickupLocation(values, locations)
  const create = useCreateRv()
  const update = useUpdateRv()
  const pending = create.isPending || update.isPending
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: rvInputSchema,
    fallbackMessage: 'The RV could not be saved. Please try again.',
  })

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const payload = toRvPayload(values, { turnaroundDays: rv?.turnaroundDays, pickupLocationId })
    const done = await submit(payload, (input) =>
      rv ? update.mutateAsync({ id: rv.id, input }) : create.mutateAsync(input),
    )
    if (!done) return
    onDone()
    toast({ title: 'Success', description: rv ? 'RV updated' : 'RV added to fleet successfully', variant: 'success' })
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-busy={pending}>
      <RvFormFields
        values={values}
        pickupLocationId={pickupLocationId}
        locations={locations}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      {rv ? (
        <RvPhotosSection rvId={rv.id} rvName={rv.name} />
      ) : (
        <p className="mt-4 text-sm text-base-content/75">Add the RV first, then edit it to add its listing photos.</p>
      )}
      <DialogFormFooter
        formError={formError}
        pending={pending}
        idleLabel={rv ? 'Save changes' : 'Add RV to Fleet'}
        busyLabel={rv ? 'Saving...' : 'Adding...'}
        onCancel={onDone}
      />
    </form>
  )
}
