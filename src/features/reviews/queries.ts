import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { OwnerReviewInput } from '../../../worker/modules/reviews/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

const reviews = client.reviews

const reviewKeys = {
  all: queryRoots.reviews,
  toWrite: () => [...reviewKeys.all, 'to-write'] as const,
  list: () => [...reviewKeys.all, 'list'] as const,
  renter: (bookingId: string) => [...reviewKeys.all, 'renter', bookingId] as const,
}

export type TripToReview = ApiResult<(typeof reviews)['to-write']['$get']>[number]
export type ReviewedTrip = ApiResult<typeof reviews.$get>['items'][number]

/** The owner's completed trips still to review, the soonest to close first (bounded by the 14 days). */
export const tripsToReviewQuery = () =>
  queryOptions({ queryKey: reviewKeys.toWrite(), queryFn: () => json(reviews['to-write'].$get()) })

/** The owner's reviewed trips, newest completion first, 20 at a time. */
export const reviewedTripsQuery = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(),
    queryFn: ({ pageParam }) => json(reviews.$get({ query: { limit: '20', cursor: pageParam } })),
    ...cursorPaging,
  })

/** What owners published about the renter of one of this owner's bookings. */
export const renterRecordQuery = (bookingId: string) =>
  queryOptions({
    queryKey: reviewKeys.renter(bookingId),
    queryFn: () => json(reviews.renters[':bookingId'].$get({ param: param({ bookingId }) })),
  })

export function useWriteOwnerReview() {
  const refresh = useRefresh('review-written')
  return useMutation({
    mutationFn: (input: OwnerReviewInput) => json(reviews.owner.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useReplyAsOwner() {
  const refresh = useRefresh('review-written')
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      json(reviews[':id'].reply.$post({ param: param({ id }), json: { body } })),
    onSuccess: refresh,
  })
}
