import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { Quote } from '../../../../worker/modules/bookings/rules/pricing'
import { publicBookingSchema } from '../../../../worker/modules/bookings/schemas'
import { formatAmount } from '../../../../worker/lib/shared/money'
import type { RvListing } from '../../../../worker/modules/rvs/schemas'
import type { ArrivalWindow } from '../../../../worker/lib/shared/enums'
import { ContactFields, type Contact } from '../../../components/contact-fields'
import { FormField } from '../../../components/form-field'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { localDate } from '../../../lib/local-date'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { listingQuoteQuery, useListingHold } from './queries'

/** What the route gives the box from other features: the quote's lines, and remembering the hold for checkout. */
export interface BookingBoxSlots {
  quoteLines: (quote: Quote) => ReactNode
  onHeld: (held: { bookingId: string; amount: string; description: string }, email: string) => void
  /** A venue partner's site booked with the RV (the bookings feature's chooser), once dates are chosen. */
  campsite?: (props: CampsiteSlotProps) => ReactNode
}

/** A site chosen with the RV: the quote and the hold take it. */
export interface CampsiteChoice {
  venueId: string
  siteId: string
  arrivalWindow: ArrivalWindow
}

export interface CampsiteSlotProps {
  rvId: string
  rvLength: number | null
  startDate: string
  endDate: string
  zipCode: string
  onChange: (choice: CampsiteChoice | null) => void
}

/** Whether any night of [start, end) is taken: two ranges of nights meet when each starts before the other ends. */
const overlapsTaken = (start: string, end: string, listing: RvListing) =>
  listing.availability.taken.some((range) => range.startDate < end && start < range.endDate)

/**
 * Dates and guests give the all-in total line by line, from the server's quote (the function the
 * hold charges), then 'Book' (instant book) or 'Request to book' holds the RV and goes to checkout
 * with the server's amount, as the wizard's last step does.
 */
export function BookingBox({ listing, slots }: { listing: RvListing; slots: BookingBoxSlots }) {
  const id = useId()
  const [startDate, setStartDate] = useState('')
  const [endDate, setEndDate] = useState('')
  const [guests, setGuests] = useState('')
  const [zipCode, setZipCode] = useState(listing.pickup?.zipCode ?? '')
  const [contact, setContact] = useState<Contact>({ firstName: '', lastName: '', email: '', phone: '' })
  const today = localDate()
  const datesChosen = /^\d{4}-\d{2}-\d{2}$/.test(startDate) && /^\d{4}-\d{2}-\d{2}$/.test(endDate)
  const datesProblem = !datesChosen
    ? null
    : startDate < today
      ? 'Pickup date must be today or later'
      : endDate <= startDate
        ? 'Return date must be after pickup date'
        : overlapsTaken(startDate, endDate, listing)
          ? 'Some of those nights are taken: see the calendar and choose other dates'
          : null
  // A campsite is chosen for these dates and this place: other dates choose again.
  const [campsite, setCampsite] = useState<{ for: string; choice: CampsiteChoice } | null>(null)
  const stayKey = `${startDate}/${endDate}/${zipCode}`
  const site = campsite?.for === stayKey ? campsite.choice : null
  const stay = {
    rvId: listing.id,
    startDate,
    endDate,
    zipCode,
    guests: guests ? Number(guests) : null,
    addOns: [],
    ...(site ?? {}),
  }
  const ready = datesChosen && !datesProblem && /^\d{5}$/.test(zipCode)
  const quote = useQuery({ ...listingQuoteQuery(stay), enabled: ready, placeholderData: keepPreviousData })
  const hold = useListingHold()
  const navigate = useNavigate()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: publicBookingSchema,
    fallbackMessage: 'We could not hold this RV for you. Please try again.',
  })
  const bookLabel = listing.instantBook ? 'Book' : 'Request to book'

  async function book(event: FormEvent) {
    event.preventDefault()
    await submit({ ...stay, ...contact }, async (payload) => {
      const held = await hold.mutateAsync(payload)
      slots.onHeld(held, contact.email)
      // The amount is the server's, never the one shown here.
      await navigate({
        to: '/checkout',
        search: { amount: Number(held.amount), bookingId: held.bookingId, description: held.description },
      })
    })
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="card border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        <span className="text-2xl font-bold">{formatAmount(listing.pricePerNight)}</span>
        <span className="text-base font-normal text-base-content/75"> / night</span>
      </h2>
      <form ref={formRef} noValidate onSubmit={(event) => void book(event)}>
        <div className="grid grid-cols-2 gap-x-3">
          <FormField label="Pickup date" error={errors.startDate}>
            <input
              type="date"
              className="input w-full"
              min={today}
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
            />
          </FormField>
          <FormField label="Return date" error={errors.endDate}>
            <input
              type="date"
              className="input w-full"
              min={startDate || today}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
            />
          </FormField>
          <FormField label="Guests" error={errors.guests}>
            <select className="select w-full" value={guests} onChange={(event) => setGuests(event.target.value)}>
              <option value="">Choose</option>
              {Array.from({ length: listing.sleeps }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </FormField>
          {!listing.pickup && (
            <FormField label="Your ZIP code" error={errors.zipCode}>
              <input
                className="input w-full"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                value={zipCode}
                onChange={(event) => setZipCode(event.target.value.trim())}
              />
            </FormField>
          )}
        </div>
        {datesProblem && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {datesProblem}
          </p>
        )}
        {ready &&
          slots.campsite?.({
            rvId: listing.id,
            rvLength: listing.length,
            startDate,
            endDate,
            zipCode,
            onChange: (choice) => setCampsite(choice && { for: stayKey, choice }),
          })}
        {!ready ? (
          !datesProblem && (
            <p className="mt-3 text-sm text-base-content/75">
              Choose your dates to see the total, fees and taxes included.
            </p>
          )
        ) : quote.isPending ? (
          <Spinner label="Pricing your stay..." showLabel />
        ) : quote.isError ? (
          <p role="alert" className="alert alert-error mt-3 text-sm">
            {errorMessage(quote.error, 'We could not price this stay. Please try other dates.')}
          </p>
        ) : (
          <div aria-live="polite" data-testid="listing-quote">
            {slots.quoteLines(quote.data)}
          </div>
        )}
        {ready && quote.isSuccess && (
          <fieldset className="mt-4">
            <legend className="font-semibold">Your contact details</legend>
            <ContactFields
              values={contact}
              errors={errors}
              onChange={(patch) => setContact((current) => ({ ...current, ...patch }))}
              phoneLabel="Phone"
            />
          </fieldset>
        )}
        {formError && (
          <p role="alert" className="alert alert-error mt-3 text-sm">
            {formError}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block mt-4"
          disabled={!ready || !quote.isSuccess || hold.isPending}
        >
          {hold.isPending ? 'Holding your RV...' : bookLabel}
        </button>
        <p className="mt-2 text-xs text-base-content/75">
          {listing.instantBook
            ? 'Confirmed as soon as you pay. We hold the RV for 30 minutes while you do.'
            : 'The owner has 24 hours to accept. Your card is authorised now and charged only if they accept.'}
        </p>
      </form>
    </section>
  )
}
