/**
 * The listing page's data and its booking box's calls: the listing (inlined by the Worker's
 * render, so the page's loader reads it from the page rather than fetching it), the server's
 * quote for the renter's dates and the hold that leads to checkout.
 */
import { queryOptions, useMutation } from '@tanstack/react-query'
import { LISTING_DATA_ELEMENT_ID, type RvListing, type RvPhotoInput } from '../../../../worker/modules/rvs/schemas'
import type { PublicBookingInput, PublicQuoteInput } from '../../../../worker/modules/bookings/schemas'
import { client, json, param } from '../../../lib/api'
import { queryRoots } from '../../../lib/query-keys'
import { useRefresh } from '../../../lib/refresh'

export const listingQuery = (slug: string) =>
  queryOptions({
    queryKey: [...queryRoots.rvs, 'listing', slug],
    queryFn: () => json(client.rvs.listings[':slug'].$get({ param: { slug } })) as Promise<RvListing>,
  })

/** The listing the Worker rendered into this page, when it is the one asked for (read once: later visits fetch). */
export function inlinedListing(slug: string): RvListing | null {
  if (typeof document === 'undefined') return null
  const element = document.getElementById(LISTING_DATA_ELEMENT_ID)
  if (!element?.textContent) return null
  element.remove()
  try {
    const listing = JSON.parse(element.textContent) as RvListing
    return listing.slug === slug ? listing : null
  } catch {
    return null
  }
}

/** The server's price for the stay, line by line (the very function the hold charges). */
export const listingQuoteQuery = (input: PublicQuoteInput) =>
  queryOptions({
    queryKey: [...queryRoots.bookings, 'listing-quote', input],
    queryFn: () => json(client.bookings.quote.$post({ json: input })),
  })

/** The renter's hold; the route sends them on to checkout with the server's amount. */
export const useListingHold = () =>
  useMutation({ mutationFn: (input: PublicBookingInput) => json(client.bookings.hold.$post({ json: input })) })

const photoKey = (rvId: string) => [...queryRoots.rvs, 'mine', rvId, 'photos'] as const

/** The owner's photos of one RV, in order. */
export const rvPhotosQuery = (rvId: string) =>
  queryOptions({
    queryKey: photoKey(rvId),
    queryFn: () => json(client.rvs[':id'].photos.$get({ param: param({ id: rvId }) })),
  })

/** Adding, ordering, describing or removing a photo changes the fleet's cover too. */
export function useRvPhotoChanges(rvId: string) {
  const refresh = useRefresh('rv-changed')
  const id = param({ id: rvId })
  const add = useMutation({
    mutationFn: (input: RvPhotoInput) => json(client.rvs[':id'].photos.$post({ param: id, json: input })),
    onSuccess: refresh,
  })
  const reorder = useMutation({
    mutationFn: (ids: string[]) => json(client.rvs[':id'].photos.order.$put({ param: id, json: { ids } })),
    onSuccess: refresh,
  })
  const describe = useMutation({
    mutationFn: ({ photoId, alt }: { photoId: string; alt: string }) =>
      json(client.rvs[':id'].photos[':photoId'].$patch({ param: param({ id: rvId, photoId }), json: { alt } })),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (photoId: string) =>
      client.rvs[':id'].photos[':photoId'].$delete({ param: param({ id: rvId, photoId }) }),
    onSuccess: refresh,
  })
  return { add, reorder, describe, remove }
}
