import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { bookingStatusLabel } from '../../../../worker/modules/bookings/rules/transitions'
import { formatAmount } from '../../../../worker/lib/shared/money'
import type { PaymentStatus, RefundStatus } from '../../../../worker/lib/shared/enums'
import { CancellationPolicyTable } from '../../../components/cancellation-policy'
import { Dialog } from '../../../components/dialog'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { cancellationPreviewQuery, useRenterCancellation, type CancellationPreview } from './cancellation-queries'

/** A decimal string with its sign: '-12.50' → '-$12.50' (a discount line; formatAmount takes no sign). */
const signedAmount = (decimal: string) =>
  decimal.startsWith('-') ? `-${formatAmount(decimal.slice(1))}` : formatAmount(decimal)

const refundStatusText: Record<RefundStatus, string> = {
  pending: 'on its way to your card (usually 5-10 business days)',
  succeeded: 'refunded to your card',
  failed: 'not refunded yet: the card provider refused it; the owner has been told',
}

const REASON_TEXT: Record<NonNullable<CancellationPreview['refund']>['reason'], string> = {
  grace: 'You are within the free-cancellation window after booking, so the whole rental comes back.',
  full: 'Everything you paid comes back.',
  policy: 'What comes back follows the cancellation policy you booked under.',
}

interface CancelBookingDialogProps {
  open: boolean
  /** The booking's ID and the email that found it. */
  proof: { bookingId: string; email: string }
  rvName: string
  onClose: () => void
  /** Called once the booking is cancelled, with its payment status now, so the page shows it as it is. */
  onCancelled: (paymentStatus: PaymentStatus) => void
}

/** 'Cancel booking' from My Bookings: the exact refund line by line, the deadline before it drops, then the result. */
export function CancelBookingDialog({ open, proof, rvName, onClose, onCancelled }: CancelBookingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Cancel booking" description={rvName}>
      <CancelBooking proof={proof} onClose={onClose} onCancelled={onCancelled} />
    </Dialog>
  )
}

function CancelBooking({ proof, onClose, onCancelled }: Omit<CancelBookingDialogProps, 'open' | 'rvName'>) {
  const preview = useQuery(cancellationPreviewQuery(proof))
  const cancel = useRenterCancellation()
  if (cancel.data) return <CancelledResult result={cancel.data} onClose={onClose} />
  if (preview.isPending) return <Spinner label="Working out your refund..." showLabel />
  if (preview.error)
    return (
      <>
        <p role="alert" className="alert alert-error text-sm">
          {errorMessage(preview.error, 'Your refund could not be worked out. Please try again.')}
        </p>
        <CloseRow onClose={onClose} label="Close" />
      </>
    )
  const { cancellable, refusal, refund, policy } = preview.data
  return (
    <div className="space-y-4 text-sm">
      {!cancellable && (
        <p role="alert" className="alert alert-warning">
          {refusal ?? 'This booking cannot be cancelled here. Contact the owner.'}
        </p>
      )}
      {refund && <RefundBreakdown refund={refund} />}
      {policy && (
        <details className="rounded-box border border-base-300 p-3">
          <summary className="cursor-pointer font-medium">The cancellation policy you booked under</summary>
          <CancellationPolicyTable name={policy.name} tiers={policy.tiers} />
          <p className="mt-2 text-base-content/80">{policy.text}</p>
        </details>
      )}
      {cancel.error && (
        <p role="alert" className="alert alert-error">
          {errorMessage(cancel.error, 'The booking could not be cancelled. Please try again.')}
        </p>
      )}
      <div className="modal-action flex-wrap">
        {cancellable && (
          <button
            type="button"
            className="btn btn-error"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(proof, {
                onSuccess: (result) => onCancelled(result.paymentStatus),
                // The refund may have just changed (a deadline passed): show it as it is now.
                onError: () => void preview.refetch(),
              })
            }
          >
            {cancel.isPending
              ? 'Cancelling...'
              : refund && refund.total !== '0.00'
                ? `Cancel and get ${formatAmount(refund.total)} back`
                : 'Yes, cancel booking'}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Keep booking
        </button>
      </div>
    </div>
  )
}

/** The refund cancelling now gives, line by line, and when it drops. */
function RefundBreakdown({ refund }: { refund: NonNullable<CancellationPreview['refund']> }) {
  return (
    <section aria-label="Your refund" className="space-y-3">
      <p className="text-base">
        Cancel now and you get <strong data-testid="refund-total">{formatAmount(refund.total)}</strong> back.
      </p>
      <p className="text-base-content/80">{REASON_TEXT[refund.reason]}</p>
      {refund.deadlineText && (
        <p className="alert alert-info" data-testid="refund-deadline">
          {refund.deadlineText}.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="table table-xs">
          <caption className="sr-only">Refund line by line</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="text-right">
                Paid
              </th>
              <th scope="col" className="text-right">
                Back
              </th>
              <th scope="col" className="text-right">
                Refund
              </th>
            </tr>
          </thead>
          <tbody>
            {refund.lines.map((line, index) => (
              <tr key={`${line.label}-${index}`}>
                <th scope="row" className="font-normal">
                  {line.label}
                </th>
                <td className="text-right tabular-nums">{signedAmount(line.amount)}</td>
                <td className="text-right tabular-nums">{line.percent} %</td>
                <td className="text-right tabular-nums">{signedAmount(line.refund)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="text-left">
                Refund total
              </th>
              <td className="text-right font-bold tabular-nums">{formatAmount(refund.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}

function CancelledResult({
  result,
  onClose,
}: {
  result: NonNullable<ReturnType<typeof useRenterCancellation>['data']>
  onClose: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The confirm button is gone: focus moves to the outcome, which is announced.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div role="status" className="space-y-3 text-sm">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold">
        Booking {bookingStatusLabel(result.status).toLowerCase()}
      </h3>
      <p>
        Status: <span className="badge badge-neutral">{bookingStatusLabel(result.status)}</span>
      </p>
      {result.refund ? (
        <p data-testid="refund-result">
          Refund of <strong>{formatAmount(result.refund.amount)}</strong>: {refundStatusText[result.refund.status]}.
        </p>
      ) : (
        <p data-testid="refund-result">Nothing was paid by card, so there is nothing to refund.</p>
      )}
      <p className="text-base-content/80">We have emailed you and the owner.</p>
      <CloseRow onClose={onClose} label="Done" />
    </div>
  )
}

function CloseRow({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <div className="modal-action">
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {label}
      </button>
    </div>
  )
}
