import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { rvTypes } from '../../../../worker/lib/shared/enums'
import { PublicLayout } from '../../../components/public-layout'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useHydrated } from '../../../lib/use-hydrated'
import { SearchStep } from './search-step'
import type { ResultSlots } from './search-results'
import { StepIndicator, STEPS } from './step-indicator'
import { emptySearch, guestRangeFor, type Trip, type TripPrefill, type TripSearch } from './trip'

// Steps 2 and 3 (venues, the delivery address, the quote and the hold) are not needed to show the
// search: the page hydrates without them and fetches them straight after, before anyone can choose.
const loadDeliveryStep = () => import('./delivery-step')
const loadSummaryStep = () => import('./summary-step')
const DeliveryStep = lazy(loadDeliveryStep)
const SummaryStep = lazy(loadSummaryStep)

/**
 * /book 'Book Your Adventure' (spec §2): choose an RV, then delivery and venue, then review and pay.
 * `slots` are the other features' parts of the results (the RV cards, the owners' offers).
 */
export function BookWizard({ prefill = {}, slots }: { prefill?: TripPrefill; slots: ResultSlots }) {
  useDocumentTitle('Book Your Adventure')
  useEffect(() => {
    void loadDeliveryStep()
    void loadSummaryStep()
  }, [])
  const [search, setSearch] = useState<TripSearch>(emptySearch)
  // The prerendered page knows no address: what it carries applies once hydrated, so the markup matches.
  const hydrated = useHydrated()
  const [prefilled, setPrefilled] = useState(false)
  if (hydrated && !prefilled) {
    setPrefilled(true)
    const type = rvTypes.find((known) => known === prefill.type)
    setSearch({
      ...search,
      type: type ?? '',
      guests: guestRangeFor(prefill.guests),
      zipCode: prefill.zip ?? '',
      startDate: prefill.start ?? '',
      endDate: prefill.end ?? '',
    })
  }
  const [trip, setTrip] = useState<Omit<Trip, 'search'> | null>(null)
  const [step, setStep] = useState<1 | 2 | 3>(1)
  const stepRef = useRef<HTMLDivElement>(null)
  const shownStep = useRef(step)
  // Each new step starts at the top, where its heading and the progress indicator are. The button
  // that moved on is gone with its step, so focus moves to the new step: the keyboard carries on
  // from there. The first step is left as the visitor found it (they may have scrolled the
  // prerendered page before it hydrated).
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    window.scrollTo({ top: 0 })
    stepRef.current?.focus({ preventScroll: true })
  }, [step])

  return (
    <PublicLayout>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold">Book Your Adventure</h1>
        <p className="mt-2 text-base-content/75">Choose your dates, your RV and where it should meet you.</p>
        <StepIndicator step={step} />
        <div
          ref={stepRef}
          tabIndex={-1}
          role="group"
          aria-label={`Step ${step} of ${STEPS.length}: ${STEPS[step - 1]}`}
          className="focus:outline-none"
        >
          <Suspense fallback={<StepLoading />}>
            {step === 1 || !trip ? (
              <SearchStep
                // The landing page's search arrives with its zip code: step 1 starts again with it, showing its results.
                key={prefilled && prefill.zip ? 'arrived' : 'new'}
                search={search}
                onSearchChange={setSearch}
                nights={prefill.nights}
                preferredRvId={prefill.rv}
                slots={slots}
                onSelect={(rv) => {
                  setTrip({ rv, delivery: null, venue: null, site: null })
                  setStep(2)
                }}
              />
            ) : step === 2 ? (
              <DeliveryStep
                zipCode={search.zipCode}
                radius={search.radius}
                rvId={trip.rv.id}
                rvName={trip.rv.name}
                rvLength={trip.rv.length}
                startDate={search.startDate}
                endDate={search.endDate}
                delivery={trip.delivery}
                venueId={trip.venue?.id ?? null}
                site={trip.site}
                // Updates of the latest trip: choosing a venue may change the delivery in the same click.
                onDeliveryChange={(delivery) => setTrip((current) => current && { ...current, delivery })}
                onVenue={(venue, site = null) => {
                  setTrip((current) => current && { ...current, venue, site })
                  setStep(3)
                }}
                onChangeRv={() => setStep(1)}
              />
            ) : (
              <SummaryStep trip={{ ...trip, search }} onBack={() => setStep(2)} />
            )}
          </Suspense>
        </div>
      </section>
    </PublicLayout>
  )
}

function StepLoading() {
  return (
    <p role="status" className="py-10 text-center text-base-content/75">
      <span className="loading loading-spinner loading-sm mr-2 align-middle" aria-hidden="true" />
      Loading...
    </p>
  )
}
