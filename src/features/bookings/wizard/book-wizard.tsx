import { useEffect, useRef, useState } from 'react'
import { PublicLayout } from '../../../components/public-layout'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { DeliveryStep } from './delivery-step'
import { SearchStep } from './search-step'
import { StepIndicator, STEPS } from './step-indicator'
import { SummaryStep } from './summary-step'
import { emptySearch, type Trip, type TripSearch } from './trip'

/** /book 'Book Your Adventure' (spec §2): choose an RV, then delivery and venue, then review and pay. */
export function BookWizard() {
  useDocumentTitle('Book Your Adventure')
  const [search, setSearch] = useState<TripSearch>(emptySearch)
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
          {step === 1 || !trip ? (
            <SearchStep
              search={search}
              onSearchChange={setSearch}
              onSelect={(rv) => {
                setTrip({ rv, delivery: null, venue: null })
                setStep(2)
              }}
            />
          ) : step === 2 ? (
            <DeliveryStep
              zipCode={search.zipCode}
              rvId={trip.rv.id}
              rvName={trip.rv.name}
              delivery={trip.delivery}
              onDeliveryChange={(delivery) => setTrip({ ...trip, delivery })}
              onVenue={(venue) => {
                setTrip({ ...trip, venue })
                setStep(3)
              }}
              onChangeRv={() => setStep(1)}
            />
          ) : (
            <SummaryStep trip={{ ...trip, search }} onBack={() => setStep(2)} />
          )}
        </div>
      </section>
    </PublicLayout>
  )
}
