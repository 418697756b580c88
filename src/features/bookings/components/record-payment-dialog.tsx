import { useState } from 'react'
import { offlinePaymentMethods } from '../../../../worker/lib/shared/enums'
import { formatAmount } from '../../../../worker/lib/shared/money'
import {
  offlinePaymentMethodLabels,
  offlinePaymentSchema,
  type OfflinePaymentInput,
} from '../../../../worker/modules/payments/offline/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogForm } from '../../../components/dialog-form'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useRecordPayment } from '../queries'

interface RecordPaymentDialogProps {
  open: boolean
  bookingId: string
  /** What is still owed (a decimal string): the amount the form starts with. */
  owed: string
  /** The owner's today: the latest payment date. */
  today: string
  onClose: () => void
}

/** 'Record payment': money the owner received outside the card checkout (cash, cheque, bank transfer). */
export function RecordPaymentDialog({ open, onClose, ...form }: RecordPaymentDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Record payment"
      description="Cash, a cheque or a bank transfer you received for this booking"
    >
      <PaymentForm {...form} onDone={onClose} />
    </Dialog>
  )
}

function PaymentForm({
  bookingId,
  owed,
  today,
  onDone,
}: Omit<RecordPaymentDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const [values, setValues] = useState<OfflinePaymentInput>({ method: 'cash', amount: owed, paidOn: today, note: '' })
  const record = useRecordPayment()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: offlinePaymentSchema,
    fallbackMessage: 'The payment could not be recorded. Please try again.',
  })

  async function send() {
    const done = await submit(values, (input) => record.mutateAsync({ id: bookingId, input }))
    if (!done) return
    toast({ title: 'Payment recorded', description: `${formatAmount(values.amount)} received.`, variant: 'success' })
    onDone()
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={send}
      formError={formError}
      pending={record.isPending}
      idleLabel="Record payment"
      busyLabel="Recording..."
      onCancel={onDone}
    >
      <FormField label="Method" error={errors.method}>
        <EnumSelect
          values={offlinePaymentMethods}
          labels={offlinePaymentMethodLabels}
          value={values.method}
          onChange={(method) => setValues({ ...values, method })}
        />
      </FormField>
      <FormField label="Amount" error={errors.amount} hint={`Still owed: ${formatAmount(owed)}`}>
        <input
          type="text"
          inputMode="decimal"
          className="input w-full"
          value={String(values.amount)}
          onChange={(event) => setValues({ ...values, amount: event.target.value })}
        />
      </FormField>
      <FormField label="Payment date" error={errors.paidOn}>
        <input
          type="date"
          max={today}
          className="input w-full"
          value={values.paidOn}
          onChange={(event) => setValues({ ...values, paidOn: event.target.value })}
        />
      </FormField>
      <FormField label="Note" error={errors.note} hint="For example the cheque number or the transfer reference.">
        <input
          type="text"
          maxLength={500}
          className="input w-full"
          value={values.note ?? ''}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
      </FormField>
    </DialogForm>
  )
}
