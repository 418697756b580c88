import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react'
import { addDays } from '../../../worker/lib/shared/dates'
import { guestRanges } from '../../features/bookings/wizard/guest-ranges'
import { localDate } from '../../lib/local-date'
import { useHydrated } from '../../lib/use-hydrated'

const MyLocationButton = lazy(() => import('../../features/bookings/wizard/my-location-button'))

const field = 'flex flex-col gap-1 text-sm font-medium'

/**
 * The landing page's first screen, as Outdoorsy's and RVshare's: where (a zip code, or the
 * renter's location), the dates and the guests. Search opens the booking wizard showing the
 * results. The browser checks the fields itself, and the controls keep what is typed before the
 * page runs: the form is then a plain GET to /book, which reads the same names.
 */
export function HeroSearch() {
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const today = hydrated ? localDate() : undefined
  const [start, setStart] = useState('')
  const zip = useRef<HTMLInputElement>(null)

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => {
      const entry = form.get(name)
      return typeof entry === 'string' ? entry : ''
    }
    void navigate({
      to: '/book',
      search: {
        zip: value('zip'),
        start: value('start'),
        end: value('end'),
        guests: Number(value('guests')) || undefined,
      },
    })
  }

  return (
    <form
      action="/book"
      onSubmit={search}
      aria-label="Search RVs"
      className="card mx-auto mt-8 grid max-w-5xl gap-3 border border-base-300 bg-base-100 p-4 text-left shadow-md sm:grid-cols-2 lg:grid-cols-5"
    >
      <div>
        <label className={field}>
          <span>
            Where<span className="sr-only"> (zip code)</span>
          </span>
          <input
            ref={zip}
            name="zip"
            className="input w-full"
            placeholder="Zip code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            pattern="[0-9]{5}"
            title="Enter a 5-digit zip code"
            required
          />
        </label>
        {hydrated && (
          <Suspense fallback={null}>
            <MyLocationButton onZipCode={(zipCode) => zip.current && (zip.current.value = zipCode)} />
          </Suspense>
        )}
      </div>
      <label className={field}>
        Pickup date
        <input
          name="start"
          type="date"
          className="input w-full"
          min={today}
          required
          onChange={(event) => setStart(event.target.value)}
        />
      </label>
      <label className={field}>
        Return date
        <input name="end" type="date" className="input w-full" min={start ? addDays(start, 1) : today} required />
      </label>
      <label className={field}>
        Guests
        <select name="guests" className="select w-full">
          {guestRanges.map((range) => (
            <option key={range.label} value={range.value}>
              {range.label}
            </option>
          ))}
        </select>
      </label>
      {/* Level with the fields, under a label's height. */}
      <button type="submit" className="btn btn-primary lg:mt-6">
        Search
      </button>
    </form>
  )
}
