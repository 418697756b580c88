import { useId, useState } from 'react'
import { MAX_FEEDS_PER_RV } from '../../../../../worker/modules/issues/calendar/schemas'
import { useToast } from '../../../../components/toast'
import { errorMessage } from '../../../../lib/api'
import { upcomingEventsText } from '../feed-display'
import { useDeleteCalendarFeed, useSyncCalendarFeed, type CalendarFeed } from '../queries'
import { AddCalendarForm } from './add-calendar-form'
import { ConfirmStrip } from './confirm-strip'

const when = (iso: string) => new Date(iso).toLocaleString()

/** Other marketplaces' calendars: their events block this RV's nights, refreshed daily or on 'Sync now'. */
export function ImportedCalendars({ rvId, feeds }: { rvId: string; feeds: CalendarFeed[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        Imported calendars
      </h3>
      <p className="text-sm text-base-content/75">
        Nights booked on another marketplace are blocked here, so nobody can book them twice. Calendars sync every day.
      </p>
      {feeds.length === 0 ? (
        <p className="text-sm text-base-content/70">No calendars imported yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {feeds.map((feed) => (
            <FeedItem key={feed.id} rvId={rvId} feed={feed} />
          ))}
        </ul>
      )}
      {feeds.length < MAX_FEEDS_PER_RV ? (
        <AddCalendarForm rvId={rvId} />
      ) : (
        <p className="text-sm text-base-content/70">An RV can import at most {MAX_FEEDS_PER_RV} calendars.</p>
      )}
    </section>
  )
}

function FeedItem({ rvId, feed }: { rvId: string; feed: CalendarFeed }) {
  const sync = useSyncCalendarFeed(rvId)
  const remove = useDeleteCalendarFeed(rvId)
  const toast = useToast()
  const [confirmingRemoval, setConfirmingRemoval] = useState(false)

  async function syncNow() {
    try {
      const result = await sync.mutateAsync(feed.id)
      if (result.lastError)
        toast({ title: `${feed.name} could not be synced`, description: result.lastError, variant: 'destructive' })
      else
        toast({ title: `${feed.name} synced`, description: upcomingEventsText(result.eventCount), variant: 'success' })
    } catch (error) {
      toast({ title: `${feed.name} could not be synced`, description: errorMessage(error), variant: 'destructive' })
    }
  }

  async function removeFeed() {
    try {
      await remove.mutateAsync(feed.id)
      toast({
        title: 'Calendar removed',
        description: `Nights from ${feed.name} are no longer blocked.`,
        variant: 'success',
      })
    } catch (error) {
      toast({ title: 'The calendar could not be removed', description: errorMessage(error), variant: 'destructive' })
      setConfirmingRemoval(false)
    }
  }

  return (
    <li className="rounded-box border border-base-300 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-medium">{feed.name}</p>
          <p className="truncate text-xs text-base-content/70">{new URL(feed.url).host}</p>
          <p className="text-sm text-base-content/80">
            {upcomingEventsText(feed.eventCount)}
            {' · '}
            {feed.lastSyncedAt ? `Last synced ${when(feed.lastSyncedAt)}` : 'Not synced yet'}
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void syncNow()}
            disabled={sync.isPending}
          >
            {sync.isPending ? 'Syncing...' : 'Sync now'}
            <span className="sr-only"> {feed.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            onClick={() => setConfirmingRemoval(true)}
            disabled={remove.isPending || confirmingRemoval}
          >
            Remove
            <span className="sr-only"> {feed.name}</span>
          </button>
        </div>
      </div>
      {feed.lastError && feed.lastAttemptAt && (
        <div className="alert alert-error mt-2 text-sm">
          <p>
            <span className="font-medium">Last sync failed ({when(feed.lastAttemptAt)}):</span> {feed.lastError}. The
            nights from the last sync that worked stay blocked.
          </p>
        </div>
      )}
      {confirmingRemoval && (
        <div className="mt-2">
          <ConfirmStrip
            message={`Nights from ${feed.name} will no longer be blocked here.`}
            confirmLabel="Remove calendar"
            busy={remove.isPending}
            onConfirm={() => void removeFeed()}
            onCancel={() => setConfirmingRemoval(false)}
          />
        </div>
      )}
    </li>
  )
}
