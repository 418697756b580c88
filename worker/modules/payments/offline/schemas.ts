/** Payments an owner receives outside the card checkout (cash, cheque, bank transfer), shared by the API and the dialog. */
import * as v from 'valibot'
import { calendarDay } from '../../../lib/shared/dates'
import { optionalText } from '../../../lib/shared/fields'
import { offlinePaymentMethods, type OfflinePaymentMethod } from '../../../lib/shared/enums'
import { moneySchema } from '../../../lib/shared/money'

export const offlinePaymentMethodLabels: Record<OfflinePaymentMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
}

/**
 * POST /api/payments/bookings/:id: what the owner received. The server also checks what the form
 * cannot know: at most what is still owed, and a date not after the owner's today.
 */
export const offlinePaymentSchema = v.object({
  method: v.picklist(offlinePaymentMethods, 'Choose how it was paid'),
  amount: v.pipe(moneySchema('Amount'), v.minValue(1, 'Amount must be more than 0.00')),
  paidOn: calendarDay('Payment date'),
  note: optionalText('Note', 500),
})

export type OfflinePaymentInput = v.InferInput<typeof offlinePaymentSchema>
export type OfflinePaymentData = v.InferOutput<typeof offlinePaymentSchema>
