import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { quoteBooking, type Quote } from '../../../../worker/modules/bookings/rules/pricing'
import { publicBookingSchema } from '../../../../worker/modules/bookings/schemas'
import { toCents } from '../../../../worker/lib/shared/money'
import { QuoteLines } from '../components/quote-lines'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { rememberPendingBooking } from '../renter/pending-booking'
import { deliveryChoicesQuery, useHoldBooking } from '../queries'
import type { Trip } from './trip'
import { ContactFields } from '../../../components/contact-fields'
import { PromotionCodeField } from './promotion-code-field'
import { DeliveryAddressFields, type DeliveryAddressForm } from './delivery-address-fields'
import { deliveryLineName, HOME_DELIVERY } from '../../../../worker/modules/bookings/rules/delivery-options'
import { longDay } from '../../../lib/format'
import { publicRvTermsQuery } from '../../../lib/queries/rv-terms'
import { CancellationPolicyTable } from '../../../components/cancellation-policy'
import { Spinner } from '../../../components/spinner'
import { AddOnPicker, chosenAddOns, type AddOnQuantities } from './add-on-picker'
import { HomeDeliveryNote } from './home-delivery-note'
import { arrivalWindowLabel } from '../site-display'
import { policyText } from '../../../../worker/lib/shared/cancellation'

/**
 * Step 3: the summary priced by the shared rule, the renter's contact, and the hold before
 * payment. Delivery to their address is priced again by the server for the zip they type.
 */
