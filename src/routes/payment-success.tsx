import { createFileRoute, Link } from '@tanstack/react-router'
import { PublicLayout } from '../components/public-layout'
import { useDocumentTitle } from '../lib/use-document-title'
import { Icon, type IconName } from './-components/icons'

// The payment provider returns here with its own query parameters (payment_intent, …); the page ignores them.
export const Route = createFileRoute('/payment-success')({ component: PaymentSuccessPage })

const nextSteps: { icon: IconName; text: string }[] = [
  { icon: 'mail', text: 'Check your email for your booking confirmation and receipt.' },
  { icon: 'map', text: 'Review the pickup or delivery instructions before your trip.' },
  { icon: 'message', text: 'Contact us if you have any questions about your booking.' },
  { icon: 'compass', text: 'Prepare for your adventure: plan your route and pack for the road.' },
]

function PaymentSuccessPage() {
  useDocumentTitle('Payment Successful')
  return (
    <PublicLayout>
      <div className="px-4 py-12 sm:py-16">
        <section className="card mx-auto max-w-xl border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body items-center gap-4 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-success/15 text-success">
              <Icon name="checkCircle" className="size-10" />
            </span>
            <h1 className="text-3xl font-bold">Payment Successful!</h1>
            <p className="text-lg">Thank you for your payment. Your RV booking has been confirmed!</p>
            <p className="text-base-content/80">
              You will receive a confirmation email shortly with your booking details.
            </p>

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

            <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
              <Link to="/bookings" className="btn btn-primary">
                View My Bookings
              </Link>
              <Link to="/" className="btn btn-outline">
                Return Home
              </Link>
            </div>
          </div>
        </section>
      </div>
    </PublicLayout>
  )
}
