import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BookWizard } from '../features/bookings/wizard/book-wizard'
import { ResultPlace } from '../features/bookings/wizard/result-place'
import type { ResultSlots } from '../features/bookings/wizard/search-results'
import { ExpressInterestButton } from '../features/leads/interest/express-interest-button'
import { RvBanners } from '../features/marketing/rv-banners'
import { RvCard } from '../features/rvs/components/rv-card'
import { nightsBetween } from '../../worker/modules/bookings/rules/pricing'

/** A calendar day as the landing page's date fields give it; the search step checks the rest. */
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

/**
 * What another page already knows of the trip: the landing page's search (zip, dates, guests),
 * whose results show on arrival, or the Trip Budget Calculator's 'Book this RV' (the type, the
 * number of people, the length and the RV priced). A value that does not fit is dropped.
 * (The search itself refuses a stay longer than bookings allow, saying so; this page's code stays
 * out of the booking rules, which every page would otherwise download.)
 */
const bookSearchSchema = v.object({
  // The address bar reads 94110 as a number; 02134 stays text.
  zip: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{5}$/))),
    undefined,
  ),
  start: day,
  end: day,
  // An RV type the wizard does not offer is dropped there.
  type: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  guests: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))), undefined),
  nights: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(366))), undefined),
  rv: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
})

export type BookSearch = v.InferOutput<typeof bookSearchSchema>

export const Route = createFileRoute('/book')({ validateSearch: bookSearchSchema, component: BookPage })

/**
 * The wizard's results: the owners' offers above them (marketing), and each RV's card (rvs) with
 * where it waits and 'Express Interest' in the stay searched (leads). Renters never see an RV's details.
 */
const resultSlots: ResultSlots = {
  banners: (rvs) => <RvBanners rvs={rvs} />,
  rvCard: ({ rv, stay, onSelect }) => (
    <RvCard
      rv={rv}
      allIn={{
        total: rv.allInTotal,
        nightlyAverage: rv.nightlyAverage,
        nights: nightsBetween(stay.startDate, stay.endDate),
      }}
      place={<ResultPlace rv={rv} />}
      onSelect={() => onSelect(rv)}
      listingLink
      actions={<ExpressInterestButton rv={rv} stay={stay} />}
    />
  ),
}

function BookPage() {
  return <BookWizard prefill={Route.useSearch()} slots={resultSlots} />
}
