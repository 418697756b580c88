import { useState } from 'react'
import { deliveryFeeCents } from '../../../../worker/lib/shared/delivery-rule'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { usStateCodes, usStates } from '../../../../worker/lib/shared/us-states'
import { pickupLocationSchema } from '../../../../worker/modules/business/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogForm } from '../../../components/dialog-form'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { bindText } from '../../../lib/bind-text'
import type { FieldErrors } from '../../../lib/form-errors'
import { useSchemaForm } from '../../../lib/use-schema-form'
import {
  emptyLocationForm,
  formDeliveryRule,
  locationToFormValues,
  toLocationPayload,
  type LocationFormValues,
} from '../location-form-values'
import { useSavePickupLocation, type PickupLocation } from '../queries'

interface PickupLocationDialogProps {
  open: boolean
  /** The location to edit; without one the dialog adds a new one. */
  location: PickupLocation | null
  onClose: () => void
}

/** 'Add pickup location' / 'Edit pickup location'. The Dialog mounts the form only while open, so each opening starts fresh. */
export function PickupLocationDialog({ open, location, onClose }: PickupLocationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={location ? 'Edit pickup location' : 'Add pickup location'} size="lg">
      <LocationForm key={location?.id ?? 'new'} location={location} onDone={onClose} />
    </Dialog>
  )
}

const STATE_NAMES = Object.fromEntries(usStates) as Record<(typeof usStateCodes)[number], string>

/** The distance the form prices as an example: a typical delivery to a campground out of town. */
const EXAMPLE_MILES = 30

const input = 'input w-full'

function LocationForm({ location, onDone }: { location: PickupLocation | null; onDone: () => void }) {
  const [values, setValues] = useState<LocationFormValues>(() =>
    location ? locationToFormValues(location) : emptyLocationForm(),
  )
  const save = useSavePickupLocation()
  const toast = useToast()
  const set = (patch: Partial<LocationFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const text = bindText(values, set)
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: pickupLocationSchema,
    fallbackMessage: 'The pickup location could not be saved. Please try again.',
  })

  /** A new ZIP code moves the saved place with it: the saved coordinates are the old one's (or a pin there). */
  const changeZip = (zipCode: string) => {
    const savedPlace =
      location && values.latitude === String(location.latitude) && values.longitude === String(location.longitude)
    set(savedPlace && zipCode !== location.zipCode ? { zipCode, latitude: '', longitude: '' } : { zipCode })
  }

  async function onSubmit() {
    if (save.isPending) return
    const done = await submit(toLocationPayload(values), (payload) =>
      save.mutateAsync({ id: location?.id, input: payload }),
    )
    if (!done) return
    onDone()
    toast({
      title: location ? 'Pickup location updated' : 'Pickup location added',
      description: values.name.trim(),
      variant: 'success',
    })
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={save.isPending}
      idleLabel={location ? 'Save pickup location' : 'Add pickup location'}
      busyLabel="Saving..."
      onCancel={onDone}
    >
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name} hint="e.g. Mission yard" className="sm:col-span-2">
          <input className={input} autoComplete="off" maxLength={80} {...text('name')} />
        </FormField>
        <FormField label="Street address" error={errors.street} className="sm:col-span-2">
          <input className={input} autoComplete="street-address" maxLength={200} {...text('street')} />
        </FormField>
        <FormField label="City" error={errors.city}>
          <input className={input} autoComplete="address-level2" maxLength={60} {...text('city')} />
        </FormField>
        <FormField label="State" error={errors.state}>
          <EnumSelect
            values={usStateCodes}
            labels={STATE_NAMES}
            placeholder="Choose a state"
            placeholderDisabled
            autoComplete="address-level1"
            value={values.state}
            onChange={(state) => set({ state })}
          />
        </FormField>
        <FormField label="Zip code" error={errors.zipCode} hint="Renters' distances are measured from its centre">
          <input
            className={input}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="94110"
            value={values.zipCode}
            onChange={(event) => changeZip(event.target.value)}
          />
        </FormField>
        <FormField label="Opening hours" error={errors.openingHours} hint="Optional, e.g. Mon-Sat 9am-5pm">
          <input className={input} autoComplete="off" maxLength={200} {...text('openingHours')} />
        </FormField>
        <FormField
          label="Instructions"
          error={errors.instructions}
          hint="Optional: parking, gate code, who to ask for"
          className="sm:col-span-2"
        >
          <textarea className="textarea w-full" rows={2} maxLength={1000} {...text('instructions')} />
        </FormField>
      </div>
      <details className="mt-1" open={Boolean(errors.latitude || errors.longitude) || undefined}>
        <summary className="cursor-pointer text-sm">Exact place (optional)</summary>
        <p className="text-xs text-base-content/70">
          Leave both empty to use the zip code&apos;s centre. A new zip code clears the saved place.
        </p>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          <FormField label="Latitude" error={errors.latitude}>
            <input type="number" inputMode="decimal" step="any" className={input} {...text('latitude')} />
          </FormField>
          <FormField label="Longitude" error={errors.longitude}>
            <input type="number" inputMode="decimal" step="any" className={input} {...text('longitude')} />
          </FormField>
        </div>
      </details>
      <label className="label mt-3 cursor-pointer gap-2 whitespace-normal text-base-content">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={values.delivers}
          onChange={(event) => set({ delivers: event.target.checked })}
        />
        I deliver from here
      </label>
      {values.delivers && <DeliveryRuleFields values={values} errors={errors} text={text} />}
    </DialogForm>
  )
}

interface DeliveryRuleFieldsProps {
  values: LocationFormValues
  errors: FieldErrors
  text: ReturnType<typeof bindText<LocationFormValues>>
}

/** The delivery rule's four fields, and what a delivery at the example distance would cost by them. */
function DeliveryRuleFields({ values, errors, text }: DeliveryRuleFieldsProps) {
  const rule = formDeliveryRule(values)
  const fee = rule && deliveryFeeCents(rule, EXAMPLE_MILES)
  return (
    <fieldset className="fieldset py-1">
      <legend className="fieldset-legend pb-1 pt-0 text-sm">Delivery price</legend>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Base fee ($)" error={errors.deliveryBaseFee} hint="Covers the free miles">
          <input type="number" inputMode="decimal" min={0} step={0.01} className={input} {...text('deliveryBaseFee')} />
        </FormField>
        <FormField label="Free miles" error={errors.deliveryFreeMiles}>
          <input type="number" inputMode="numeric" min={0} step={1} className={input} {...text('deliveryFreeMiles')} />
        </FormField>
        <FormField label="Price per mile after ($)" error={errors.deliveryPerMile}>
          <input type="number" inputMode="decimal" min={0} step={0.01} className={input} {...text('deliveryPerMile')} />
        </FormField>
        <FormField label="Maximum distance (miles)" error={errors.deliveryMaxMiles}>
          <input type="number" inputMode="numeric" min={1} step={1} className={input} {...text('deliveryMaxMiles')} />
        </FormField>
      </div>
      <p className="text-sm" aria-live="polite">
        {rule === null
          ? 'Fill in the delivery price to see an example.'
          : fee === null
            ? `You would not deliver ${EXAMPLE_MILES} miles away: it is past your maximum distance.`
            : `A delivery ${EXAMPLE_MILES} miles away costs ${formatDollars(fee)}.`}
      </p>
    </fieldset>
  )
}
