import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { ShowMoreButton } from '../../../components/show-more-button'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { rvTypes } from '../../../../worker/lib/shared/enums'
import { SEARCH_RADII } from '../../../../worker/lib/shared/geo'
import { RV_TYPE_LABELS, rvSearchFields, type SearchResult } from '../../../../worker/modules/rvs/schemas'
import { FormField } from '../../../components/form-field'
import { EnumSelect } from '../../../components/enum-select'
import { localDate } from '../../../lib/local-date'
import { addDays, isRealDay } from '../../../../worker/lib/shared/dates'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useHydrated } from '../../../lib/use-hydrated'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { rvSearchQuery } from '../queries'
import { SearchResults, type ResultSlots } from './search-results'
import { guestRanges } from './guest-ranges'
import type { SearchFilters, TripSearch } from './trip'
import { HydratedForm } from '../../../components/hydrated-form'

const MyLocationButton = lazy(() => import('./my-location-button'))

/** Spec §5 'Booking search': the API's rules, plus a 5-digit zip and a pickup date from today on. */
const tripSearchSchema = v.pipe(
  v.object({
    ...rvSearchFields,
    zipCode: v.pipe(v.string(), v.regex(/^\d{5}$/, 'Enter a 5-digit zip code')),
  }),
  v.forward(
    v.check((input) => input.startDate >= localDate(), 'Pickup date cannot be before today'),
    ['startDate'],
  ),
  v.forward(
    v.check((input) => input.endDate > input.startDate, 'Return date must be after pickup date'),
    ['endDate'],
  ),
)

/** The search as the API takes it (guests as the range's lower bound; empty filters are left out of the query string). */
const apiSearch = (
  { startDate, endDate, type, guests, zipCode }: TripSearch,
  { radius, sort }: Pick<TripSearch, 'radius' | 'sort'>,
  { pets, delivery, features, accessibility, ...amounts }: SearchFilters,
) => ({
  startDate,
  endDate,
  type: type || undefined,
  guests: guests || undefined,
  zipCode,
  radius: `${radius}` as const,
  sort,
  ...amounts,
  features: features.join(','),
  accessibility: accessibility.join(','),
  pets: pets ? ('true' as const) : undefined,
  delivery: delivery ? ('true' as const) : undefined,
})

interface SearchStepProps {
  search: TripSearch
  onSearchChange: (search: TripSearch) => void
  onSelect: (rv: SearchResult) => void
  slots: ResultSlots
  /** The trip's length when already known: a pickup date then fills the return date. */
  nights?: number
  /** An RV the renter already chose elsewhere: first in the results when it is free. */
  preferredRvId?: string
}

