import { useState, type FormEvent } from 'react'
import {
  customerNotificationTypes,
  NOTIFICATION_TYPE_LABELS,
  testNotificationSchema,
  type CustomerNotificationType,
} from '../../../../worker/modules/notifications/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useSendTestNotification } from '../queries'

const emptyForm = { type: '' as CustomerNotificationType | '', email: '', customerName: '', customerId: '' }
const missingFields = 'Please fill in all required fields'

/**
 * The schema words a blank required field as the whole form's sentence, which the toast already
 * says; under the field itself, name the field instead.
 */
const fieldError = (label: string, message: string | undefined) =>
  message === missingFields ? `${label} is required` : message

/** 'Test Emails' (spec §5, §8): type, email and customer name required; customer ID optional. */
export function TestEmailForm() {
  const [values, setValues] = useState(emptyForm)
  const send = useSendTestNotification()
  const toast = useToast()
  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }))
  const { formRef, errors, submit } = useSchemaForm({
    schema: testNotificationSchema,
    fallbackMessage: 'Failed to send test notification',
    // Spec §5: a blank required field is also announced as a whole; other mistakes show on their field only.
    onInvalid: () => {
      if (!values.type || !values.email.trim() || !values.customerName.trim())
        toast({ title: 'Missing Information', description: missingFields, variant: 'destructive' })
    },
    onFailure: (message) => toast({ title: 'Failed to Send', description: message, variant: 'destructive' }),
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const sent = await submit({ ...values, customerId: values.customerId || null }, (payload) =>
      send.mutateAsync(payload),
    )
    if (!sent) return
    toast({
      title: 'Test Email Sent',
      description: 'The test notification has been sent successfully!',
      variant: 'success',
    })
    setValues(emptyForm)
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="card max-w-2xl border border-base-300 bg-base-100 p-5"
      aria-label="Send a test email"
    >
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Notification type" error={fieldError('Notification type', errors.type)}>
          <EnumSelect
            values={customerNotificationTypes}
            labels={NOTIFICATION_TYPE_LABELS}
            placeholder="Choose a type"
            value={values.type}
            onChange={(type) => change({ type })}
          />
        </FormField>
        <FormField label="Email" error={fieldError('Email', errors.email)}>
          <input
            type="email"
            className="input w-full"
            value={values.email}
            onChange={(event) => change({ email: event.target.value })}
          />
        </FormField>
        <FormField label="Customer name" error={fieldError('Customer name', errors.customerName)}>
          <input
            className="input w-full"
            value={values.customerName}
            onChange={(event) => change({ customerName: event.target.value })}
          />
        </FormField>
        <FormField label="Customer ID (optional)" error={errors.customerId}>
          <input
            className="input w-full"
            value={values.customerId}
            onChange={(event) => change({ customerId: event.target.value })}
          />
        </FormField>
      </div>
      <button type="submit" className="btn btn-primary mt-4 sm:w-48" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Test Email'}
      </button>
    </form>
  )
}
