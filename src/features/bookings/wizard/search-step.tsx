import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { ShowMoreButton } from '../../../components/show-more-button'
import { Fragment, useState, type FormEvent, type ReactNode } from 'react'
import * as v from 'valibot'
import { rvTypes } from '../../../../worker/lib/shared/enums'
import { suggestedRegionsFor } from '../../../../worker/modules/bookings/rules/delivery-options'
import { rvSearchFields } from '../../../../worker/modules/bookings/schemas'
import { RV_TYPE_LABELS, type SearchResult } from '../../../../worker/modules/rvs/schemas'
import { EmptyState } from '../../../components/empty-state'
import { FormField } from '../../../components/form-field'
import { EnumSelect } from '../../../components/enum-select'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { localDate } from '../../../lib/local-date'
import { addDays, isRealDay } from '../../../../worker/lib/shared/dates'
import { useHydrated } from '../../../lib/use-hydrated'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { rvSearchQuery } from '../queries'
import { guestRanges, type TripSearch } from './trip'
import { HydratedForm } from '../../../components/hydrated-form'

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

type Sort = 'total' | 'price'

/** The search as the API takes it (guests as the range's lower bound). */
const apiSearch = ({ startDate, endDate, type, guests, zipCode }: TripSearch, sort: Sort) => ({
  startDate,
  endDate,
  type: type || undefined,
  guests: guests || undefined,
  zipCode,
  sort,
})

/** What other features show with the results: the /book route fills these in. */
export interface ResultSlots {
  /** Above the results: the owners' offers for these RVs (marketing). */
  banners: (rvs: SearchResult[]) => ReactNode
  /** One RV of the results (its card, with 'Select This RV' calling `onSelect`, and 'Express Interest' in the stay searched). */
  rvCard: (result: { rv: SearchResult; stay: TripSearch; onSelect: (rv: SearchResult) => void }) => ReactNode
}

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

/** Step 1: dates, type, guests and zip; then the free RVs that fit. */
export function SearchStep({ search, onSearchChange, onSelect, slots, nights, preferredRvId }: SearchStepProps) {
  const [submitted, setSubmitted] = useState<TripSearch | null>(search.zipCode ? search : null)
  const change = (patch: Partial<TripSearch>) => onSearchChange({ ...search, ...patch })
  // The visitor's today, not the build's: the prerendered form has no lower bound until hydrated.
  const today = useHydrated() ? localDate() : undefined
  // The cheapest 24 free RVs first; each 'Show more RVs' adds the next page after the last one shown.
  const queryClient = useQueryClient()
  // Renters compare all-in totals, so the cheapest total comes first unless they choose the nightly price.
  const [sort, setSort] = useState<Sort>('total')
  const results = useInfiniteQuery({
    ...rvSearchQuery(apiSearch(submitted ?? search, sort)),
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
    const { type, guests, ...rest } = trip
    const found = await submit({ ...rest, ...(type ? { type } : {}), ...(guests ? { guests } : {}) }, async () => {
      await queryClient.fetchInfiniteQuery(rvSearchQuery(apiSearch(trip, sort)))
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
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-5">
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
          sort={sort}
          onSort={setSort}
        />
      )}
      <ShowMoreButton list={results} label="Show more RVs" />
    </>
  )
}

/** The preferred RV first when it is among the results (else they stay in price order). */
function preferredFirst(rvs: SearchResult[], preferredRvId: string | undefined) {
  const preferred = rvs.find((rv) => rv.id === preferredRvId)
  return { preferred, rvs: preferred ? [preferred, ...rvs.filter((rv) => rv !== preferred)] : rvs }
}

function SearchResults({
  search,
  results,
  preferredRvId,
  onSelect,
  onRegion,
  slots,
  sort,
  onSort,
}: {
  /** The search these results answer; 'Express Interest' asks about its stay. */
  search: TripSearch
  results: { data?: SearchResult[]; isPending: boolean; error: unknown }
  preferredRvId?: string
  onSelect: (rv: SearchResult) => void
  /** Searches again from a ZIP code in the region tapped. */
  onRegion: (zipCode: string) => void
  slots: ResultSlots
  sort: Sort
  onSort: (sort: Sort) => void
}) {
  // Ordered once: the note and the grid read the same result.
  const ordered = results.data && preferredFirst(results.data, preferredRvId)
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">Suggested regions near {search.zipCode}:</h2>
        <ul className="flex flex-wrap gap-2" aria-label="Suggested regions">
          {suggestedRegionsFor(search.zipCode).map(({ name, zipCode }) => (
            <li key={name}>
              {zipCode ? (
                <button
                  type="button"
                  className="btn btn-outline btn-sm rounded-full"
                  aria-label={`Search near ${name} (${zipCode})`}
                  onClick={() => onRegion(zipCode)}
                >
                  {name}
                </button>
              ) : (
                <span className="text-sm text-base-content/75">{name}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id="results-heading" className="text-xl font-semibold">
          Available RVs
        </h2>
        <label className="flex items-center gap-2 text-sm">
          Sort by
          <select
            className="select select-sm w-auto"
            value={sort}
            onChange={(event) => onSort(event.target.value as Sort)}
          >
            <option value="total">Lowest total</option>
            <option value="price">Lowest nightly price</option>
          </select>
        </label>
      </div>
      {results.error ? (
        <p role="alert" className="alert alert-error">
          {errorMessage(results.error, 'The search did not work. Please try again.')}
        </p>
      ) : results.isPending ? (
        <Spinner label="Finding free RVs..." showLabel />
      ) : results.data && results.data.length > 0 ? (
        <>
          {preferredRvId && <PreferredNote found={ordered?.preferred} />}
          {/* Each owner's offer sits above the results it is for, naming them. */}
          {slots.banners(results.data)}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(ordered?.rvs ?? []).map((rv) => (
              <Fragment key={rv.id}>{slots.rvCard({ rv, stay: search, onSelect })}</Fragment>
            ))}
          </div>
        </>
      ) : (
        <EmptyState
          title="No RVs available for your selected criteria"
          description="Try other dates, another type or fewer guests."
        />
      )}
    </section>
  )
}

/** Says where the RV from the renter's estimate went: first below, or not free for these dates. */
function PreferredNote({ found }: { found: SearchResult | undefined }) {
  return (
    <p className={`alert alert-soft mb-4 text-sm ${found ? 'alert-success' : 'alert-info'}`}>
      {found
        ? `${found.name}, the RV from your estimate, is free for these dates: it is first below.`
        : 'The RV from your estimate is not free for these dates. Try other dates, or choose one of these.'}
    </p>
  )
}