export default function SummaryStep({ trip, onBack }: { trip: Trip; onBack: () => void }) {
  const { search, rv, venue, site } = trip
  const [contact, setContact] = useState({ firstName: '', lastName: '', email: '', phone: '' })
  const toHome = trip.delivery?.id === HOME_DELIVERY
  // The searched zip is the likeliest home zip; the renter may give any address within the owner's reach.
  const [address, setAddress] = useState<DeliveryAddressForm>({
    deliveryStreet: '',
    deliveryCity: '',
    deliveryState: '',
    deliveryZip: search.zipCode,
  })
  // The last full zip typed prices the delivery, so a half-typed one keeps the fee shown.
  const [pricedZip, setPricedZip] = useState(search.zipCode)
  const choices = useQuery({
    ...deliveryChoicesQuery({
      rvId: rv.id,
      zipCode: search.zipCode,
      ...(toHome && pricedZip !== search.zipCode ? { deliveryZip: pricedZip } : {}),
    }),
    placeholderData: keepPreviousData,
  })
  const home = choices.data?.options.find((option) => option.id === HOME_DELIVERY)
  const delivery = toHome ? (home?.feeCents == null ? null : home) : trip.delivery
  const hold = useHoldBooking()
  const navigate = useNavigate()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: publicBookingSchema,
    fallbackMessage: 'We could not hold this RV for you. Please try again.',
  })
  // The quote the server will charge, from the same function and the RV's terms; shown only, never sent as the price.
  const [promotion, setPromotion] = useState<{ code: string; quote: Quote } | null>(null)
  const terms = useQuery(publicRvTermsQuery(rv.id))
  const [quantities, setQuantities] = useState<AddOnQuantities>({})
  const addOns = chosenAddOns(terms.data?.addOns ?? [], quantities)
  const stay = {
    guests: search.guests ? Number(search.guests) : null,
    rvId: rv.id,
    venueId: venue?.id ?? null,
    // A partner's site is booked with the RV in the same hold, and its arrival window with it.
    ...(site ? { siteId: site.id, arrivalWindow: site.arrivalWindow } : {}),
    startDate: search.startDate,
    endDate: search.endDate,
    zipCode: search.zipCode,
    deliveryOptionId: trip.delivery?.id ?? null,
    ...(toHome ? { deliveryZip: pricedZip } : {}),
    addOns: addOns.selection,
  }
  const listPrice = quoteBooking({
    startDate: search.startDate,
    endDate: search.endDate,
    rv: { name: rv.name, pricePerNightCents: toCents(rv.pricePerNight) ?? 0 },
    venue: venue && !site ? { name: venue.name, pricePerNightCents: toCents(venue.pricePerNight) ?? 0 } : null,
    site:
      venue && site
        ? { spotNumber: site.spotNumber, venueName: venue.name, pricePerNightCents: toCents(site.pricePerNight) ?? 0 }
        : null,
    delivery: delivery?.feeCents == null ? null : { name: deliveryLineName(delivery), feeCents: delivery.feeCents },
    rates: terms.data?.rates,
    addOns: addOns.priced,
  })
  // With a code, the server's own quote (its discount line); it is charged again by the server at the hold.
  const price = promotion?.quote ?? listPrice
  // The server's refusals of what this step shows but does not edit (the guests, a code used up meanwhile).
  const refusal =
    formError ??
    errors.guests ??
    errors.promotionCode ??
    errors.deliveryOptionId ??
    errors.siteId ??
    errors.arrivalWindow
  const change = (patch: Partial<typeof contact>) => setContact((current) => ({ ...current, ...patch }))

  async function proceed(event: FormEvent) {
    event.preventDefault()
    const input = {
      ...stay,
      promotionCode: promotion?.code ?? null,
      ...contact,
      ...(toHome ? address : {}),
    }
    await submit(input, async (payload) => {
      const held = await hold.mutateAsync(payload)
      rememberPendingBooking({
        bookingId: held.bookingId,
        amount: held.amount,
        description: held.description,
        email: contact.email,
      })
      // The amount is the server's, never the one shown here.
      await navigate({
        to: '/checkout',
        search: { amount: Number(held.amount), bookingId: held.bookingId, description: held.description },
      })
    })
  }

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      {/* The promotion code is checked on its own, outside the booking form: a refused code never
          takes the focus from the contact fields the booking still needs. */}
      <section aria-labelledby="summary-heading" className="card border border-base-300 bg-base-100 p-5">
        <h2 id="summary-heading" className="text-xl font-semibold">
          Booking summary
        </h2>
        <p className="mt-2 text-sm text-base-content/75">
          {longDay(search.startDate)} – {longDay(search.endDate)} · {price.nights}{' '}
          {price.nights === 1 ? 'night' : 'nights'}
        </p>
        {venue && site && (
          <p className="mt-1 text-sm" data-testid="summary-site">
            Site {site.spotNumber} at {venue.name} · arriving {arrivalWindowLabel(site.arrivalWindow)}
          </p>
        )}
        {terms.isPending ? (
          <Spinner label="Pricing your stay..." showLabel />
        ) : terms.isError ? (
          <p role="alert" className="alert alert-error mt-4">
            We could not price this stay. Go back and choose the RV again.
          </p>
        ) : (
          <>
            <AddOnPicker
              addOns={terms.data?.addOns ?? []}
              quantities={quantities}
              onChange={(changed) => {
                // A code's discount was checked on the old total: the renter applies it again.
                setPromotion(null)
                setQuantities(changed)
              }}
            />
            <QuoteLines
              quote={price}
              extra={trip.delivery ? undefined : pickupLine(choices.data?.pickup?.name)}
              totalTestId="summary-total"
            />
            {toHome && !delivery && (
              <p className="mt-2 text-sm text-error">
                Delivery to your address is not in this total: see the delivery address.
              </p>
            )}
          </>
        )}
        <PromotionCodeField stay={stay} applied={promotion?.code ?? null} onApplied={setPromotion} />
        {terms.data && (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer">Cancellation policy</summary>
            <CancellationPolicyTable name={terms.data.policy.name} tiers={terms.data.policy.tiers} />
            <p className="mt-2 text-xs text-base-content/75">{terms.data.policy.text}</p>
            {venue && site && (
              <p className="mt-2 text-xs text-base-content/75" data-testid="site-policy">
                {`The site's nights are refunded by ${venue.name}'s own policy: ${policyText(venue.cancellationPolicy)}`}
              </p>
            )}
          </details>
        )}
      </section>
      <form ref={formRef} noValidate onSubmit={(event) => void proceed(event)} className="contents">
        <fieldset className="card border border-base-300 bg-base-100 p-5">
          <legend className="sr-only">Your contact details</legend>
          <h2 className="text-xl font-semibold" aria-hidden="true">
            Your contact details
          </h2>
          <ContactFields values={contact} errors={errors} onChange={change} phoneLabel="Phone" />
          <p className="mt-2 text-xs text-base-content/75">We hold this RV for 30 minutes while you pay.</p>
        </fieldset>
        {toHome && (
          <DeliveryAddressFields
            values={address}
            errors={errors}
            onChange={(patch) => {
              setAddress((current) => ({ ...current, ...patch }))
              if (patch.deliveryZip?.length === 5 && patch.deliveryZip !== pricedZip) {
                // A code's discount was checked on the old total: the renter applies it again.
                setPromotion(null)
                setPricedZip(patch.deliveryZip)
              }
            }}
            note={<HomeDeliveryNote zipCode={pricedZip} choices={choices} />}
          />
        )}
        {refusal && (
          <p role="alert" className="alert alert-error lg:col-span-2">
            {refusal}
          </p>
        )}
        {!rv.instantBook && (
          <p className="text-sm text-base-content/80 lg:col-span-2">
            This owner accepts each booking first: your card is authorised, not charged, and the owner has 24 hours to
            accept.
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between lg:col-span-2">
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="btn btn-primary" disabled={hold.isPending}>
            {hold.isPending ? 'Holding your RV...' : rv.instantBook ? 'Proceed to Payment' : 'Request to book'}
          </button>
        </div>
      </form>
    </div>
  )
}

const pickupLine = (place: string | undefined) => (place ? `Pick up at ${place}` : 'Pick up from the owner')
