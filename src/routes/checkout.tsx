import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { PublicLayout } from '../components/public-layout'
import { Checkout, PreparingCheckout } from '../features/payments/components/checkout-page'
import { paymentIntentQuery } from '../features/payments/queries'
import { paymentsConfigQuery } from '../lib/queries/payments'
import { useDocumentTitle } from '../lib/use-document-title'
import { useHydrated } from '../lib/use-hydrated'

/** The router reads `?amount=12.5` as a number and `?bookingId=123` as one too: accept both spellings. */
const text = v.union([v.string(), v.pipe(v.number(), v.transform(String))])
const amount = v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))])

/** Spec §2 query parameters, all optional; one that cannot be read is dropped rather than failing the page. */
const checkoutSearchSchema = v.object({
  amount: v.fallback(v.optional(v.pipe(amount, v.number(), v.finite())), undefined),
  bookingId: v.fallback(v.optional(text), undefined),
  description: v.fallback(v.optional(text), undefined),
})

const isPositive = (amount: number | undefined): amount is number => amount !== undefined && amount > 0

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearchSchema,
  loaderDeps: ({ search }) => ({ amount: search.amount, bookingId: search.bookingId }),
  // What the page needs first is asked for before it renders (not awaited): a booking's payment (one
  // request answers its amount, description and card form), else the robot check's configuration.
  loader: ({ context: { queryClient }, deps: { amount, bookingId } }) => {
    if (!isPositive(amount)) return
    if (bookingId) void queryClient.prefetchQuery(paymentIntentQuery({ amount, bookingId }))
    else void queryClient.prefetchQuery(paymentsConfigQuery())
  },
  component: CheckoutPage,
})

function CheckoutPage() {
  const { amount, bookingId, description } = Route.useSearch()
  // The prerendered page cannot know the amount in the address: it shows the payment being prepared.
  if (!useHydrated()) return <PreparingCheckout />
  // Spec §5: the amount must be a positive number.
  if (!isPositive(amount)) return <InvalidAmount />
  return <Checkout amount={amount} bookingId={bookingId} description={description?.trim() || 'RV Rental Payment'} />
}

function InvalidAmount() {
  useDocumentTitle('Invalid Payment Amount')
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <PublicLayout>
      <section className="mx-auto max-w-lg px-4 py-12 text-center">
        <h1 className="text-3xl font-bold">Invalid Payment Amount</h1>
        <p className="mt-3 text-base-content/75">No payment amount specified.</p>
        {/* Opened directly (no page to return to): go back to the booking wizard instead. */}
        <button
          type="button"
          className="btn btn-primary mt-6"
          onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/book' }))}
        >
          Go Back
        </button>
      </section>
    </PublicLayout>
  )
}
