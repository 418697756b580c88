import { useQuery } from '@tanstack/react-query'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { renterReceiptQuery, type RenterProof } from './queries'
import { ReceiptActions } from './receipt-actions'
import { ReceiptView } from './receipt-view'

/** The renter's receipt under their booking in My Bookings, proven by the ID and email that found it. */
export function RenterReceipt({ proof, onClose }: { proof: RenterProof; onClose: () => void }) {
  const receipt = useQuery(renterReceiptQuery(proof))
  const close = (
    <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
      Hide receipt
    </button>
  )
  if (receipt.isPending) return <Spinner label="Loading your receipt..." showLabel />
  if (receipt.error)
    return (
      <div role="alert" className="alert alert-error flex-wrap text-sm">
        <span>{errorMessage(receipt.error, 'The receipt could not be loaded. Please try again.')}</span>
        {close}
      </div>
    )
  return (
    <ReceiptView receipt={receipt.data} actions={<ReceiptActions pdf={{ renter: proof }}>{close}</ReceiptActions>} />
  )
}
