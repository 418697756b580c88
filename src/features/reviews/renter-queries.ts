/** The renter's side of reviews, apart from the owner's queries so the public My Bookings page stays light. */
import { useMutation } from '@tanstack/react-query'
import type { RenterProof, RenterReviewInput } from '../../../worker/modules/reviews/schemas'
import { client, json } from '../../lib/api'

/**
 * The renter's trip as reviews see it. A mutation, as the booking lookup is: each read is one
 * rate-limited request proven by the id and email, never kept in a cache.
 */
export const useRenterReviewState = () =>
  useMutation({ mutationFn: (proof: RenterProof) => json(client.reviews.renter.lookup.$post({ json: proof })) })

export const useWriteRenterReview = () =>
  useMutation({ mutationFn: (input: RenterReviewInput) => json(client.reviews.renter.$post({ json: input })) })

export const useReplyAsRenter = () =>
  useMutation({
    mutationFn: (input: RenterProof & { body: string }) => json(client.reviews.renter.reply.$post({ json: input })),
  })
