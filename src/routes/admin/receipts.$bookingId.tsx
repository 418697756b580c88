import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { OwnerReceiptPage } from '../../features/payments/receipts/owner-receipt-page'
import { ownerReceiptQuery } from '../../features/payments/receipts/queries'

/** The owner's printable receipt of a booking (its details dialog links here); another owner's id is a 404. */
export const Route = createFileRoute('/admin/receipts/$bookingId')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(ownerReceiptQuery(params.bookingId)),
  ...pagePending('Loading receipt...'),
  component: ReceiptRoute,
})

function ReceiptRoute() {
  const { bookingId } = Route.useParams()
  return <OwnerReceiptPage bookingId={bookingId} />
}
