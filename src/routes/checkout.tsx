import { createFileRoute, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { PublicLayout } from '../components/public-layout'
import { useDocumentTitle } from '../lib/use-document-title'

/** Spec §2 query parameters: amount, bookingId, description (all optional in the URL). */
const checkoutSearchSchema = v.object({
  amount: v.fallback(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.finite()), 0),
  bookingId: v.fallback(v.optional(v.string()), undefined),
  description: v.fallback(v.optional(v.string()), undefined),
})

export const Route = createFileRoute('/checkout')({
  validateSearch: (search) => v.parse(checkoutSearchSchema, search),
  component: CheckoutPage,
})

function CheckoutPage() {
  const { amount, description } = Route.useSearch()
  const router = useRouter()
  const valid = Number.isFinite(amount) && amount > 0
  useDocumentTitle(valid ? 'Complete Your Payment' : 'Invalid Payment Amount')
  return (
    <PublicLayout>
      <section className="mx-auto max-w-lg px-4 py-12 text-center">
        {valid ? (
          <>
            <h1 className="text-3xl font-bold">Complete Your Payment</h1>
            <p className="mt-3 text-base-content/75">{description || 'RV Rental Payment'}</p>
            <p className="mt-2 text-4xl font-bold">${amount.toFixed(2)}</p>
            <p className="mt-6 text-sm text-base-content/75">Card payment opens soon; nothing is charged on this page.</p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold">Invalid Payment Amount</h1>
            <p className="mt-3 text-base-content/75">No payment amount specified.</p>
            <button type="button" className="btn btn-primary mt-6" onClick={() => router.history.back()}>
              Go Back
            </button>
          </>
        )}
      </section>
    </PublicLayout>
  )
}
