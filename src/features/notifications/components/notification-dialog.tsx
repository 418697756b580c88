import { NOTIFICATION_TYPE_LABELS, type Notification } from '../../../../worker/modules/notifications/schemas'
import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { useResendNotification } from '../queries'
import { EmailPreview } from './email-preview'
import { statusLabel } from './notification-list'

/** One email in full, with its status and, when it failed, a way to send it again. */
export function NotificationDialog({
  notification,
  onClose,
}: {
  notification: Notification | null
  onClose: () => void
}) {
  const resend = useResendNotification()
  const toast = useToast()

  async function resendIt(id: string) {
    try {
      await resend.mutateAsync(id)
      toast({ title: 'Email queued again', description: 'It will be sent in a moment.', variant: 'success' })
      onClose()
    } catch (error) {
      toast({
        title: 'Failed to Send',
        description: errorMessage(error, 'Failed to send test notification'),
        variant: 'destructive',
      })
    }
  }

  return (
    <Dialog
      open={notification !== null}
      onClose={onClose}
      size="lg"
      title={notification?.subject ?? 'Notification'}
      description={notification ? `${NOTIFICATION_TYPE_LABELS[notification.type]} to ${notification.email}` : undefined}
    >
      {notification && (
        <>
          <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-base-content/70">Status</dt>
            <dd>{statusLabel[notification.status]}</dd>
            <dt className="text-base-content/70">Provider</dt>
            <dd>{notification.provider === 'outbox' ? 'Local outbox (no email sent)' : notification.provider}</dd>
            {notification.sentAt && (
              <>
                <dt className="text-base-content/70">Sent</dt>
                <dd>{new Date(notification.sentAt).toLocaleString()}</dd>
              </>
            )}
            {notification.error && (
              <>
                <dt className="text-base-content/70">Error</dt>
                <dd className="text-red-700 dark:text-red-400">{notification.error}</dd>
              </>
            )}
          </dl>
          <EmailPreview html={notification.content} />
          <div className="modal-action">
            {notification.status === 'failed' && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={resend.isPending}
                onClick={() => void resendIt(notification.id)}
              >
                {resend.isPending ? 'Resending...' : 'Resend'}
              </button>
            )}
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </Dialog>
  )
}
