import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PublicLayout } from '../../components/public-layout'
import { useDocumentTitle } from '../../lib/use-document-title'
import { Icon, type IconName } from './icons'

const toneClass = {
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/20 text-warning-content',
  neutral: 'bg-primary/10 text-primary',
} as const

interface PaymentOutcomeProps {
  icon: IconName
  tone: keyof typeof toneClass
  title: string
  /** The booking paid for: 'View My Bookings' opens it. */
  bookingId: string | null
  /** False while there is nothing to do yet but wait. */
  actions?: boolean
  children: ReactNode
}

/** /payment-success's frame: what became of the payment, then the spec's ways on. */
export function PaymentOutcome({ icon, tone, title, bookingId, actions = true, children }: PaymentOutcomeProps) {
  useDocumentTitle(title)
  return (
    <PublicLayout>
      <div className="px-4 py-12 sm:py-16">
        <section className="card mx-auto max-w-xl border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body items-center gap-4 text-center">
            <span className={`grid size-16 place-items-center rounded-full ${toneClass[tone]}`}>
              <Icon name={icon} className="size-10" />
            </span>
            <h1 className="text-3xl font-bold">{title}</h1>
            {children}
            {actions && (
              <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
                <Link to="/bookings" search={bookingId ? { bookingId } : {}} className="btn btn-primary">
                  View My Bookings
                </Link>
                <Link to="/" className="btn btn-outline">
                  Return Home
                </Link>
              </div>
            )}
          </div>
        </section>
      </div>
    </PublicLayout>
  )
}

const nextSteps: { icon: IconName; text: string }[] = [
  { icon: 'mail', text: 'Check your email for your booking confirmation and receipt.' },
  { icon: 'map', text: 'Review the pickup or delivery instructions before your trip.' },
  { icon: 'message', text: 'Contact us if you have any questions about your booking.' },
  { icon: 'compass', text: 'Prepare for your adventure: plan your route and pack for the road.' },
]

/** The spec's confirmation, shown only once the provider has confirmed the payment. */
export function PaymentSucceeded({ bookingId }: { bookingId: string | null }) {
  return (
    <PaymentOutcome icon="checkCircle" tone="success" title="Payment Successful!" bookingId={bookingId}>
      <p className="text-lg">Thank you for your payment. Your RV booking has been confirmed!</p>
      <p className="text-base-content/80">You will receive a confirmation email shortly with your booking details.</p>
      <div className="mt-2 w-full rounded-box bg-base-200 p-5 text-left">
        <h2 className="font-semibold">What's Next</h2>
        <ul className="mt-3 space-y-3">
          {nextSteps.map((step) => (
            <li key={step.icon} className="flex gap-3 text-sm">
              <Icon name={step.icon} className="size-5 shrink-0 text-primary" />
              <span>{step.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </PaymentOutcome>
  )
}
