import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addDays } from '../../../../worker/lib/shared/dates'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { Spinner } from '../../../components/spinner'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { mediumDay } from '../../../lib/format'
import { closuresQuery, sitesQuery, useRemoveClosure, type Closure, type PartnerVenue } from '../queries'
import { ClosureFormDialog } from './closure-form-dialog'
import { LoadError } from './load-error'

/** 'Jul 4, 2031 to Jul 6, 2031': the closed days, the last one included (the API's end is the first open day). */
const closedDays = (closure: Closure) => {
  const last = addDays(closure.endDate, -1)
  return last === closure.startDate
    ? mediumDay(closure.startDate)
    : `${mediumDay(closure.startDate)} to ${mediumDay(last)}`
}

/** Days the venue or one of its sites takes no stays; Remove asks once more in place. */
export function ClosuresSection({ venue }: { venue: PartnerVenue }) {
  const closures = useQuery(closuresQuery(venue.id))
  const sites = useQuery(sitesQuery(venue.id))
  const [adding, setAdding] = useState(false)
  const [confirmingId, setConfirmingId] = useState<string | null>(null)
  const remove = useRemoveClosure(venue.id)
  const toast = useToast()
  const siteNumber = (siteId: string) => sites.data?.find((site) => site.id === siteId)?.spotNumber ?? '?'

  async function confirmRemove(closure: Closure) {
    try {
      await remove.mutateAsync(closure.id)
      toast({ title: 'Closure removed', description: closedDays(closure), variant: 'success' })
    } catch (error) {
      toast({ title: 'Could not remove the closure', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setConfirmingId(null)
    }
  }

  const addButton = (
    <button type="button" className="btn btn-outline btn-sm" onClick={() => setAdding(true)}>
      Add closure
    </button>
  )
  return (
    <SectionCard title="Closures" action={addButton}>
      {closures.isPending ? (
        <Spinner label="Loading closures..." showLabel />
      ) : closures.isError ? (
        <LoadError what="the closures" error={closures.error} onRetry={() => void closures.refetch()} />
      ) : closures.data.length === 0 ? (
        <EmptyState
          title="No closures"
          description="Close the venue or a site for maintenance, a private event or the season."
        />
      ) : (
        <ul aria-label={`Closures at ${venue.name}`} className="flex flex-col gap-2">
          {closures.data.map((closure) => (
            <li
              key={closure.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 px-4 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium">{closedDays(closure)}</p>
                <p className="text-sm text-base-content/75">
                  {closure.siteId ? `Site ${siteNumber(closure.siteId)}` : 'Whole venue'}
                  {closure.reason && ` · ${closure.reason}`}
                </p>
              </div>
              <div className="flex gap-1">
                {confirmingId === closure.id ? (
                  <>
                    <button
                      type="button"
                      className="btn btn-error btn-xs"
                      // eslint-disable-next-line jsx-a11y/no-autofocus
                      autoFocus
                      disabled={remove.isPending}
                      onClick={() => void confirmRemove(closure)}
                    >
                      {remove.isPending ? 'Removing...' : 'Yes, remove'}
                      <span className="sr-only"> the closure {closedDays(closure)}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={remove.isPending}
                      onClick={() => setConfirmingId(null)}
                    >
                      Keep
                    </button>
                  </>
                ) : (
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => setConfirmingId(closure.id)}>
                    Remove<span className="sr-only"> the closure {closedDays(closure)}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ClosureFormDialog
        open={adding}
        venueId={venue.id}
        venueName={venue.name}
        sites={sites.data ?? []}
        onClose={() => setAdding(false)}
      />
    </SectionCard>
  )
}
