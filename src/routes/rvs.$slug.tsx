import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { RvListing } from '../../worker/modules/rvs/schemas'
import { Dialog } from '../components/dialog'
import { Spinner } from '../components/spinner'
import { ApiError } from '../lib/api'
import { QuoteLines } from '../features/bookings/components/quote-lines'
import { rememberPendingBooking } from '../features/bookings/renter/pending-booking'
import { ListingPage, type ListingSlots } from '../features/rvs/listing/listing-page'
import { inlinedListing, listingQuery } from '../features/rvs/listing/queries'

// The enquiry form (messages) loads when the renter opens the dialog: most never do.
const EnquiryForm = lazy(() =>
  import('../features/messages/components/enquiry-form').then((module) => ({ default: module.EnquiryForm })),
)

// The campsite chooser (bookings) loads once the renter has chosen dates.
const CampsiteChooser = lazy(() => import('../features/bookings/components/campsite-chooser'))

/**
 * /rvs/<slug>: an RV's listing. The Worker renders it per request (worker/modules/rvs/listing-page.ts)
 * with the listing inlined, which the loader takes instead of fetching; a navigation from the
 * wizard fetches it. An unknown slug is the not-found page.
 */
export const Route = createFileRoute('/rvs/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const inlined = inlinedListing(slug)
    if (inlined) queryClient.setQueryData(listingQuery(slug).queryKey, inlined)
    try {
      await queryClient.ensureQueryData(listingQuery(slug))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  component: ListingRoute,
})

/**
 * The listing with the other features' parts: the quote's lines, the pending booking and a campsite
 * booked with the RV (bookings), the enquiry (messages).
 */
const slots: ListingSlots = {
  quoteLines: (quote) => <QuoteLines quote={quote} totalTestId="listing-total" />,
  onHeld: (held, email) => rememberPendingBooking({ ...held, email }),
  messageOwner: (listing) => <MessageOwner listing={listing} />,
  // Other dates or another place choose the campsite again.
  campsite: (props) => (
    <Suspense fallback={null}>
      <CampsiteChooser key={`${props.startDate}/${props.endDate}/${props.zipCode}`} {...props} />
    </Suspense>
  ),
}

function ListingRoute() {
  const { slug } = Route.useParams()
  const { data } = useSuspenseQuery(listingQuery(slug))
  return <ListingPage listing={data} slots={slots} />
}

function MessageOwner({ listing }: { listing: RvListing }) {
  const [open, setOpen] = useState(false)
  const ownerName = listing.owner.name ?? 'the owner'
  return (
    <>
      <button type="button" className="btn btn-outline btn-primary" onClick={() => setOpen(true)}>
        Message the owner
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Ask ${ownerName} a question`}>
        {open && (
          <Suspense fallback={<Spinner label="Loading..." showLabel />}>
            <EnquiryForm rvId={listing.id} rvName={listing.name} ownerName={ownerName} />
          </Suspense>
        )}
      </Dialog>
    </>
  )
}
