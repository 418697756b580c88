/**
 * The lead emails (registered with notifications in worker/email-templates.ts): the owner hears of a
 * renter's interest, and the renter gets a confirmation (whose bounce lets the owner dispute the fee).
 */
import { formatDollars } from '../../lib/shared/money'
import { emailTemplate, layout, type EmailTemplate } from '../../lib/email/layout'

export interface LeadDetails {
  renterName: string
  renterEmail: string
  renterPhone: string | null
  rvName: string
  startDate: string
  endDate: string
  estimatedRevenueCents: number
  leadCostCents: number
}

const sample: LeadDetails = {
  renterName: 'Sample Renter',
  renterEmail: 'renter@example.com',
  renterPhone: null,
  rvName: 'Sample RV',
  startDate: '2026-07-01',
  endDate: '2026-07-05',
  estimatedRevenueCents: 60_000,
  leadCostCents: 500,
}

export const leadEmailTemplates: Record<'lead_received' | 'lead_confirmation', EmailTemplate> = {
  lead_received: emailTemplate<LeadDetails>((parts, lead = sample) =>
    layout(parts, `New lead: ${lead.renterName} is interested in ${lead.rvName}`, {
      heading: 'A renter is interested in your RV',
      lines: [
        `${lead.renterName} (${[lead.renterEmail, lead.renterPhone].filter(Boolean).join(', ')}) would like ${lead.rvName} from ${lead.startDate} to ${lead.endDate}, about ${formatDollars(lead.estimatedRevenueCents)}.`,
        `The lead fee of ${formatDollars(lead.leadCostCents)} is added to your outstanding lead fees.`,
      ],
      link: { label: 'Open your leads', path: '/admin/leads' },
    }),
  ),
  lead_confirmation: emailTemplate<LeadDetails>((parts, lead = sample) =>
    layout(parts, `Your interest in ${lead.rvName} was sent`, {
      heading: 'We passed your interest on to the RV owner',
      lines: [
        `Thanks, ${lead.renterName}. The owner of ${lead.rvName} has your details and will contact you about ${lead.startDate} to ${lead.endDate}.`,
        `The estimate for those dates is about ${formatDollars(lead.estimatedRevenueCents)}; the owner confirms the final price.`,
        'If you did not ask about this RV, you can ignore this email.',
      ],
      link: { label: 'Browse more RVs', path: '/book' },
    }),
  ),
}
