/** A new ad campaign, from the Advertising page's dialog or a Budget Calculator recommendation's draft. */
import { useMutation } from '@tanstack/react-query'
import type { AdCampaignInput } from '../../../worker/modules/advertising/schemas'
import { client, json } from '../api'
import { useRefresh } from '../refresh'

export function useCreateAdCampaign() {
  const refresh = useRefresh('ad-campaign-changed')
  return useMutation({
    mutationFn: (input: AdCampaignInput) => json(client['ad-campaigns'].$post({ json: input })),
    onSuccess: refresh,
  })
}
