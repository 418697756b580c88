import type { NotificationStatus } from '../../../../worker/lib/shared/enums'
import { NOTIFICATION_TYPE_LABELS, type Notification } from '../../../../worker/modules/notifications/schemas'
import { EmptyState } from '../../../components/empty-state'

const statusBadge: Record<NotificationStatus, string> = {
  pending: 'badge-warning',
  sent: 'badge-success',
  failed: 'badge-error',
}
export const statusLabel: Record<NotificationStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' }

/** The emails loaded so far, newest first; each opens its full message. */
export function NotificationList({
  notifications,
  onOpen,
}: {
  notifications: Notification[]
  onOpen: (notification: Notification) => void
}) {
  if (notifications.length === 0)
    return (
      <EmptyState
        title="No notifications sent yet"
        description="Emails to your customers about bookings, payments and issues appear here."
      />
    )
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <button
            type="button"
            className="flex w-full flex-col gap-1 p-4 text-left hover:bg-base-200 focus-visible:bg-base-200"
            onClick={() => onOpen(notification)}
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{notification.subject}</span>
              <span className={`badge badge-sm ${statusBadge[notification.status]}`}>
                {statusLabel[notification.status]}
              </span>
            </span>
            <span className="text-sm text-base-content/75">
              {NOTIFICATION_TYPE_LABELS[notification.type]} · to {notification.email} ·{' '}
              {new Date(notification.createdAt).toLocaleString()}
            </span>
            {notification.status === 'failed' && notification.error && (
              <span className="text-sm text-red-700 dark:text-red-400">{notification.error}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}
