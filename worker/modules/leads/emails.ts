/** The lead email (registered with notifications in worker/email-templates.ts): the owner hears of a renter's interest. */
import { formatDollars } from '../../lib/shared/money'
import { emailTemplate, layout, type EmailTemplate } from '../notifications'

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

export const leadEmailTemplates: Record<'lead_received', EmailTemplate> = {
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
}
