import { leadStatuses, type LeadStatus } from '../../../../worker/lib/shared/enums'
import { LEAD_STATUS_LABELS } from '../../../../worker/modules/leads/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { useToast } from '../../../components/toast'
import { leadStatusTone } from '../lead-display'
import { useUpdateLead, type Lead } from '../queries'

/** A row's status, set directly to any other (spec §4); the list and tiles refetch after the change. */
export function LeadStatusSelect({ lead, className = 'w-36' }: { lead: Lead; className?: string }) {
  const update = useUpdateLead()
  const toast = useToast()
  // While saving, the select shows the chosen status (disabled) rather than jumping back.
  const shown = update.isPending && 'status' in update.variables.change ? update.variables.change.status : lead.status

  // Awaited rather than mutate's callbacks: under a status filter the row leaves the list (and
  // unmounts) when the list refetches, before those callbacks would run.
  async function change(status: LeadStatus) {
    try {
      await update.mutateAsync({ id: lead.id, change: { status } })
      toast({ title: 'Lead Updated', description: 'Lead status has been updated successfully.', variant: 'success' })
    } catch {
      toast({ title: 'Error', description: 'Failed to update lead. Please try again.', variant: 'destructive' })
    }
  }

  return (
    <EnumSelect
      values={leadStatuses}
      labels={LEAD_STATUS_LABELS}
      className={`select select-sm ${leadStatusTone[shown]} ${className}`}
      aria-label={`Status of lead from ${lead.customerName}`}
      value={shown}
      disabled={update.isPending}
      aria-busy={update.isPending}
      onChange={(status) => void change(status)}
    />
  )
}
