import { useState, type FormEvent } from 'react'
import { customerInputSchema, type Customer } from '../../../../worker/modules/customers/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { customerName } from '../../../lib/customer-display'
import {
  customerToFormValues,
  emptyCustomerForm,
  toCustomerPayload,
  type CustomerFormValues,
} from '../customer-form-values'
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
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={customer ? 'Edit customer' : 'Add Customer'}
      description={customer ? customerName(customer) : 'Save a renter’s contact details'}
    >
      <CustomerForm key={customer?.id ?? 'new'} customer={customer ?? null} onDone={onClose} />
    </Dialog>
  )
}

function CustomerForm({ customer, onDone }: { customer: Customer | null; onDone: () => void }) {
  const [values, setValues] = useState<CustomerFormValues>(() =>
    customer ? customerToFormValues(customer) : emptyCustomerForm(),
  )
  const create = useCreateCustomer()
  const update = useUpdateCustomer()
  const toast = useToast()
  const pending = create.isPending || update.isPending
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: customerInputSchema,
    conflictField: 'email',
    fallbackMessage: 'The customer could not be saved. Please try again.',
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    let saved: Customer | undefined
    const done = await submit(toCustomerPayload(values), async (payload) => {
      saved = customer
        ? await update.mutateAsync({ id: customer.id, input: payload })
        : await create.mutateAsync(payload)
    })
    if (!done || !saved) return
    toast({
      title: customer ? 'Customer updated' : 'Customer created successfully',
      description: customerName(saved),
      variant: 'success',
    })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <CustomerFormFields
        values={values}
        consentRecordedAt={customer?.marketingConsentAt}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <DialogFormFooter
        formError={formError}
        pending={pending}
        idleLabel={customer ? 'Save changes' : 'Add Customer'}
        busyLabel={customer ? 'Saving...' : 'Adding...'}
        onCancel={onDone}
      />
    </form>
  )
}