/** Step 1: dates, type, guests, zip and radius; then the free RVs that fit, sorted and filtered. */
export function SearchStep({ search, onSearchChange, onSelect, slots, nights, preferredRvId }: SearchStepProps) {
  // A search with its zip code already shows its results: back from step 2, or arriving from the landing page.
  const [submitted, setSubmitted] = useState<TripSearch | null>(search.zipCode ? search : null)
  const change = (patch: Partial<TripSearch>) => onSearchChange({ ...search, ...patch })
  // The visitor's today, not the build's: the prerendered form has no lower bound until hydrated.
  const hydrated = useHydrated()
  const today = hydrated ? localDate() : undefined
  // The cheapest 24 free RVs first; each 'Show more RVs' adds the next page after the last one shown.
  const queryClient = useQueryClient()
  // The radius, the sort and the filters apply to the search shown as soon as they change (typed amounts once typing pauses).
  const filters = useDebouncedValue(search.filters, 400)
  const query = (trip: TripSearch) => apiSearch(trip, search, filters)
  const results = useInfiniteQuery({
    ...rvSearchQuery(query(submitted ?? search)),
    enabled: submitted !== null,
  })
  const rvs = results.data?.pages.flatMap((page) => page.items)
  // Saving this form is showing its results: the search becomes the one submitted.
  const { formRef, errors, submit } = useSchemaForm({
    schema: tripSearchSchema,
    fallbackMessage: 'The search did not work. Please try again.',
  })

  // The first page is fetched before the results show, so the server's refusal (a zip code that is
  // not a real US ZIP code) lands on its field like the form's own.
  async function find(trip: TripSearch) {
    const { type, guests, radius, ...rest } = trip
    const found = await submit({ ...rest, ...(type ? { type } : {}), ...(guests ? { guests } : {}) }, async () => {
      await queryClient.fetchInfiniteQuery(rvSearchQuery(query(trip)))
      setSubmitted(trip)
    })
    if (!found) setSubmitted(null)
  }

  /** A suggested region searches the same dates from a ZIP code inside it. */
  function searchRegion(zipCode: string) {
    const trip = { ...search, zipCode }
    onSearchChange(trip)
    void find(trip)
  }

  return (
    <>
      <HydratedForm
        ref={formRef}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          void find(search)
        }}
        className="card mt-6 border border-base-300 bg-base-100 p-4 sm:p-6"
        aria-label="Search RVs"
      >
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-6">
          <FormField label="Pickup date" error={errors.startDate}>
            <input
              type="date"
              className="input w-full"
              min={today}
              value={search.startDate}
              onChange={(event) => {
                const startDate = event.target.value
                const knownReturn = nights && startDate && !search.endDate && isRealDay(startDate)
                change({ startDate, ...(knownReturn ? { endDate: addDays(startDate, nights) } : {}) })
              }}
            />
          </FormField>
          <FormField label="Return date" error={errors.endDate}>
            <input
              type="date"
              className="input w-full"
              min={search.startDate || today}
              disabled={!search.startDate}
              value={search.endDate}
              onChange={(event) => change({ endDate: event.target.value })}
            />
          </FormField>
          <FormField label="RV type" error={errors.type}>
            <EnumSelect
              values={rvTypes}
              labels={RV_TYPE_LABELS}
              placeholder="Any type"
              value={search.type}
              onChange={(type) => change({ type })}
            />
          </FormField>
          <FormField label="Guests" error={errors.guests}>
            <select
              className="select w-full"
              value={search.guests}
              onChange={(event) => change({ guests: event.target.value })}
            >
              {guestRanges.map((range) => (
                <option key={range.label} value={range.value}>
                  {range.label}
                </option>
              ))}
            </select>
          </FormField>
          <div>
            <FormField label="Zip code" error={errors.zipCode}>
              <input
                className="input w-full"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                value={search.zipCode}
                onChange={(event) => change({ zipCode: event.target.value.replace(/\D/g, '').slice(0, 5) })}
              />
            </FormField>
            {hydrated && (
              <Suspense fallback={null}>
                <MyLocationButton onZipCode={(zipCode) => change({ zipCode })} />
              </Suspense>
            )}
          </div>
          <FormField label="Within">
            <select
              className="select w-full"
              value={search.radius}
              onChange={(event) =>
                change({ radius: SEARCH_RADII.find((miles) => String(miles) === event.target.value) ?? search.radius })
              }
            >
              {SEARCH_RADII.map((miles) => (
                <option key={miles} value={miles}>
                  {miles} miles
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <button type="submit" className="btn btn-primary mt-4 sm:w-40">
          Search
        </button>
      </HydratedForm>
      {submitted && (
        <SearchResults
          search={submitted}
          results={{ data: rvs, isPending: results.isPending, error: results.error }}
          preferredRvId={preferredRvId}
          onSelect={onSelect}
          onRegion={searchRegion}
          slots={slots}
          sort={search.sort}
          onSort={(sort) => change({ sort })}
          filters={search.filters}
          onFilters={(filters) => change({ filters })}
        />
      )}
      <ShowMoreButton list={results} label="Show more RVs" />
    </>
  )
}
