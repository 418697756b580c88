/** Lead payloads (spec §3 leads and business_payments, §5 Express Interest, §7 /api/leads), shared by the API and the SPA. */
import * as v from 'valibot'
import { leadStatuses, type BusinessPaymentType, type LeadStatus, type PaymentStatus } from '../../lib/shared/enums'
import { calendarDay, isRealDay } from '../../lib/shared/dates'
import { emailAddress, formObject, optionalPhone, optionalText, requiredText } from '../../lib/shared/fields'
import { pageQueryFields } from '../../lib/shared/paging'
import { MAX_STAY_NIGHTS } from '../bookings/schemas'
import { nightsBetween } from '../bookings/rules/pricing'

/** The fixed fee an owner pays per interest lead (spec §9: 5.00). */
export const LEAD_FEE_CENTS = 500

/** A person takes longer than this to fill in four fields; a faster submit is a bot's (told nothing). */
export const MIN_FILL_MS = 2_000

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
 * customerId, estimatedRevenue, leadCost) are read and ignored. `website` is a field people never
 * see (a bot fills it) and `formOpenedAt` is when the form opened (a bot submits at once).
 */
export const expressInterestSchema = v.pipe(
  formObject({
    rvId: v.pipe(v.string('Choose an RV'), v.trim(), v.nonEmpty('Choose an RV'), v.maxLength(64)),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: emailAddress,
    phone: optionalPhone('Phone'),
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
    website: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
    formOpenedAt: v.optional(v.pipe(v.number(), v.integer()), 0),
  }),
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
  paymentStatus: PaymentStatus
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
  status: PaymentStatus
  createdAt: string
}
