/** Pure rules for the Customer Management page: how a customer is named, shown and searched. */
import type { Customer } from '../../../worker/modules/customers/schemas'

type Named = Pick<Customer, 'firstName' | 'lastName' | 'email'>

/** 'Quinn Harbor', else the email (names are optional on old rows). */
export const customerName = (customer: Named) => [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email

/** 'QH'; 'Q' with one name; the email's first letter without any. */
export function customerInitials(customer: Named): string {
  const letters = [customer.firstName, customer.lastName].map((name) => name?.trim().charAt(0) ?? '').join('')
  return (letters || customer.email.charAt(0)).toUpperCase()
}

/** Spec §2: the card shows the last 8 characters of the id. */
export const shortCustomerId = (id: string) => id.slice(-8)

/** 'Austin, TX'; null when neither is known. */
export const customerPlace = (customer: Pick<Customer, 'city' | 'state'>) => [customer.city, customer.state].filter(Boolean).join(', ') || null

const digitsOnly = (text: string) => text.replace(/\D/g, '')
/** Text a person types when looking for a phone number: digits and phone punctuation only. */
const looksLikePhone = (text: string) => /^[\d\s().+-]+$/.test(text) && digitsOnly(text) !== ''

/**
 * Case-insensitive match on full name and email; a phone-like search compares digits only, so
 * '5550102000', '555-010-2000' and '(555) 010 2000' all find the same customer.
 */
export function matchesCustomer(customer: Customer, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  if (!needle) return true
  const fullName = [customer.firstName, customer.lastName].filter(Boolean).join(' ').toLocaleLowerCase()
  if (fullName.includes(needle) || customer.email.toLocaleLowerCase().includes(needle)) return true
  return looksLikePhone(needle) && customer.phone !== null && digitsOnly(customer.phone).includes(digitsOnly(needle))
}
