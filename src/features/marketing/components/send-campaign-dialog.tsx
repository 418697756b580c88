import { useQuery } from '@tanstack/react-query'
import { AUDIENCE_LABELS } from '../../../../worker/modules/marketing/campaigns/schemas'
import { Dialog } from '../../../components/dialog'
import { Spinner } from '../../../components/spinner'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { plural } from '../../../lib/plural'
import { campaignRecipientsQuery, useSendCampaign, type Campaign } from '../queries'

/** 'Send' for an email campaign: says who it will reach, then sends once the owner confirms. */
export function SendCampaignDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      title="Send campaign"
      description={campaign ? `${campaign.name}: ${campaign.emailSubject ?? ''}` : undefined}
    >
      {campaign && <SendConfirmation key={campaign.id} campaign={campaign} onDone={onClose} />}
    </Dialog>
  )
}

function SendConfirmation({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const recipients = useQuery(campaignRecipientsQuery(campaign.id))
  const send = useSendCampaign()
  const toast = useToast()
  const count = recipients.data?.recipients
  const allowance = recipients.data
  const audience = AUDIENCE_LABELS[campaign.targetAudience ?? 'all_customers']

  async function confirm() {
    try {
      const result = await send.mutateAsync(campaign.id)
      toast({
        title: `Campaign sent to ${plural(result.recipients, 'customer')}`,
        description:
          result.waiting > 0
            ? `${plural(result.waiting, 'more customer')} will get it when you send again tomorrow (daily limit).`
            : campaign.name,
        variant: 'success',
      })
      onDone()
    } catch (error) {
      toast({
        title: 'Failed to send',
        description: errorMessage(error, 'The campaign could not be sent. Please try again.'),
        variant: 'destructive',
      })
    }
  }

  return (
    <>
      {recipients.isPending ? (
        <Spinner label="Counting recipients..." showLabel />
      ) : recipients.error ? (
        <p role="alert" className="alert alert-error text-sm">
          {errorMessage(recipients.error, 'The recipients could not be counted.')}
        </p>
      ) : allowance && !allowance.emailConfirmed ? (
        <p role="status" className="alert alert-warning text-sm">
          Confirm your email address before sending campaigns: follow the link in the email we sent you.
        </p>
      ) : count === 0 ? (
        <p role="status" className="alert alert-warning text-sm">
          Nobody matches this campaign's audience ({audience}) with an email address that accepts marketing, so there is
          no one to send it to yet.
        </p>
      ) : (
        <p role="status" className="text-sm">
          This email will go to <strong>{plural(count ?? 0, 'customer')}</strong> ({audience}). Each gets their own copy
          with an unsubscribe link; it cannot be unsent.
          {allowance && allowance.left < (count ?? 0) && (
            <>
              {' '}
              Your account may send {plural(allowance.dailyLimit, 'campaign email')} a day (more as it grows), so{' '}
              {plural(allowance.left, 'customer')} get it now and the rest when you send again tomorrow.
            </>
          )}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={send.isPending}>
          Cancel
        </button>
        {recipients.error && (
          <button type="button" className="btn btn-outline" onClick={() => void recipients.refetch()}>
            Try again
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          disabled={!count || !allowance?.emailConfirmed || allowance.left === 0 || send.isPending}
          onClick={() => void confirm()}
        >
          {send.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {send.isPending ? 'Sending...' : 'Send'}
        </button>
      </div>
    </>
  )
}
