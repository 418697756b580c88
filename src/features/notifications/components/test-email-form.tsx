import { useState, type FormEvent } from 'react'
import { customerNotificationTypes, NOTIFICATION_TYPE_LABELS, type CustomerNotificationType } from '../../../../worker/modules/notifications/schemas'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { useSendTestNotification } from '../queries'

const emptyForm = { type: '' as CustomerNotificationType | '', email: '', customerName: '', customerId: '' }

/** 'Test Emails' (spec §5, §8): type, email and customer name required; customer ID optional. */
export function TestEmailForm() {
  const [values, setValues] = useState(emptyForm)
  const send = useSendTestNotification()
  const toast = useToast()
  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!values.type || !values.email.trim() || !values.customerName.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' })
      return
    }
    try {
      await send.mutateAsync({ type: values.type, email: values.email, customerName: values.customerName, customerId: values.customerId || null })
      toast({ title: 'Test Email Sent', description: 'The test notification has been sent successfully!', variant: 'success' })
      setValues(emptyForm)
    } catch (error) {
      toast({ title: 'Failed to Send', description: errorMessage(error, 'Failed to send test notification'), variant: 'destructive' })
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="card max-w-2xl border border-base-300 bg-base-100 p-5" aria-label="Send a test email">
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Notification type">
          <select className="select w-full" value={values.type} onChange={(event) => change({ type: event.target.value as CustomerNotificationType })}>
            <option value="">Choose a type</option>
            {customerNotificationTypes.map((type) => (
              <option key={type} value={type}>
                {NOTIFICATION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Email">
          <input type="email" className="input w-full" value={values.email} onChange={(event) => change({ email: event.target.value })} />
        </FormField>
        <FormField label="Customer name">
          <input className="input w-full" value={values.customerName} onChange={(event) => change({ customerName: event.target.value })} />
        </FormField>
        <FormField label="Customer ID (optional)">
          <input className="input w-full" value={values.customerId} onChange={(event) => change({ customerId: event.target.value })} />
        </FormField>
      </div>
      <button type="submit" className="btn btn-primary mt-4 sm:w-48" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Test Email'}
      </button>
    </form>
  )
}
