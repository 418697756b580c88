import type { FieldErrors } from '../lib/form-errors'
import { FormField } from './form-field'

export interface Contact {
  firstName: string
  lastName: string
  email: string
  phone: string
}

interface ContactFieldsProps {
  values: Contact
  errors: FieldErrors
  onChange: (patch: Partial<Contact>) => void
  /** 'Phone', or 'Phone (optional)' where the form does without it. */
  phoneLabel: string
}

/** A renter's name, email and phone, two columns from tablet width, with the browser's autofill names. */
export function ContactFields({ values, errors, onChange, phoneLabel }: ContactFieldsProps) {
  const fields = [
    { key: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
    { key: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
    { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { key: 'phone', label: phoneLabel, type: 'tel', autoComplete: 'tel' },
  ] as const
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      {fields.map(({ key, label, type, autoComplete }) => (
        <FormField key={key} label={label} error={errors[key]}>
          <input
            type={type}
            className="input w-full"
            autoComplete={autoComplete}
            value={values[key]}
            onChange={(event) => onChange({ [key]: event.target.value })}
          />
        </FormField>
      ))}
    </div>
  )
}
