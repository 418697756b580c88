import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { NOTIFICATION_TYPE_LABELS } from '../../../../worker/modules/notifications/schemas'
import { Dialog } from '../../../components/dialog'
import { SectionCard } from '../../../components/section-card'
import { ShowMoreButton } from '../../../components/show-more-button'
import { accountEmailsQuery, type AccountEmail } from '../queries'
import { EmailPreview } from './email-preview'
import { statusLabel } from './notification-list'

/**
 * The owner's own account emails (address confirmation, password reset), apart from the customers'.
 * Their links prove the owner holds the address, so only a local test run's outbox shows them.
 */
export function AccountEmails() {
  const list = useSuspenseInfiniteQuery(accountEmailsQuery())
  const emails = list.data.pages.flatMap((page) => page.items)
  const localTestMode = list.data.pages[0]?.localTestMode ?? false
  const [opened, setOpened] = useState<AccountEmail | null>(null)

  return (
    <SectionCard title="Emails about your account" className="mt-6">
      <p className={`alert text-sm ${localTestMode ? 'alert-warning' : 'alert-info'}`}>
        {localTestMode
          ? 'Test mode: this local run delivers no email, so your account emails and their links are shown here. A deployed app never shows them.'
          : 'Sent to your own inbox only: open their links from your email.'}
      </p>
      {emails.length === 0 ? (
        <p className="text-sm text-base-content/75">No emails about your account yet.</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {emails.map((email) => (
            <li key={email.id}>
              <AccountEmailRow email={email} onOpen={email.content === null ? undefined : () => setOpened(email)} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={list} />
      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        size="lg"
        title={opened?.subject ?? 'Account email'}
        description={opened ? `Test mode: ${NOTIFICATION_TYPE_LABELS[opened.type]} to ${opened.email}` : undefined}
      >
        {opened?.content && <EmailPreview html={opened.content} />}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={() => setOpened(null)}>
            Close
          </button>
        </div>
      </Dialog>
    </SectionCard>
  )
}

function AccountEmailRow({ email, onOpen }: { email: AccountEmail; onOpen?: () => void }) {
  const details = (
    <>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{email.subject}</span>
        <span className="badge badge-sm">{statusLabel[email.status]}</span>
      </span>
      <span className="text-sm text-base-content/75">
        {NOTIFICATION_TYPE_LABELS[email.type]} · to {email.email} · {new Date(email.createdAt).toLocaleString()}
      </span>
    </>
  )
  if (!onOpen) return <div className="flex flex-col gap-1 p-4">{details}</div>
  return (
    <button
      type="button"
      className="flex w-full flex-col gap-1 p-4 text-left hover:bg-base-200 focus-visible:bg-base-200"
      onClick={onOpen}
    >
      {details}
    </button>
  )
}
