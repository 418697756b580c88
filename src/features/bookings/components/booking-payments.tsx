import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { offlinePaymentMethodLabels } from '../../../../worker/modules/payments/offline/schemas'
import { errorMessage } from '../../../lib/api'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { displayDay } from '../../../lib/format'
import { bookingPaymentsQuery, type BookingListItem, type BookingPayments as BookingPaymentsData } from '../queries'
import { RecordPaymentDialog } from './record-payment-dialog'

/** Statuses that keep no dates and take no payment. */
const CLOSED: readonly BookingListItem['status'][] = ['cancelled', 'expired']

/** What the owner has received: by the card checkout, or the recorded payments against the total. */
function balanceLine({ items, paid, owed, paymentStatus }: BookingPaymentsData) {
  if (paymentStatus === 'refunded') return 'Refunded.'
  if (paymentStatus === 'partially_refunded') return 'Paid, then partly refunded: see the receipt.'
  if (paymentStatus === 'succeeded' && items.length === 0) return 'Paid in full at the card checkout.'
  return `Received ${formatAmount(paid)} · Still owed ${formatAmount(owed)}`
}

/** The payments recorded for a booking (its receipts), what is still owed, and 'Record payment'. */
export function BookingPayments({ booking, today }: { booking: BookingListItem; today: string }) {
  const payments = useQuery(bookingPaymentsQuery(booking.id))
  const [recording, setRecording] = useState(false)
  if (payments.isPending) return <p role="status">Loading payments...</p>
  if (payments.error)
    return (
      <p role="alert" className="alert alert-error text-sm">
        {errorMessage(payments.error, 'The payments could not be loaded.')}
      </p>
    )
  const { items, owed } = payments.data
  const canRecord = formatAmount(owed) !== '$0.00' && !CLOSED.includes(booking.status)
  return (
    <section aria-labelledby={`payments-${booking.id}`} className="mt-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`payments-${booking.id}`} className="text-sm font-semibold">
          Payments
        </h3>
        {canRecord && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setRecording(true)}>
            Record payment
          </button>
        )}
      </div>
      {items.length > 0 && (
        <ul className="mt-2 text-sm">
          {items.map((payment) => (
            <li key={payment.id} className="flex justify-between gap-2 border-b border-base-200 py-1">
              <span>
                {displayDay(payment.paidOn)} · {offlinePaymentMethodLabels[payment.method]}
                {payment.note && ` · ${payment.note}`}
              </span>
              <span className="tabular-nums">{formatAmount(payment.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm" data-testid="payment-balance">
        {balanceLine(payments.data)}
      </p>
      <RecordPaymentDialog
        open={recording}
        bookingId={booking.id}
        owed={owed}
        today={today}
        onClose={() => setRecording(false)}
      />
    </section>
  )
}
