import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { bookingLookupSchema } from '../../../../worker/modules/bookings/lookup/schemas'
import { bookingStatusLabel, hasPayments } from '../../../../worker/modules/bookings/rules/transitions'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { FormField } from '../../../components/form-field'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { pendingBooking } from './pending-booking'
import { useRenterBookingLookup, type RenterBooking } from './queries'
import { HydratedForm } from '../../../components/hydrated-form'
import { PayNow } from './pay-now'
import { useOpenedOnce } from '../../../lib/use-opened-once'
import { displayDay } from '../../../lib/format'
import { RENTER_REQUEST_LABELS } from '../request-display'

// The cancellation dialog (its refund table and the policy's) loads when a renter first opens it.
const CancelBookingDialog = lazy(() =>
  import('./cancel-booking-dialog').then(({ CancelBookingDialog }) => ({ default: CancelBookingDialog })),
)

const paymentLabel: Record<RenterBooking['paymentStatus'], string> = {
  pending: 'Payment pending',
  authorized: 'Card authorised, not charged',
  succeeded: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
}

/** A renter may ask to cancel these; the server has the last word (and says why not). */
const CANCELLABLE: readonly RenterBooking['status'][] = ['pending', 'confirmed']

/** What 'Receipt' shows under the booking: the receipt view of the payments feature, filled in by the route. */
export interface ShowReceipt {
  proof: { bookingId: string; email: string }
  onClose: () => void
}

/** What 'Report a problem' opens with: the booking shown, proven by the id and email that found it. */
export interface ReportProblem {
  open: boolean
  proof: { bookingId: string; email: string }
  rvName: string
  onClose: () => void
}

interface RenterBookingLookupProps {
  bookingId?: string
  paid?: RenterBooking
  /** 'Report a problem' (the issues feature's renter dialog, filled in by the route); it may load lazily. */
  reportDialog: (report: ReportProblem) => ReactNode
  /** 'Receipt' (the payments feature's receipt with its PDF download), shown under the booking. */
  receipt?: (view: ShowReceipt) => ReactNode
  /** A completed trip's reviews ('Write a review', then both reviews; the reviews feature, filled in by the route). */
  review?: (view: TripReview) => ReactNode
  /** 'Messages': the booking's conversation with the owner (the messages feature, filled in by the route). */
  messages?: (proof: { bookingId: string; email: string }) => ReactNode
}

/** What a completed trip's reviews show under it: the booking, proven by the id and email that found it. */
export interface TripReview {
  proof: { bookingId: string; email: string }
  rvName: string
}

/**
 * Renters have no account: they find a booking by its ID and the email they booked with. Coming
 * from checkout in the same tab, the booking shows at once: `paid` is the booking the payment just
 * made proves theirs, else the ID and email the wizard kept are looked up.
 */
