import type { ReactNode } from 'react'
import { usStates } from '../../../../worker/lib/shared/us-states'
import { FormField } from '../../../components/form-field'
import type { FieldErrors } from '../../../lib/form-errors'

export interface DeliveryAddressForm {
  deliveryStreet: string
  deliveryCity: string
  deliveryState: string
  deliveryZip: string
}

interface DeliveryAddressFieldsProps {
  values: DeliveryAddressForm
  errors: FieldErrors
  onChange: (patch: Partial<DeliveryAddressForm>) => void
  /** What delivery to the zip typed costs, or why it cannot go there. */
  note?: ReactNode
}

/** Where delivery to the renter's address brings the RV, with the browser's autofill names. */
export function DeliveryAddressFields({ values, errors, onChange, note }: DeliveryAddressFieldsProps) {
  return (
    <fieldset className="card border border-base-300 bg-base-100 p-5 lg:col-span-2">
      <legend className="sr-only">Delivery address</legend>
      <h2 className="text-xl font-semibold" aria-hidden="true">
        Delivery address
      </h2>
      <p className="mt-1 text-sm text-base-content/75">Where should we bring the RV?</p>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Street address" error={errors.deliveryStreet} className="sm:col-span-2">
          <input
            className="input w-full"
            autoComplete="shipping street-address"
            maxLength={100}
            value={values.deliveryStreet}
            onChange={(event) => onChange({ deliveryStreet: event.target.value })}
          />
        </FormField>
        <FormField label="City" error={errors.deliveryCity}>
          <input
            className="input w-full"
            autoComplete="shipping address-level2"
            maxLength={60}
            value={values.deliveryCity}
            onChange={(event) => onChange({ deliveryCity: event.target.value })}
          />
        </FormField>
        <FormField label="State" error={errors.deliveryState}>
          <select
            className="select w-full"
            autoComplete="shipping address-level1"
            value={values.deliveryState}
            onChange={(event) => onChange({ deliveryState: event.target.value })}
          >
            <option value="">Choose a state</option>
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Delivery zip code" error={errors.deliveryZip}>
          <input
            className="input w-full"
            inputMode="numeric"
            autoComplete="shipping postal-code"
            maxLength={5}
            value={values.deliveryZip}
            onChange={(event) => onChange({ deliveryZip: event.target.value.replace(/\D/g, '').slice(0, 5) })}
          />
        </FormField>
      </div>
      {note}
    </fieldset>
  )
}
