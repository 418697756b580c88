/** Customer payloads (spec §3 customers, §5 Customer form), shared by the API and the dialog. */
import * as v from 'valibot'
import { calendarMonth } from '../../lib/shared/dates'
import {
  emailAddress,
  formObject,
  optionalMatching,
  optionalPhone,
  optionalText,
  requiredText,
  stripInvisible,
  textList,
} from '../../lib/shared/fields'
import { listSearchField, pageQueryFields, type Page } from '../../lib/shared/paging'

export const MAX_CUSTOMER_TAGS = 10
export const MAX_CUSTOMER_TAG_LENGTH = 30

/**
 * The owner's words for a customer ('family', 'adventure'), typed comma-separated or sent as a
 * list: lower-cased (marketing audiences match them exactly), spaces collapsed, each once.
 */
export const customerTags = v.pipe(
  textList('Tags', MAX_CUSTOMER_TAGS, MAX_CUSTOMER_TAG_LENGTH),
  v.transform((tags) => [
    ...new Set(tags.map((tag) => stripInvisible(tag).replace(/\s+/g, ' ').trim().toLowerCase()).filter(Boolean)),
  ]),
)

export const customerInputSchema = formObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailAddress,
  phone: optionalPhone('Phone'),
  address: optionalText('Address', 200),
  city: optionalText('City', 100),
  state: optionalText('State', 50),
  zipCode: optionalMatching('Zip code', 10, /^\d{5}(-\d{4})?$/, 'Zip code must be 5 digits (or ZIP+4)'),
  tags: customerTags,
  /**
   * 'Customer agreed to receive marketing email': the owner records the consent (when is kept);
   * without it, only a customer who booked gets campaigns.
   */
  marketingConsent: v.optional(v.boolean('Marketing consent must be yes or no'), false),
})

/** Which month the stat tiles describe, in the viewer's own calendar ('YYYY-MM'). */
export const customerStatsQuerySchema = v.object({
  month: v.optional(calendarMonth()),
})

/** GET /api/customers: newest first, a page at a time; `q` matches name, email, phone or a tag. */
export const customerListQuerySchema = v.object({ q: listSearchField, ...pageQueryFields })
export type CustomerListQuery = v.InferOutput<typeof customerListQuerySchema>

export type CustomerInput = v.InferInput<typeof customerInputSchema>
export type CustomerData = v.InferOutput<typeof customerInputSchema>

export interface Customer {
  id: string
  firstName: string | null
  lastName: string | null
  email: string
  phone: string | null
  address: string | null
  city: string | null
  state: string | null
  zipCode: string | null
  /** Lower-cased, each once; marketing audiences read them ('family', 'adventure'). */
  tags: string[]
  /** They unsubscribed from marketing emails and never get another. */
  unsubscribed: boolean
  /** When the owner recorded that they agreed to marketing email; null when not recorded. */
  marketingConsentAt: string | null
  createdAt: string
}

/** The Customer Management tiles, counted from real bookings (spec §9's figures were invented). */
export interface CustomerStats {
  total: number
  activeThisMonth: number
  newThisMonth: number
  returning: number
}

/** A page of customers, and how many match the search in all (the heading's count). */
export interface CustomerPage extends Page<Customer> {
  total: number
}
