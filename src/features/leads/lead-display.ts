/** How a lead and a lead fee read on the Lead Management page, and what 'Convert to booking' fills in. */
import type { FeeStatus, LeadStatus } from '../../../worker/lib/shared/enums'
import { formatDollars, toCents } from '../../../worker/lib/shared/money'
import { localDate } from '../../lib/local-date'
import { displayDay } from '../../lib/format'
import type { Lead } from './queries'

/** The page's status filter ('all' = no filter). */
export type LeadStatusFilter = LeadStatus | 'all'

/** A row's status select is tinted by its status, so the list reads at a glance. */
export const leadStatusTone: Record<LeadStatus, string> = {
  new: 'select-info',
  contacted: 'select-warning',
  converted: 'select-success',
  lost: '',
}

export const feeStatusLabel: Record<FeeStatus, string> = {
  pending: 'Outstanding',
  succeeded: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  waived: 'Disputed: waived',
}

export const feeStatusBadge: Record<FeeStatus, string> = {
  pending: 'badge-warning',
  succeeded: 'badge-success',
  failed: 'badge-error',
  refunded: 'badge-ghost',
  waived: 'badge-ghost',
}

/** '1225.00' → '$1,225.00'; a dash when the API knows no amount. */
export const dollars = (amount: string | null) => {
  const cents = amount === null ? null : toCents(amount)
  return cents === null ? '—' : formatDollars(cents)
}

/** The renter's requested stay, e.g. '7/4/2031 – 7/8/2031'; 'No dates given' without one. */
export const requestedDates = (lead: Pick<Lead, 'requestedStartDate' | 'requestedEndDate'>) =>
  lead.requestedStartDate && lead.requestedEndDate
    ? `${displayDay(lead.requestedStartDate)} – ${displayDay(lead.requestedEndDate)}`
    : 'No dates given'

/** How to reach the renter: email (flagged when their confirmation bounced), and the phone when given. */
export const leadContact = (lead: Pick<Lead, 'customerEmail' | 'customerPhone' | 'bounced'>) =>
  [lead.bounced ? `${lead.customerEmail} (email bounced)` : lead.customerEmail, lead.customerPhone]
    .filter(Boolean)
    .join(' · ')

/**
 * 'Create New Booking' filled in from a lead ('Convert to booking'); the requested dates only while
 * they are not yet past. `customerId` is '' when the lead has no customer record.
 */
export function bookingFromLead(lead: Lead, today = localDate()) {
  const future = Boolean(lead.requestedStartDate && lead.requestedEndDate && lead.requestedStartDate >= today)
  return {
    leadId: lead.id,
    customerId: lead.customerId ?? '',
    customerName: lead.customerName,
    rvId: lead.rvId,
    startDate: future ? (lead.requestedStartDate ?? '') : '',
    endDate: future ? (lead.requestedEndDate ?? '') : '',
    notes: `From lead: ${lead.customerName}`,
  }
}
