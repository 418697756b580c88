import { RENTER_RATINGS, renterReviewSchema, type RenterReviewInput } from '../../../../worker/modules/reviews/schemas'
import { Dialog } from '../../../components/dialog'
import { useWriteRenterReview } from '../renter-queries'
import { ReviewForm } from './review-form'

interface RenterReviewDialogProps {
  open: boolean
  proof: { bookingId: string; email: string }
  rvName: string
  onClose: () => void
  onWritten: () => void
}

/** 'Write a review' on My Bookings: six ratings and a few words about the trip, once. */
export function RenterReviewDialog({ open, proof, rvName, onClose, onWritten }: RenterReviewDialogProps) {
  const write = useWriteRenterReview()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Write a review"
      description={`How was your trip in ${rvName}? The owner reads your review once they have reviewed you too, or when the 14 days end.`}
    >
      <ReviewForm
        ratings={RENTER_RATINGS}
        schema={renterReviewSchema}
        fixed={proof}
        bodyLabel="Your review"
        save={(payload) => write.mutateAsync(payload as RenterReviewInput)}
        pending={write.isPending}
        onCancel={onClose}
        onSaved={onWritten}
      />
    </Dialog>
  )
}
