import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FormField } from '../../../components/form-field'
import type { FieldErrors } from '../../../lib/form-errors'
import type { CustomerFormField, CustomerFormValues } from '../customer-form-values'

interface CustomerFormFieldsProps {
  values: CustomerFormValues
  /** When the customer's consent was recorded (ISO), if it was. */
  consentRecordedAt?: string | null
  errors: FieldErrors
  onChange: (patch: Partial<CustomerFormValues>) => void
}

type Field = { name: CustomerFormField; label: string; wide?: boolean; hint?: ReactNode } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength' | 'placeholder'
>

// The owner types someone else's details here, so the browser must not offer the owner's own.
const fields: Field[] = [
  { name: 'firstName', label: 'First name', maxLength: 100 },
  { name: 'lastName', label: 'Last name', maxLength: 100 },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email', maxLength: 254, placeholder: 'name@example.com' },
  { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel', maxLength: 30, placeholder: '555-123-4567' },
  { name: 'address', label: 'Address', maxLength: 200, wide: true },
  { name: 'city', label: 'City', maxLength: 100 },
  { name: 'state', label: 'State', maxLength: 50 },
  { name: 'zipCode', label: 'Zip code', inputMode: 'numeric', maxLength: 10, placeholder: '12345' },
  {
    name: 'tags',
    label: 'Tags',
    // Ten tags of thirty characters, with their commas and spaces.
    maxLength: 350,
    hint: 'e.g. family, adventure — used by marketing audiences',
    wide: true,
  },
]

/** The spec §5 customer fields and the marketing tags, two columns from small screens up. */
export function CustomerFormFields({ values, consentRecordedAt, errors, onChange }: CustomerFormFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      {fields.map(({ name, label, wide, hint, ...attributes }) => (
        <FormField key={name} label={label} hint={hint} error={errors[name]} className={wide ? 'sm:col-span-2' : ''}>
          <input
            className="input w-full"
            autoComplete="off"
            {...attributes}
            value={values[name]}
            onChange={(event) => onChange({ [name]: event.target.value })}
          />
        </FormField>
      ))}
      <MarketingConsentField
        checked={values.marketingConsent}
        recordedAt={consentRecordedAt}
        onChange={(marketingConsent) => onChange({ marketingConsent })}
      />
    </div>
  )
}

/** The consent the owner records for marketing email, and when it was recorded. */
function MarketingConsentField({
  checked,
  recordedAt,
  onChange,
}: {
  checked: boolean
  recordedAt?: string | null
  onChange: (checked: boolean) => void
}) {
  const hintId = useId()
  return (
    <div className="fieldset py-1 sm:col-span-2">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-describedby={hintId}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        Customer agreed to receive marketing email
      </label>
      <p id={hintId} className="label whitespace-normal text-xs text-base-content/70">
        {checked && recordedAt
          ? `Recorded on ${new Date(recordedAt).toLocaleString()}`
          : 'Tick only if they said yes. Customers who booked with you get campaigns without it.'}
      </p>
    </div>
  )
}
