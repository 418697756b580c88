import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { ShowMoreButton } from '../../../components/show-more-button'
import { useState } from 'react'
import type { Notification } from '../queries'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { notificationSettingsQuery, notificationsQuery } from '../queries'
import { AccountEmails } from './account-emails'
import { NotificationDialog } from './notification-dialog'
import { NotificationList } from './notification-list'
import { TestEmailForm } from './test-email-form'

type Tab = 'all' | 'test'

/** /admin/notifications (spec §2 'Notification Management'). */
export function NotificationsPage() {
  useDocumentTitle('Notifications')
  const list = useSuspenseInfiniteQuery(notificationsQuery())
  const notifications = list.data.pages.flatMap((page) => page.items)
  const settings = useQuery(notificationSettingsQuery())
  const [tab, setTab] = useState<Tab>('all')
  const [opened, setOpened] = useState<Notification | null>(null)

  return (
    <>
      <PageHeader title="Notification Management" subtitle="Emails sent to your customers" />
      {settings.data && (
        <p className={`alert mb-4 ${settings.data.provider === 'outbox' ? 'alert-warning' : 'alert-info'}`}>
          {settings.data.provider === 'outbox'
            ? 'Test mode: emails go to the local outbox and are not delivered. Open one to read it. Set SENDGRID_API_KEY to send real email.'
            : 'Emails are sent through SendGrid.'}
        </p>
      )}
      <div role="tablist" aria-label="Notifications" className="tabs tabs-border mb-4">
        <TabButton tab="all" current={tab} onSelect={setTab}>
          All Notifications
        </TabButton>
        <TabButton tab="test" current={tab} onSelect={setTab}>
          Test Emails
        </TabButton>
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'all' ? (
          <>
            <NotificationList notifications={notifications} onOpen={setOpened} />
            <ShowMoreButton list={list} />
            <AccountEmails />
          </>
        ) : (
          <TestEmailForm />
        )}
      </div>
      <NotificationDialog notification={opened} onClose={() => setOpened(null)} />
    </>
  )
}

function TabButton({
  tab,
  current,
  onSelect,
  children,
}: {
  tab: Tab
  current: Tab
  onSelect: (tab: Tab) => void
  children: string
}) {
  const selected = tab === current
  return (
    // daisyUI's inactive tab grey falls short of WCAG AA contrast; 80% passes.
    <button
      type="button"
      role="tab"
      id={`tab-${tab}`}
      aria-controls={`panel-${tab}`}
      aria-selected={selected}
      className={`tab ${selected ? 'tab-active' : 'text-base-content/80'}`}
      onClick={() => onSelect(tab)}
    >
      {children}
    </button>
  )
}
