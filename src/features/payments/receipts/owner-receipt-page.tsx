import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { ownerReceiptQuery } from './queries'
import { ReceiptActions } from './receipt-actions'
import { ReceiptView } from './receipt-view'

/** The owner's printable receipt of one of their bookings (/admin/receipts/<id>); printing leaves only the receipt. */
export function OwnerReceiptPage({ bookingId }: { bookingId: string }) {
  useDocumentTitle('Receipt')
  const { data } = useSuspenseQuery(ownerReceiptQuery(bookingId))
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Receipt"
        subtitle={`${data.rvName} · booking ${bookingId.slice(-8).toUpperCase()}`}
        actions={
          <Link to="/admin/bookings" className="btn btn-ghost btn-sm">
            ← Back to bookings
          </Link>
        }
      />
      <ReceiptView receipt={data} actions={<ReceiptActions pdf={{ owner: bookingId }} />} />
    </div>
  )
}
