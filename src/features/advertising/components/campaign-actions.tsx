import { useToast } from '../../../components/toast'
import { useSetAdStatus, type AdCampaign } from '../queries'

const icon = 'size-4'

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" className={icon} fill="currentColor" aria-hidden="true">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className={icon} fill="currentColor" aria-hidden="true">
      <path d="M8 5v14l11-7z" />
    </svg>
  )
}

/**
 * A row's actions (spec §2, §4): pause an active campaign or play any other, and open its
 * performance. Each name starts with the words on the button.
 */
export function CampaignActions({
  campaign,
  onPerformance,
}: {
  campaign: AdCampaign
  onPerformance: (campaign: AdCampaign) => void
}) {
  const setStatus = useSetAdStatus()
  const toast = useToast()
  const active = campaign.status === 'active'

  // Awaited rather than mutate's callbacks, which would not run if the row unmounted meanwhile.
  async function toggle() {
    try {
      await setStatus.mutateAsync({ id: campaign.id, status: active ? 'paused' : 'active' })
      toast({
        title: 'Campaign Updated',
        description: 'Campaign status has been updated successfully.',
        variant: 'success',
      })
    } catch {
      toast({ title: 'Error', description: 'Failed to update campaign. Please try again.', variant: 'destructive' })
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={`btn btn-sm ${active ? 'btn-outline' : 'btn-primary'}`}
        aria-label={`${active ? 'Pause' : 'Activate'} ${campaign.name}`}
        disabled={setStatus.isPending}
        aria-busy={setStatus.isPending}
        onClick={() => void toggle()}
      >
        {setStatus.isPending ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : active ? (
          <PauseIcon />
        ) : (
          <PlayIcon />
        )}
        {active ? 'Pause' : 'Activate'}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={`Performance of ${campaign.name}`}
        onClick={() => onPerformance(campaign)}
      >
        Performance
      </button>
    </div>
  )
}
