import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { rvInputSchema, type Rv } from '../../../../worker/modules/rvs/schemas'
import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { ApiError, errorMessage } from '../../../lib/api'
import { fieldErrorsFromApi, fieldErrorsFromIssues, type FieldErrors } from '../../../lib/form-errors'
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
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const create = useCreateRv()
  const update = useUpdateRv()
  const pending = create.isPending || update.isPending
  const toast = useToast()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (pending) return
    const payload = toRvPayload(values, rv?.turnaroundDays)
    const parsed = v.safeParse(rvInputSchema, payload)
    setFormError(null)
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.issues))
      focusFirstInvalid(form)
      return
    }
    setErrors({})
    try {
      if (rv) await update.mutateAsync({ id: rv.id, input: payload })
      else await create.mutateAsync(payload)
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? fieldErrorsFromApi(error) : {}
      setErrors(fields)
      const rejected = Object.keys(fields)
      // No field named, or one the form does not show: the message goes in the box at the top.
      if (rejected.length === 0 || rejected.some((field) => !(field in values))) setFormError(errorMessage(error))
      else focusFirstInvalid(form)
      return
    }
    onDone()
    toast({ title: 'Success', description: rv ? 'RV updated' : 'RV added to fleet successfully', variant: 'success' })
  }

  const idle = rv ? 'Save changes' : 'Add RV to Fleet'
  const busy = rv ? 'Saving...' : 'Adding...'
  return (
    <form noValidate onSubmit={submit} aria-busy={pending}>
      {formError && (
        <div role="alert" className="alert alert-error alert-soft mb-3 text-sm">
          {formError}
        </div>
      )}
      <RvFormFields values={values} errors={errors} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? busy : idle}
        </button>
      </div>
    </form>
  )
}

/** Moves focus to the first field the schema rejected, once React has rendered its error. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
