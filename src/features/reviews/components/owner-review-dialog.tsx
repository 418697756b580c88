import { OWNER_RATINGS, ownerReviewSchema, type OwnerReviewInput } from '../../../../worker/modules/reviews/schemas'
import { Dialog } from '../../../components/dialog'
import { useWriteOwnerReview, type TripToReview } from '../queries'
import { ReviewForm } from './review-form'

/** The owner reviews the renter of a completed trip: three ratings and a few words, once. */
export function OwnerReviewDialog({ trip, onClose }: { trip: TripToReview | null; onClose: () => void }) {
  const write = useWriteOwnerReview()
  return (
    <Dialog
      open={trip !== null}
      onClose={onClose}
      size="lg"
      title={trip ? `Review ${trip.renterName}` : 'Review the renter'}
      description={
        trip
          ? `Their trip in ${trip.rvName}. Other owners see your review when ${trip.renterName} asks to book; it stays hidden until they review you or the 14 days end.`
          : undefined
      }
    >
      {trip && (
        <ReviewForm
          key={trip.bookingId}
          ratings={OWNER_RATINGS}
          schema={ownerReviewSchema}
          fixed={{ bookingId: trip.bookingId }}
          bodyLabel="Your review of the renter"
          save={(payload) => write.mutateAsync(payload as OwnerReviewInput)}
          pending={write.isPending}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </Dialog>
  )
}
