import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { dayInTimeZone } from '../../../../worker/lib/shared/dates'
import type { BookingStatus } from '../../../../worker/lib/shared/enums'
import {
  BOOKING_TRANSITIONS,
  bookingStatusLabel,
  hasPayments,
  ownerMoveRefusal,
  PAYMENT_STATUS_LABELS,
} from '../../../../worker/modules/bookings/rules/transitions'
import { formatDeliveryAddress } from '../../../../worker/modules/bookings/rules/delivery-options'
import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { displayDay } from '../../../lib/format'
import { shortBookingId, type BookingRow } from '../booking-display'
import { currentUserQuery } from '../../../lib/queries/current-user'
import { bookingPaymentsQuery, useChangeBookingStatus } from '../queries'
import { bookingDetailsQuery } from '../site-queries'
import { arrivalWindowLabel } from '../site-display'
import { bookingReceiptQuery } from '../booking-money-queries'
import { BookingPayments } from './booking-payments'
import { QuoteLines } from './quote-lines'
import { FactList } from '../../../components/fact-list'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { signedCents } from '../../../../worker/modules/payments/receipts/schemas'
import { OWNER_REQUEST_LABELS, timeLeft } from '../request-display'

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

/**
 * What cancelling says before the owner's yes. A paid booking is refunded in full either way (all
 * its card money); an owner's own cancellation counts against them on the dashboard, one agreed
 * with the renter does not.
 */
