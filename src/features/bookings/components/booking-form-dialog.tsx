import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { bookingInputSchema } from '../../../../worker/modules/bookings/schemas'
import { quoteBooking } from '../../../../worker/modules/bookings/rules/pricing'
import { bookingStatusLabel, INITIAL_BOOKING_STATUSES } from '../../../../worker/modules/bookings/rules/transitions'
import { formatAmount, formatDollars, toCents } from '../../../../worker/lib/shared/money'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { EntityPicker } from '../../../components/entity-picker'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { customerName } from '../../../lib/customer-display'
import { localDate } from '../../../lib/local-date'
import { customerOptionsQuery, rvOptionsQuery, venueOptionsQuery } from '../../../lib/queries/choices'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useCreateBooking } from '../queries'
import { ownerRvTermsQuery } from '../../../lib/queries/rv-terms'
import { AddOnPicker, chosenAddOns, type AddOnQuantities } from '../wizard/add-on-picker'

/** Spec §5: on top of the API's rules, neither date may be in the viewer's past. */
const createBookingSchema = v.pipe(
  bookingInputSchema,
  v.forward(
    v.check((input) => input.startDate >= localDate(), 'Start date cannot be in the past'),
    ['startDate'],
  ),
  v.forward(
    v.check((input) => input.endDate >= localDate(), 'End date cannot be in the past'),
    ['endDate'],
  ),
)

const emptyForm = {
  customerId: '',
  rvId: '',
  venueId: '',
  startDate: '',
  endDate: '',
  status: 'pending' as (typeof INITIAL_BOOKING_STATUSES)[number],
  notes: '',
}

/** The form filled in from a renter's lead ('Convert to booking'): saving the booking converts the lead too. */
export interface BookingPrefill {
  leadId: string
  /** '' when the lead has no customer record (the owner chooses one). */
  customerId: string
  /** Shown as the customer's option when they are not among the options loaded. */
  customerName: string
  rvId: string
  startDate: string
  endDate: string
  notes: string
}

interface BookingFormDialogProps {
  open: boolean
  onClose: () => void
  fromLead?: BookingPrefill | null
}

export function BookingFormDialog({ open, onClose, fromLead }: BookingFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Create New Booking"
      description={
        fromLead
          ? `Book an RV for ${fromLead.customerName}; the lead is marked converted`
          : 'Book one of your RVs for one of your customers'
      }
    >
      {open && <BookingForm fromLead={fromLead ?? null} onDone={onClose} />}
    </Dialog>
  )
}

