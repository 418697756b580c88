import { dollars, leadContact, requestedDates } from '../lead-display'
import type { Lead } from '../queries'
import { LeadStatusSelect } from './lead-status-select'

interface LeadListProps {
  leads: Lead[]
  onNotes: (lead: Lead) => void
  onConvert: (lead: Lead) => void
}

function Received({ lead }: { lead: Lead }) {
  const at = new Date(lead.createdAt)
  return (
    <span className="block text-xs text-base-content/75">
      Received{' '}
      <time dateTime={lead.createdAt} title={at.toLocaleString()}>
        {at.toLocaleDateString()}
      </time>
    </span>
  )
}

/** 'Notes' and, until the lead is converted, 'Convert to booking'; each name starts with the words on it. */
function LeadActions({ lead, onNotes, onConvert }: { lead: Lead } & Omit<LeadListProps, 'leads'>) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={`${lead.notes ? 'Notes' : 'Add notes'} for lead from ${lead.customerName}`}
        onClick={() => onNotes(lead)}
      >
        {lead.notes ? 'Notes' : 'Add notes'}
      </button>
      {lead.status !== 'converted' && (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          aria-label={`Convert to booking: lead from ${lead.customerName}`}
          onClick={() => onConvert(lead)}
        >
          Convert to booking
        </button>
      )}
    </div>
  )
}

/**
 * The leads as cards on a phone and as a table from tablet width (the other is display:none, so
 * out of the accessibility tree); each sets its status in place.
 */
export function LeadList({ leads, onNotes, onConvert }: LeadListProps) {
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {leads.map((lead) => (
          <li key={lead.id} className="card border border-base-300 bg-base-100 p-4" data-lead-id={lead.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">{lead.customerName}</p>
                <p className="text-sm break-all text-base-content/75">{leadContact(lead)}</p>
              </div>
              <LeadStatusSelect lead={lead} className="w-32 shrink-0" />
            </div>
            <p className="mt-2 font-medium">{lead.rvName}</p>
            <p className="text-sm text-base-content/75">
              {requestedDates(lead)} · about {dollars(lead.estimatedRevenue)}
            </p>
            <Received lead={lead} />
            {lead.notes && <p className="mt-2 line-clamp-2 text-sm break-words italic">{lead.notes}</p>}
            <div className="mt-3">
              <LeadActions lead={lead} onNotes={onNotes} onConvert={onConvert} />
            </div>
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 max-md:hidden">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Renter</th>
              <th scope="col">RV and requested dates</th>
              <th scope="col" className="text-right">
                Est. revenue
              </th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id} className="align-top hover:bg-base-200" data-lead-id={lead.id}>
                <th scope="row" className="max-w-64 font-normal">
                  <span className="block font-semibold break-words">{lead.customerName}</span>
                  <span className="block text-xs break-all text-base-content/75">{leadContact(lead)}</span>
                  {lead.notes && (
                    <span className="mt-1 block truncate text-xs italic" title={lead.notes}>
                      {lead.notes}
                    </span>
                  )}
                </th>
                <td>
                  <span className="block font-medium">{lead.rvName}</span>
                  <span className="block text-xs whitespace-nowrap text-base-content/75">{requestedDates(lead)}</span>
                  <Received lead={lead} />
                </td>
                <td className="text-right font-semibold whitespace-nowrap tabular-nums">
                  {dollars(lead.estimatedRevenue)}
                </td>
                <td>
                  <LeadStatusSelect lead={lead} />
                </td>
                <td>
                  <LeadActions lead={lead} onNotes={onNotes} onConvert={onConvert} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
