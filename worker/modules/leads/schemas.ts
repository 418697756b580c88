/** Lead payloads (spec §3 leads and business_payments, §5 Express Interest, §7 /api/leads), shared by the API and the SPA. */
import * as v from 'valibot'
import { botCheckToken, type BotCheckConfig } from '../../lib/shared/bot-check'
import { leadStatuses, type BusinessPaymentType, type FeeStatus, type LeadStatus } from '../../lib/shared/enums'
import { calendarDay, isRealDay } from '../../lib/shared/dates'
import { emailAddress, formObject, optionalPhone, optionalText, requiredText } from '../../lib/shared/fields'
import { pageQueryFields } from '../../lib/shared/paging'
import { MAX_STAY_NIGHTS } from '../bookings/schemas'
import { nightsBetween } from '../bookings/rules/pricing'

/** The fixed fee an owner pays per interest lead (spec §9: 5.00). */
export const LEAD_FEE_CENTS = 500

/**
 * Renters new to the owner may draw at most this many leads (and fees) on one RV in 24 hours, so a
 * script with made-up addresses cannot run up an owner's fees; renters the owner knows are not counted.
 */
export const NEW_RENTER_LEADS_PER_RV_PER_DAY = 3

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
}

interface RequestedStay {
  requestedStartDate: string
  requestedEndDate: string
}
const stayDates: [['requestedStartDate'], ['requestedEndDate']] = [['requestedStartDate'], ['requestedEndDate']]
const realStay = (stay: RequestedStay) => isRealDay(stay.requestedStartDate) && isRealDay(stay.requestedEndDate)

/**
 * POST /api/leads/generate: 'Express Interest' on a wizard RV card. The server finds the RV's owner,
 * the customer and the estimated revenue itself; the spec's other fields (businessOwnerId,
 * customerId, estimatedRevenue, leadCost, customerLocation) are read and ignored. The renter's email
 * and phone come as the spec's `customerEmail`/`customerPhone` or as `email`/`phone` (the wizard's
 * form). `botCheckToken` is the robot check's answer, needed when the site has one.
 */
export const expressInterestSchema = v.pipe(
  formObject({
    rvId: v.pipe(v.string('Choose an RV'), v.trim(), v.nonEmpty('Choose an RV'), v.maxLength(64)),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: v.optional(emailAddress),
    customerEmail: v.optional(emailAddress),
    phone: optionalPhone('Phone'),
    customerPhone: optionalPhone('Phone'),
    customerZipCode: v.optional(
      v.pipe(
        v.nullable(v.pipe(v.string(), v.trim())),
        v.check((zip) => !zip || /^\d{5}$/.test(zip), 'Zip code must be 5 digits'),
        v.transform((zip) => zip || null),
      ),
      null,
    ),
    requestedStartDate: calendarDay('Pickup date'),
    requestedEndDate: calendarDay('Return date'),
    botCheckToken,
  }),
  v.forward(
    v.partialCheck(
      [['email'], ['customerEmail']],
      (contact) => Boolean(contact.email ?? contact.customerEmail),
      'Email is required',
    ),
    ['email'],
  ),
  v.forward(
    v.partialCheck(
      stayDates,
      (stay) => !realStay(stay) || stay.requestedEndDate > stay.requestedStartDate,
      'Return date must be after pickup date',
    ),
    ['requestedEndDate'],
  ),
  v.forward(
    v.partialCheck(
      stayDates,
      (stay) => !realStay(stay) || nightsBetween(stay.requestedStartDate, stay.requestedEndDate) <= MAX_STAY_NIGHTS,
      `A stay can be at most ${MAX_STAY_NIGHTS} nights`,
    ),
    ['requestedEndDate'],
  ),
  v.transform(({ email, customerEmail, phone, customerPhone, ...rest }) => ({
    ...rest,
    email: (email ?? customerEmail)!,
    phone: phone ?? customerPhone,
  })),
)
export type ExpressInterestInput = v.InferInput<typeof expressInterestSchema>
export type ExpressInterestData = v.InferOutput<typeof expressInterestSchema>

/** GET /api/leads: a page, newest first, optionally one status. */
export const leadListQuerySchema = v.object({
  ...pageQueryFields,
  status: v.optional(v.picklist(leadStatuses, 'Status must be new, contacted, converted or lost')),
})
export type LeadListQuery = v.InferOutput<typeof leadListQuerySchema>

/** PUT /api/leads/:id: a new status, or notes (spec §7: 'status, or notes'; any status may be set directly). */
export const leadUpdateSchema = v.union(
  [
    v.strictObject({ status: v.picklist(leadStatuses, 'Status must be new, contacted, converted or lost') }),
    // The key must be there (an empty text clears the notes).
    v.strictObject({ notes: optionalText('Notes', 2000).wrapped }),
  ],
  'Send either a status or notes',
)
export type LeadUpdateInput = v.InferInput<typeof leadUpdateSchema>
export type LeadUpdateData = v.InferOutput<typeof leadUpdateSchema>

export interface Lead {
  id: string
  rvId: string
  rvName: string
  customerId: string | null
  customerName: string
  customerEmail: string
  customerPhone: string | null
  customerZipCode: string | null
  requestedStartDate: string | null
  requestedEndDate: string | null
  /** Dollars as a string with cents ('1225.00'), like every amount the API answers. */
  estimatedRevenue: string | null
  leadCost: string
  paymentStatus: FeeStatus
  /** The renter's confirmation email was refused by the provider: the fee may be disputed. */
  bounced: boolean
  status: LeadStatus
  notes: string | null
  createdAt: string
}

export interface LeadStats {
  total: number
  new: number
  converted: number
  /** converted ÷ all, in percent to one decimal (spec §9); 0 with no leads. */
  conversionRate: number
}

/** GET /api/business-payments: the owner's own fees, newest first. */
export const businessPaymentListQuerySchema = v.object({ ...pageQueryFields })
export type BusinessPaymentListQuery = v.InferOutput<typeof businessPaymentListQuerySchema>

/** The spec's GET /api/business-payments/{code}: answers only for the signed-in owner's own id. */
export const ownerCodeParamSchema = v.object({ code: v.pipe(v.string(), v.maxLength(64, 'Unknown owner')) })

export interface BusinessPayment {
  id: string
  leadId: string | null
  paymentType: BusinessPaymentType
  description: string | null
  /** Dollars with cents ('5.00'). */
  amount: string
  status: FeeStatus
  /** The lead's renter never got their confirmation email: the owner may dispute this fee. */
  disputable: boolean
  createdAt: string
}

/** What GET /api/leads/bot-check answers: the robot check the Express Interest form shows. */
export interface InterestFormConfig {
  botCheck: BotCheckConfig
}
