import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { dayInTimeZone } from '../../../../worker/lib/shared/dates'
import type { BookingStatus } from '../../../../worker/lib/shared/enums'
import {
  BOOKING_TRANSITIONS,
  bookingStatusLabel,
  ownerMoveRefusal,
} from '../../../../worker/modules/bookings/rules/transitions'
import { formatDeliveryAddress } from '../../../../worker/modules/bookings/rules/delivery-options'
import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { displayDay } from '../../../lib/format'
import { paymentStatusLabel, shortBookingId, type BookingRow } from '../booking-display'
import { currentUserQuery } from '../../../lib/queries/current-user'
import { useChangeBookingStatus } from '../queries'
import { BookingPayments } from './booking-payments'
import { QuoteLines } from './quote-lines'
import { FactList } from '../../../components/fact-list'

/** The button that moves a booking to each next status. */
const actionLabel: Record<BookingStatus, string> = {
  pending: 'Mark pending',
  confirmed: 'Confirm booking',
  in_progress: 'Start trip',
  completed: 'Complete trip',
  cancelled: 'Cancel booking',
  expired: 'Mark expired',
}

/** Where 'Delivery to your home' brings the RV, when the renter chose it. */
function deliveryAddressFact({ deliveryStreet, deliveryCity, deliveryState, deliveryZip }: BookingRow['booking']) {
  if (!deliveryStreet || !deliveryCity || !deliveryState || !deliveryZip) return []
  const address = { street: deliveryStreet, city: deliveryCity, state: deliveryState, zip: deliveryZip }
  return [['Delivery address', formatDeliveryAddress(address)] as [string, string]]
}

export function BookingDetailsDialog({ row, onClose }: { row: BookingRow | null; onClose: () => void }) {
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={row ? `Booking ${shortBookingId(row.booking.id)}` : 'Booking'}
      description={row ? `${row.rvName} for ${row.customerName}` : undefined}
    >
      {row && <BookingDetails key={row.booking.id} row={row} onClose={onClose} />}
    </Dialog>
  )
}

function BookingDetails({ row, onClose }: { row: BookingRow; onClose: () => void }) {
  const { booking } = row
  const change = useChangeBookingStatus()
  const toast = useToast()
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const next = BOOKING_TRANSITIONS[booking.status]
  // The owner's day, as the server judges it: a trip starts no earlier than its pickup day there.
  const { data: user } = useSuspenseQuery(currentUserQuery())
  // Read once as the details open: they are not kept open across midnight.
  const [today] = useState(() => dayInTimeZone(Date.now(), user?.timeZone ?? null))

  async function moveTo(status: BookingStatus) {
    try {
      await change.mutateAsync({ id: booking.id, status })
      toast({
        title: 'Booking updated',
        description: `Booking ${shortBookingId(booking.id)} is now ${bookingStatusLabel(status).toLowerCase()}.`,
        variant: 'success',
      })
      onClose()
    } catch (error) {
      toast({ title: 'Could not update the booking', description: errorMessage(error), variant: 'destructive' })
    }
  }

  const facts: [string, string][] = [
    ['Booking ID', booking.id],
    ['RV', row.rvName],
    ['Customer', row.customerName],
    [
      'Dates',
      `${displayDay(booking.startDate)} – ${displayDay(booking.endDate)} (${row.nights} ${row.nights === 1 ? 'night' : 'nights'})`,
    ],
    ['Status', row.statusLabel],
    ['Payment', paymentStatusLabel[booking.paymentStatus]],
    ['Total', row.total],
    ...deliveryAddressFact(booking),
    ['Notes', booking.notes ?? '—'],
    ['Created', new Date(booking.createdAt).toLocaleString()],
  ]

  return (
    <>
      <FactList facts={facts} />
      {booking.quote && (
        <section aria-label="Price as sold" className="mt-4">
          <h3 className="text-sm font-semibold">Price as sold</h3>
          <QuoteLines quote={booking.quote} />
        </section>
      )}
      <BookingPayments booking={booking} today={today} />
      {confirmingCancel ? (
        <div
          role="alertdialog"
          aria-label="Cancel this booking?"
          className="alert alert-warning mt-4 flex flex-col items-start gap-3"
        >
          <p>Cancel this booking? Its dates become free for other renters. This cannot be undone.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-error btn-sm"
              disabled={change.isPending}
              onClick={() => void moveTo('cancelled')}
            >
              Yes, cancel booking
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirmingCancel(false)}>
              Keep booking
            </button>
          </div>
        </div>
      ) : (
        <div className="modal-action flex-wrap">
          {next.map((status) =>
            status === 'cancelled' ? (
              <button
                key={status}
                type="button"
                className="btn btn-outline btn-error"
                onClick={() => setConfirmingCancel(true)}
              >
                {actionLabel[status]}
              </button>
            ) : (
              <MoveButton
                key={status}
                label={change.isPending ? 'Saving...' : actionLabel[status]}
                refusal={ownerMoveRefusal(booking, status, today)}
                disabled={change.isPending}
                onClick={() => void moveTo(status)}
              />
            ),
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </>
  )
}

interface MoveButtonProps {
  label: string
  /** Why the move is not allowed today; the button is then disabled with this shown under it. */
  refusal: string | null
  disabled: boolean
  onClick: () => void
}

function MoveButton({ label, refusal, disabled, onClick }: MoveButtonProps) {
  const reasonId = useId()
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className="btn btn-primary"
        disabled={disabled || refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
        onClick={onClick}
      >
        {label}
      </button>
      {refusal && (
        <p id={reasonId} className="max-w-64 text-right text-xs text-base-content/70">
          {refusal}
        </p>
      )}
    </div>
  )
}