function cancelText(kind: 'owner' | 'mutual', paid: boolean, recorded: boolean) {
  const refund = paid
    ? ' Cancelling a paid booking refunds it in full: everything the renter paid by card goes back to their card.'
    : ''
  const ownMoney = recorded ? ' Payments you recorded yourself (cash, cheque, transfer) are yours to return.' : ''
  const counted =
    kind === 'mutual'
      ? ' Choose this only when the renter agreed: it does not count as your cancellation.'
      : ' It counts as your cancellation on your dashboard.'
  const question = kind === 'mutual' ? 'Cancel this booking by mutual agreement?' : 'Cancel this booking?'
  return `${question}${refund}${ownMoney}${counted} Its dates become free for other renters. This cannot be undone.`
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
  /** Which cancellation awaits the owner's yes: their own, or one agreed with the renter. */
  const [confirming, setConfirming] = useState<'owner' | 'mutual' | null>(null)
  const recorded = useQuery(bookingPaymentsQuery(booking.id))
  const paid = hasPayments(booking.paymentStatus)
  const moneyMoved = paid || (recorded.data?.items.length ?? 0) > 0
  // A request to book waiting for its owner is answered with Accept or Decline on the dashboard.
  const waiting = booking.requestStatus === 'pending' && booking.status === 'pending'
  const next = waiting ? [] : BOOKING_TRANSITIONS[booking.status]
  // The owner's day, as the server judges it: a trip starts no earlier than its pickup day there.
  const { data: user } = useSuspenseQuery(currentUserQuery())
  // Read once as the details open: they are not kept open across midnight.
  const [today] = useState(() => dayInTimeZone(Date.now(), user?.timeZone ?? null))
  const [openedAt] = useState(() => Date.now())

  const saving = change.isPending

  async function moveTo(status: BookingStatus, mutual = false) {
    try {
      await change.mutateAsync({ id: booking.id, status, mutual: status === 'cancelled' ? mutual : undefined })
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
    ...(booking.requestStatus && booking.requestStatus !== 'pending'
      ? ([['Request', OWNER_REQUEST_LABELS[booking.requestStatus]]] as [string, string][])
      : []),
    ['Payment', PAYMENT_STATUS_LABELS[booking.paymentStatus]],
    ['Total', row.total],
    ...deliveryAddressFact(booking),
    ['Notes', booking.notes ?? '—'],
    ['Created', new Date(booking.createdAt).toLocaleString()],
  ]

  return (
    <>
      <FactList facts={facts} />
      <Link to="/admin/messages" search={{ booking: booking.id }} className="btn btn-outline btn-sm mt-3">
        Message the renter
      </Link>
      {booking.parkingSpotId && <CampsiteSection bookingId={booking.id} paid={paid} />}
      {waiting && booking.requestExpiresAt && (
        <p className="alert alert-info mt-4 text-sm">
          {`A request to book: the renter's card is authorised, not charged. Accept or decline it from your dashboard (${timeLeft(booking.requestExpiresAt, openedAt)}).`}
          <Link to="/admin/dashboard" className="btn btn-sm">
            Open the dashboard
          </Link>
        </p>
      )}
      {booking.quote && (
        <section aria-label="Price as sold" className="mt-4">
          <h3 className="text-sm font-semibold">Price as sold</h3>
          <QuoteLines quote={booking.quote} />
        </section>
      )}
      <BookingPayments booking={booking} today={today} />
      {moneyMoved && <BookingRefunds bookingId={booking.id} />}
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={confirming === 'mutual' ? 'Cancel by mutual agreement?' : 'Cancel this booking?'}
          className="alert alert-warning mt-4 flex flex-col items-start gap-3"
        >
          <p>{cancelText(confirming, paid, (recorded.data?.items.length ?? 0) > 0)}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-error btn-sm"
              disabled={saving}
              onClick={() => void moveTo('cancelled', confirming === 'mutual')}
            >
              {saving ? 'Cancelling...' : confirming === 'mutual' ? 'Yes, cancel by agreement' : 'Yes, cancel booking'}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming(null)}>
              Keep booking
            </button>
          </div>
        </div>
      ) : (
        <div className="modal-action flex-wrap">
          {next.map((status) =>
            status === 'cancelled' ? (
              <div key={status} className="flex flex-wrap gap-2">
                <button type="button" className="btn btn-outline btn-error" onClick={() => setConfirming('owner')}>
                  {actionLabel[status]}
                </button>
                {paid && (
                  <button type="button" className="btn btn-outline" onClick={() => setConfirming('mutual')}>
                    Mutual cancellation
                  </button>
                )}
              </div>
            ) : (
              <MoveButton
                key={status}
                label={change.isPending ? 'Saving...' : actionLabel[status]}
                refusal={ownerMoveRefusal(booking, status, today)}
                disabled={saving}
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

/** The refunds made of a booking's payments (date, why, where it stands) and its printable receipt. */
function BookingRefunds({ bookingId }: { bookingId: string }) {
  const receipt = useQuery(bookingReceiptQuery(bookingId))
  const headingId = useId()
  const refunds = receipt.data?.refunds ?? []
  const money = (decimal: string) => formatDollars(signedCents(decimal))
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Refunds
        </h3>
        <Link to="/admin/receipts/$bookingId" params={{ bookingId }} className="btn btn-outline btn-sm">
          Receipt
        </Link>
      </div>
      {receipt.isPending && <p role="status">Loading refunds...</p>}
      {receipt.data && refunds.length === 0 && <p className="mt-2 text-sm">None.</p>}
      {refunds.length > 0 && (
        <ul className="mt-2 text-sm">
          {refunds.map((refund, index) => (
            <li key={index} className="flex justify-between gap-2 border-b border-base-200 py-1">
              <span>
                {displayDay(refund.date)} · {refund.reasonLabel} · {refund.statusLabel}
              </span>
              <span className="tabular-nums">{money(refund.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {receipt.data && refunds.length > 0 && (
        <p className="mt-2 text-sm" data-testid="refund-balance">
          Paid {money(receipt.data.paid)} · Refunded {money(receipt.data.refunded)} · Kept {money(receipt.data.net)}
        </p>
      )}
    </section>
  )
}

/**
 * A partner's site booked with the RV: where and when the owner (who delivers, or whose renter
 * drives there) arrives, and the gate instructions once the booking is paid.
 */
function CampsiteSection({ bookingId, paid }: { bookingId: string; paid: boolean }) {
  const details = useQuery(bookingDetailsQuery(bookingId))
  const headingId = useId()
  const site = details.data?.site
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="text-sm font-semibold">
        Campsite
      </h3>
      {details.isPending ? (
        <p role="status" className="text-sm">
          Loading the campsite...
        </p>
      ) : details.isError ? (
        <p role="alert" className="text-sm text-error">
          We could not load the campsite. Close and open the booking again.
        </p>
      ) : site ? (
        <FactList
          facts={[
            ['Venue', site.venueName],
            ['Site', site.spotNumber],
            ['Arrival window', site.arrivalWindow ? arrivalWindowLabel(site.arrivalWindow) : '—'],
            [
              'Gate instructions',
              site.gateInstructions ?? (paid ? 'The venue gave none' : 'Shown once the booking is paid'),
            ],
          ]}
        />
      ) : (
        <p className="text-sm">No campsite with this booking.</p>
      )}
    </section>
  )
}
