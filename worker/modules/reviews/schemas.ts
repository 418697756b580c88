/** Review payloads (`/api/reviews`), shared by the API and the SPA's forms. */
import * as v from 'valibot'
import { emailAddress, formObject, requiredMultilineText } from '../../lib/shared/fields'
import { pageQueryFields } from '../../lib/shared/paging'

export const REVIEW_MIN_LENGTH = 20
export const REVIEW_MAX_LENGTH = 2000
export const REPLY_MAX_LENGTH = 1000

const bookingIdField = v.pipe(
  v.string('Booking ID is required'),
  v.trim(),
  v.nonEmpty('Booking ID is required'),
  v.maxLength(64, 'Booking ID must be at most 64 characters'),
)

/** A rating of 1 to 5 stars; one not given (the form sends null) asks for it by the form's label. */
const rating = (label: string) =>
  v.pipe(
    v.number(`${label}: choose 1 to 5 stars`),
    v.integer(`${label} must be a whole number`),
    v.minValue(1, `${label} must be between 1 and 5`),
    v.maxValue(5, `${label} must be between 1 and 5`),
  )

const reviewBody = v.pipe(
  requiredMultilineText('Review', REVIEW_MAX_LENGTH),
  v.minLength(REVIEW_MIN_LENGTH, `Review must be at least ${REVIEW_MIN_LENGTH} characters`),
)

const replyBody = requiredMultilineText('Reply', REPLY_MAX_LENGTH)

/** The renter's ratings of the RV and its owner, each 1-5 (the form's labels). */
export const RENTER_RATINGS = {
  overall: 'Overall',
  cleanliness: 'Cleanliness',
  mechanical: 'Mechanical condition',
  accuracy: 'Accuracy of the listing',
  communication: 'Communication',
  value: 'Value',
} as const

/** The owner's ratings of the renter, each 1-5; their overall is the rounded mean. */
export const OWNER_RATINGS = {
  careOfVehicle: 'Care of the vehicle',
  communication: 'Communication',
  followingRules: 'Following the rules',
} as const

/** How a renter proves a booking is theirs: its id and the email they booked with (as the booking lookup). */
export const renterProofSchema = formObject({ bookingId: bookingIdField, email: emailAddress })
export type RenterProof = v.InferOutput<typeof renterProofSchema>

/** POST /api/reviews/renter: the renter reviews the trip. */
export const renterReviewSchema = formObject({
  bookingId: bookingIdField,
  email: emailAddress,
  overall: rating(RENTER_RATINGS.overall),
  cleanliness: rating(RENTER_RATINGS.cleanliness),
  mechanical: rating(RENTER_RATINGS.mechanical),
  accuracy: rating(RENTER_RATINGS.accuracy),
  communication: rating(RENTER_RATINGS.communication),
  value: rating(RENTER_RATINGS.value),
  body: reviewBody,
})
export type RenterReviewInput = v.InferInput<typeof renterReviewSchema>
export type RenterReviewData = v.InferOutput<typeof renterReviewSchema>

/** POST /api/reviews/owner: the owner reviews the renter of one of their completed trips. */
export const ownerReviewSchema = formObject({
  bookingId: bookingIdField,
  careOfVehicle: rating(OWNER_RATINGS.careOfVehicle),
  communication: rating(OWNER_RATINGS.communication),
  followingRules: rating(OWNER_RATINGS.followingRules),
  body: reviewBody,
})
export type OwnerReviewInput = v.InferInput<typeof ownerReviewSchema>
export type OwnerReviewData = v.InferOutput<typeof ownerReviewSchema>

/** POST /api/reviews/:id/reply: the owner's one reply to a published review of their RV. */
export const replySchema = formObject({ body: replyBody })

/** POST /api/reviews/renter/reply: the renter's one reply to the owner's published review of them. */
export const renterReplySchema = formObject({ bookingId: bookingIdField, email: emailAddress, body: replyBody })

/** GET /api/reviews/renters/:bookingId: the renter of one of the owner's bookings. */
export const bookingParamSchema = v.object({
  bookingId: v.pipe(v.string(), v.maxLength(64, 'Unknown booking')),
})

/** GET /api/reviews: the owner's reviewed trips, newest completion first, a page at a time. */
export const reviewListQuerySchema = v.object({ ...pageQueryFields })
export type ReviewListQuery = v.InferOutput<typeof reviewListQuerySchema>