export function RenterBookingLookup({
  bookingId: linkedId,
  paid,
  reportDialog,
  receipt,
  review,
  messages,
}: RenterBookingLookupProps) {
  const remembered = pendingBooking()
  const known = remembered && (!linkedId || remembered.bookingId === linkedId) ? remembered : null
  const [values, setValues] = useState({ bookingId: linkedId ?? known?.bookingId ?? '', email: known?.email ?? '' })
  const lookup = useRenterBookingLookup()
  const [reporting, setReporting] = useState(false)
  const reportWanted = useOpenedOnce(reporting)
  const [cancelling, setCancelling] = useState(false)
  const cancelWanted = useOpenedOnce(cancelling)
  // The booking shown was cancelled here: it reads as cancelled without another lookup.
  const [cancelled, setCancelled] = useState<{ bookingId: string; paymentStatus: RenterBooking['paymentStatus'] }>()
  const [receiptOf, setReceiptOf] = useState<string | null>(null)
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: bookingLookupSchema,
    fallbackMessage: 'The booking could not be looked up. Please try again.',
  })
  // Each search starts from nothing shown: a refused or failed one never leaves the previous booking up.
  const found = lookup.data ?? (lookup.isIdle ? paid : undefined)
  const booking =
    found && cancelled?.bookingId === found.id
      ? { ...found, status: 'cancelled' as const, paymentStatus: cancelled.paymentStatus, holdExpiresAt: null }
      : found
  // The id and email that found the booking; for the booking just paid, the ones the wizard kept.
  const proof =
    lookup.variables ??
    (lookup.isIdle && paid && known?.bookingId === paid.id ? { bookingId: paid.id, email: known.email } : undefined)

  async function find(input = values) {
    lookup.reset()
    await submit(input, (payload) => lookup.mutateAsync(payload))
  }

  useEffect(() => {
    if (values.bookingId && values.email && !paid) void find()
    // Only on arrival: afterwards the renter searches with the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, with the values the link brought
  }, [])

  return (
    <div className="w-full space-y-6 text-left">
      <HydratedForm
        ref={formRef}
        noValidate
        className="card border border-base-300 bg-base-100 p-6"
        onSubmit={(event) => {
          event.preventDefault()
          void find()
        }}
      >
        <h2 className="text-lg font-semibold">Find your booking</h2>
        {formError && (
          <p role="alert" className="alert alert-error mt-3">
            {formError}
          </p>
        )}
        <FormField label="Booking ID" error={errors.bookingId}>
          <input
            className="input w-full"
            value={values.bookingId}
            onChange={(event) => setValues({ ...values, bookingId: event.target.value })}
          />
        </FormField>
        <FormField label="Email you booked with" error={errors.email}>
          <input
            type="email"
            autoComplete="email"
            className="input w-full"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
        </FormField>
        <button type="submit" className="btn btn-primary mt-3" disabled={lookup.isPending}>
          {lookup.isPending ? 'Searching...' : 'Find booking'}
        </button>
      </HydratedForm>
      {booking && (
        <article aria-label="Your booking" className="card border border-base-300 bg-base-100">
          <div className="card-body flex-row items-center gap-4">
            {booking.rvImageUrl && <img src={booking.rvImageUrl} alt="" className="size-20 rounded-box object-cover" />}
            <div className="min-w-0 flex-1">
              <h2 className="card-title">{booking.rvName}</h2>
              <p className="text-sm text-base-content/75">
                {displayDay(booking.startDate)} – {displayDay(booking.endDate)} · {formatAmount(booking.totalPrice)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <span className="badge badge-primary">{bookingStatusLabel(booking.status)}</span>
                <span className={`badge ${booking.paymentStatus === 'succeeded' ? 'badge-success' : 'badge-outline'}`}>
                  {paymentLabel[booking.paymentStatus]}
                </span>
              </div>
              {booking.requestStatus && (
                <p className="mt-2 text-sm">
                  <span className="font-semibold">{RENTER_REQUEST_LABELS[booking.requestStatus]}</span>
                  {booking.requestStatus === 'pending' &&
                    booking.requestExpiresAt &&
                    `. The owner has until ${new Date(booking.requestExpiresAt).toLocaleString()} to accept; your card is authorised, not charged, until then.`}
                </p>
              )}
            </div>
          </div>
          <div className="card-actions items-center border-t border-base-300 px-6 py-4">
            {booking.holdExpiresAt && <PayNow booking={booking} holdExpiresAt={booking.holdExpiresAt} />}
            {proof && receipt && hasPayments(booking.paymentStatus) && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-expanded={receiptOf === booking.id}
                onClick={() => setReceiptOf(receiptOf === booking.id ? null : booking.id)}
              >
                Receipt
              </button>
            )}
            {/* A cancelled or lapsed booking was never a trip: there is nothing to report on it. */}
            {proof && booking.status !== 'cancelled' && booking.status !== 'expired' && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setReporting(true)}>
                Report a problem
              </button>
            )}
            {proof && messages && booking.status !== 'cancelled' && booking.status !== 'expired' && messages(proof)}
            {/* A request waiting for its owner ends with the answer or by itself: nothing is charged till then. */}
            {proof && CANCELLABLE.includes(booking.status) && booking.requestStatus !== 'pending' && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setCancelling(true)}>
                Cancel booking
              </button>
            )}
          </div>
        </article>
      )}
      {booking && proof && receipt && receiptOf === booking.id && receipt({ proof, onClose: () => setReceiptOf(null) })}
      {booking && proof && review && booking.status === 'completed' && review({ proof, rvName: booking.rvName })}
      {booking && proof && cancelWanted && (
        <Suspense fallback={null}>
          <CancelBookingDialog
            open={cancelling}
            proof={proof}
            rvName={booking.rvName}
            onClose={() => setCancelling(false)}
            onCancelled={(paymentStatus) => setCancelled({ bookingId: booking.id, paymentStatus })}
          />
        </Suspense>
      )}
      {booking && lookup.variables && reportWanted && (
        // The id and email that found this booking, not the inputs as edited since, prove the report.
        <Suspense fallback={null}>
          {reportDialog({
            open: reporting,
            proof: lookup.variables,
            rvName: booking.rvName,
            onClose: () => setReporting(false),
          })}
        </Suspense>
      )}
    </div>
  )
}
