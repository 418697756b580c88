import { campaignStatuses, type CampaignStatus } from '../../../../worker/lib/shared/enums'
import { CAMPAIGN_STATUS_LABELS } from '../../../../worker/modules/marketing/campaigns/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { campaignStatusTone } from '../marketing-display'
import { useUpdateCampaign, type Campaign } from '../queries'

/** A campaign's status, set directly to any other (spec §4: the UI restricts no transitions). */
export function CampaignStatusSelect({ campaign }: { campaign: Campaign }) {
  const update = useUpdateCampaign()
  const toast = useToast()
  // While saving, the select shows the chosen status (disabled) rather than jumping back.
  const shown = (update.isPending ? update.variables.change.status : undefined) ?? campaign.status

  async function change(status: CampaignStatus) {
    try {
      await update.mutateAsync({ id: campaign.id, change: { status } })
      toast({
        title: 'Campaign Updated',
        description: `${campaign.name} is now ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()}.`,
        variant: 'success',
      })
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update campaign. Please try again.'),
        variant: 'destructive',
      })
    }
  }

  return (
    <EnumSelect
      values={campaignStatuses}
      labels={CAMPAIGN_STATUS_LABELS}
      className={`select select-sm w-36 ${campaignStatusTone[shown]}`}
      aria-label={`Status of ${campaign.name}`}
      value={shown}
      disabled={update.isPending}
      aria-busy={update.isPending}
      onChange={(status) => void change(status)}
    />
  )
}
