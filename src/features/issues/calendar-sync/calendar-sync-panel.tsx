import { useQuery } from '@tanstack/react-query'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { calendarSyncQuery } from './queries'
import { ExportLink } from './components/export-link'
import { ImportedCalendars } from './components/imported-calendars'

/**
 * An RV's 'Calendar sync' tab: the secret address other marketplaces subscribe to, and their
 * calendars whose events keep this RV's nights blocked here.
 */
export function CalendarSyncPanel({ rvId }: { rvId: string }) {
  const sync = useQuery(calendarSyncQuery(rvId))
  if (sync.isPending)
    return <Spinner label="Loading calendar sync..." showLabel className="w-full justify-center py-10" />
  if (sync.isError)
    return (
      <p role="alert" className="alert alert-error text-sm">
        {errorMessage(sync.error, 'Calendar sync could not be loaded.')}
      </p>
    )
  return (
    <div className="flex flex-col gap-6">
      <ExportLink rvId={rvId} exportUrl={sync.data.exportUrl} />
      <ImportedCalendars rvId={rvId} feeds={sync.data.feeds} />
    </div>
  )
}
