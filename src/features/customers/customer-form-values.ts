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
] as const
export type CustomerFormField = (typeof customerFormFields)[number]
export type CustomerFormValues = Record<CustomerFormField, string>

export const emptyCustomerForm = (): CustomerFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
})

export const customerToFormValues = (customer: Customer): CustomerFormValues =>
  Object.fromEntries(customerFormFields.map((field) => [field, customer[field] ?? ''])) as CustomerFormValues

/** Blank optional fields go as '' and the shared schema turns them into null. */
export const toCustomerPayload = (values: CustomerFormValues): CustomerInput => ({ ...values })
