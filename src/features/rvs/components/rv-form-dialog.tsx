import { useState, type FormEvent } from 'react'
import { rvInputSchema, type Rv } from '../../../../worker/modules/rvs/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useCreateRv, useUpdateRv } from '../queries'
import { emptyRvForm, rvToFormValues, toRvPayload, type RvFormValues } from '../rv-form-values'
import { RvFormFields } from './rv-form-fields'

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
    const done = await submit(toRvPayload(values, rv?.turnaroundDays), (payload) =>
      rv ? update.mutateAsync({ id: rv.id, input: payload }) : create.mutateAsync(payload),
    )
    if (!done) return
    onDone()
    toast({ title: 'Success', description: rv ? 'RV updated' : 'RV added to fleet successfully', variant: 'success' })
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-busy={pending}>
      <RvFormFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
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
