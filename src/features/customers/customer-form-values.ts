/** The Add/Edit Customer form's text state and its API payload (spec §5 'Customer form'). */
import type { CustomerInput } from '../../../worker/modules/customers/schemas'
import type { Customer } from './queries'

export const customerFormFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'tags',
] as const
export type CustomerFormField = (typeof customerFormFields)[number]
export type CustomerFormValues = Record<CustomerFormField, string> & {
  /** 'Customer agreed to receive marketing email'. */
  marketingConsent: boolean
}

export const emptyCustomerForm = (): CustomerFormValues => ({
  marketingConsent: false,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  tags: '',
})

/** The tags are typed as one comma-separated text: ['family', 'adventure'] → 'family, adventure'. */
export const customerToFormValues = (customer: Customer): CustomerFormValues => ({
  ...(Object.fromEntries(
    customerFormFields.map((field) => [field, field === 'tags' ? customer.tags.join(', ') : (customer[field] ?? '')]),
  ) as Record<CustomerFormField, string>),
  marketingConsent: customer.marketingConsentAt !== null,
})

/** Blank optional fields go as '' and the shared schema turns them into null; it splits the tags too. */
export const toCustomerPayload = (values: CustomerFormValues): CustomerInput => ({ ...values })
