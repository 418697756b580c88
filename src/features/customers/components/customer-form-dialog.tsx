import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { customerInputSchema, type Customer } from '../../../../worker/modules/customers/schemas'
import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { ApiError, errorMessage } from '../../../lib/api'
import { fieldErrorsFromApi, fieldErrorsFromIssues, type FieldErrors } from '../../../lib/form-errors'
import { customerName } from '../customer-display'
import { customerToFormValues, emptyCustomerForm, toCustomerPayload, type CustomerFormValues } from '../customer-form-values'
import { useCreateCustomer, useUpdateCustomer } from '../queries'
import { CustomerFormFields } from './customer-form-fields'

interface CustomerFormDialogProps {
  open: boolean
  /** The customer being edited; none to add a new one. */
  customer?: Customer | null
  onClose: () => void
}

/** 'Add Customer' and 'Edit customer' share one dialog and one form. */
export function CustomerFormDialog({ open, customer, onClose }: CustomerFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={customer ? 'Edit customer' : 'Add Customer'} description={customer ? customerName(customer) : 'Save a renter’s contact details'}>
      <CustomerForm key={customer?.id ?? 'new'} customer={customer ?? null} onDone={onClose} />
    </Dialog>
  )
}

function CustomerForm({ customer, onDone }: { customer: Customer | null; onDone: () => void }) {
  const [values, setValues] = useState<CustomerFormValues>(() => (customer ? customerToFormValues(customer) : emptyCustomerForm()))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [failedAttempts, setFailedAttempts] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const create = useCreateCustomer()
  const update = useUpdateCustomer()
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
    const payload = toCustomerPayload(values)
    const parsed = v.safeParse(customerInputSchema, payload)
    if (!parsed.success) return fail(fieldErrorsFromIssues(parsed.issues))
    setErrors({})
    setFormError(null)
    try {
      const saved = customer ? await update.mutateAsync({ id: customer.id, input: payload }) : await create.mutateAsync(payload)
      toast({ title: customer ? 'Customer updated' : 'Customer created successfully', description: customerName(saved), variant: 'success' })
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return fail({ email: error.userMessage })
      const fields = fieldErrorsFromApi(error)
      if (Object.keys(fields).length > 0) return fail(fields)
      setFormError(errorMessage(error, 'The customer could not be saved. Please try again.'))
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <CustomerFormFields values={values} errors={errors} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
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
          {customer ? (pending ? 'Saving...' : 'Save changes') : pending ? 'Adding...' : 'Add Customer'}
        </button>
      </div>
    </form>
  )
}
