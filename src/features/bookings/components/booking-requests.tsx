import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { Dialog } from '../../../components/dialog'
import { EmptyState } from '../../../components/empty-state'
import { FormAlert } from '../../../components/form-footer'
import { SectionCard } from '../../../components/section-card'
import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { displayDay } from '../../../lib/format'
import { bookingRequestsQuery, useAnswerBookingRequest, type BookingRequest } from '../queries'
import { timeLeft } from '../request-display'

/** The clock the time left counts down from, moved on every 30 seconds. */
function useNow() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

/** 'Decline' asks first: the renter's card is released and the dates are free again. */
function DeclineDialog({ request, onClose }: { request: BookingRequest | null; onClose: () => void }) {
  const answer = useAnswerBookingRequest()
  const [formError, setFormError] = useState<string | null>(null)
  async function decline() {
    if (!request) return
    setFormError(null)
    try {
      await answer.mutateAsync({ id: request.id, answer: 'decline' })
      toast({ title: 'Request declined', description: 'The renter was told; their card was not charged.' })
      onClose()
    } catch (error) {
      setFormError(errorMessage(error, 'The request could not be declined. Please try again.'))
    }
  }
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title="Decline this request?"
      description="The renter's card authorisation is released (nothing is charged) and the dates are free for others again."
    >
      {request && (
        <p>
          {request.renterName} · {request.rvName}, {displayDay(request.startDate)} – {displayDay(request.endDate)}
        </p>
      )}
      <FormAlert formError={formError} />
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={answer.isPending}>
          Keep it
        </button>
        <button type="button" className="btn btn-error" onClick={() => void decline()} disabled={answer.isPending}>
          {answer.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {answer.isPending ? 'Declining...' : 'Decline request'}
        </button>
      </div>
    </Dialog>
  )
}

function RequestItem({
  request,
  now,
  onDecline,
  renterReviews,
}: {
  request: BookingRequest
  now: number
  onDecline: () => void
  renterReviews?: (bookingId: string) => ReactNode
}) {
  const answer = useAnswerBookingRequest()
  const [error, setError] = useState<string | null>(null)
  async function accept() {
    setError(null)
    try {
      await answer.mutateAsync({ id: request.id, answer: 'accept' })
      toast({
        title: 'Request accepted',
        description: `The renter's card was charged ${formatAmount(request.totalPrice)}; the booking is confirmed.`,
        variant: 'success',
      })
    } catch (failure) {
      setError(errorMessage(failure, 'The request could not be accepted. Please try again.'))
    }
  }
  const titleId = `request-${request.id}`
  return (
    <li aria-labelledby={titleId} className="space-y-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={titleId} className="font-semibold">
            {request.renterName || 'A renter'} · {request.rvName}
          </p>
          <p className="text-sm text-base-content/75">
            {displayDay(request.startDate)} – {displayDay(request.endDate)}
            {request.guests ? ` · ${request.guests} guests` : ''} · {formatAmount(request.totalPrice)}
          </p>
        </div>
        <span className="badge badge-warning whitespace-nowrap">{timeLeft(request.expiresAt, now)}</span>
      </div>
      {renterReviews?.(request.id)}
      <FormAlert formError={error} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => void accept()}
          disabled={answer.isPending}
        >
          {answer.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {answer.isPending ? 'Accepting...' : 'Accept'}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onDecline} disabled={answer.isPending}>
          Decline
        </button>
      </div>
    </li>
  )
}

/**
 * The owner's requests to book waiting for an answer, each with its time left: Accept charges the
 * renter's authorised card and confirms the booking; Decline (asked first) releases it. A request
 * nobody answers in 24 hours expires by itself. `renterReviews`: what other owners wrote about the
 * renter (the route fills it from the reviews feature).
 */
export function BookingRequests({ renterReviews }: { renterReviews?: (bookingId: string) => ReactNode }) {
  const requests = useQuery(bookingRequestsQuery())
  const now = useNow()
  const [declining, setDeclining] = useState<BookingRequest | null>(null)
  return (
    <SectionCard title="Requests to book">
      {requests.isPending ? (
        <div role="status" className="skeleton h-16 w-full">
          <span className="sr-only">Loading requests to book</span>
        </div>
      ) : requests.isError ? (
        <div role="alert" className="alert alert-error text-sm">
          {errorMessage(requests.error, 'Your requests to book could not be loaded.')}
          <button type="button" className="btn btn-sm" onClick={() => void requests.refetch()}>
            Try again
          </button>
        </div>
      ) : requests.data.requests.length === 0 ? (
        <EmptyState title="No requests waiting" description="Requests for RVs without instant book appear here." />
      ) : (
        <>
          <p className="text-sm text-base-content/75">
            Each renter's card is authorised, not charged: accept to charge it and confirm the booking, or decline to
            release it.
          </p>
          <ul className="divide-y divide-base-300">
            {requests.data.requests.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                now={now}
                onDecline={() => setDeclining(request)}
                renterReviews={renterReviews}
              />
            ))}
          </ul>
        </>
      )}
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </SectionCard>
  )
}