function BookingForm({ fromLead, onDone }: { fromLead: BookingPrefill | null; onDone: () => void }) {
  const { data: customers } = useSuspenseQuery(customerOptionsQuery())
  const { data: rvs } = useSuspenseQuery(rvOptionsQuery())
  const { data: venues } = useSuspenseQuery(venueOptionsQuery())
  const [values, setValues] = useState(() =>
    fromLead
      ? {
          ...emptyForm,
          customerId: fromLead.customerId,
          rvId: fromLead.rvId,
          startDate: fromLead.startDate,
          endDate: fromLead.endDate,
          notes: fromLead.notes,
        }
      : emptyForm,
  )
  // The lead's customer may be newer than the options loaded (the first page): offer them anyway.
  const unlistedLeadCustomer =
    fromLead?.customerId && !customers.some((customer) => customer.id === fromLead.customerId)
      ? { id: fromLead.customerId, label: fromLead.customerName }
      : null
  const create = useCreateBooking()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: createBookingSchema,
    fallbackMessage: 'The booking could not be created. Please try again.',
  })
  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }))

  const rv = rvs.find((candidate) => candidate.id === values.rvId)
  const venue = venues.find((candidate) => candidate.id === values.venueId)
  // The RV's rate rules and add-ons: the same terms and quote function the server charges by.
  const terms = useQuery({ ...ownerRvTermsQuery(values.rvId), enabled: Boolean(values.rvId) })
  const [quantities, setQuantities] = useState<AddOnQuantities>({})
  const addOns = chosenAddOns(terms.data?.addOns ?? [], quantities)
  // Shown only, never sent as the price.
  const price =
    rv && terms.data && values.startDate && values.endDate > values.startDate
      ? quoteBooking({
          startDate: values.startDate,
          endDate: values.endDate,
          rv: { name: rv.name, pricePerNightCents: toCents(rv.pricePerNight) ?? 0 },
          venue: venue ? { name: venue.name, pricePerNightCents: toCents(venue.pricePerNight) ?? 0 } : null,
          rates: terms.data.rates,
          addOns: addOns.priced,
        })
      : null

  async function save(event: FormEvent) {
    event.preventDefault()
    const payload = {
      ...values,
      venueId: values.venueId || null,
      addOns: addOns.selection,
      ...(fromLead ? { leadId: fromLead.leadId } : {}),
    }
    const done = await submit(payload, (input) => create.mutateAsync(input))
    if (!done) return
    toast({ title: 'Success', description: 'Booking created successfully', variant: 'success' })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField
          label="Customer"
          error={errors.customerId}
          hint={
            fromLead && !fromLead.customerId
              ? `${fromLead.customerName} has no customer record yet: choose one, or add them under Customers first.`
              : undefined
          }
        >
          <EntityPicker
            value={values.customerId}
            onChange={(customerId) => change({ customerId })}
            entities={customers}
            label={customerName}
            noneLabel="Choose a customer"
            unlisted={unlistedLeadCustomer}
          />
        </FormField>
        <FormField label="RV" error={errors.rvId}>
          <EntityPicker
            value={values.rvId}
            onChange={(rvId) => change({ rvId })}
            entities={rvs}
            label={(candidate) =>
              `${candidate.name} · ${formatAmount(candidate.pricePerNight)}/night${candidate.available ? '' : ' (unavailable)'}`
            }
            noneLabel="Choose an RV"
            isDisabled={(candidate) => !candidate.available}
          />
        </FormField>
        <FormField label="Start date" error={errors.startDate}>
          <input
            type="date"
            className="input w-full"
            min={localDate()}
            value={values.startDate}
            onChange={(event) => change({ startDate: event.target.value })}
          />
        </FormField>
        <FormField label="End date" error={errors.endDate}>
          <input
            type="date"
            className="input w-full"
            min={values.startDate || localDate()}
            value={values.endDate}
            onChange={(event) => change({ endDate: event.target.value })}
          />
        </FormField>
        <FormField label="Venue (optional)" error={errors.venueId}>
          <EntityPicker
            value={values.venueId}
            onChange={(venueId) => change({ venueId })}
            entities={venues}
            label={(candidate) => `${candidate.name} · ${formatAmount(candidate.pricePerNight)}/night`}
            noneLabel="No venue"
          />
        </FormField>
        <FormField label="Status" error={errors.status}>
          <EnumSelect
            values={INITIAL_BOOKING_STATUSES}
            labels={bookingStatusLabel}
            value={values.status}
            onChange={(status) => change({ status })}
          />
        </FormField>
        <FormField label="Notes" error={errors.notes} className="sm:col-span-2">
          <textarea
            className="textarea w-full"
            rows={3}
            value={values.notes}
            onChange={(event) => change({ notes: event.target.value })}
          />
        </FormField>
      </div>
      <AddOnPicker addOns={terms.data?.addOns ?? []} quantities={quantities} onChange={setQuantities} />
      <p className="mt-3 rounded-box bg-base-200 p-3 text-sm" aria-live="polite" data-testid="booking-total">
        {price ? (
          <>
            Total: <strong>{formatDollars(price.totalCents)}</strong> for {price.nights}{' '}
            {price.nights === 1 ? 'night' : 'nights'}
          </>
        ) : (
          'Choose an RV and dates to see the total.'
        )}
      </p>
      <DialogFormFooter
        formError={formError}
        pending={create.isPending}
        idleLabel="Create Booking"
        busyLabel="Creating..."
        onCancel={onDone}
      />
    </form>
  )
}
