/** How a customer is named and shown: the Customers page's cards, and the booking and issue dialogs' choices. */
import type { Customer } from '../../worker/modules/customers/schemas'

type Named = Pick<Customer, 'firstName' | 'lastName' | 'email'>

/** 'Quinn Harbor', else the email (names are optional on old rows). */
export const customerName = (customer: Named) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email

/** 'QH'; 'Q' with one name; the email's first letter without any. */
export function customerInitials(customer: Named): string {
  const letters = [customer.firstName, customer.lastName].map((name) => name?.trim().charAt(0) ?? '').join('')
  return (letters || customer.email.charAt(0)).toUpperCase()
}

/** Spec §2: the card shows the last 8 characters of the id. */
export const shortCustomerId = (id: string) => id.slice(-8)

/** 'Austin, TX'; null when neither is known. */
export const customerPlace = (customer: Pick<Customer, 'city' | 'state'>) =>
  [customer.city, customer.state].filter(Boolean).join(', ') || null
