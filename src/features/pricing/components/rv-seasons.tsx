import { useId, useState } from 'react'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { mediumDay } from '../../../lib/format'
import { plural } from '../../../lib/plural'
import { useDeleteSeason, type RvSeason } from '../queries'
import { SeasonForm } from './season-form'

/** The RV's seasons by start date, each with edit and delete, and the form to add one (or edit the chosen one). */
export function RvSeasons({ rvId, seasons }: { rvId: string; seasons: RvSeason[] }) {
  const headingId = useId()
  const [editing, setEditing] = useState<RvSeason | null>(null)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        Seasons
      </h3>
      <p className="text-sm text-base-content/75">
        A season&apos;s nightly price replaces the usual and weekend prices on its nights, first and last included.
        Seasons of one RV cannot overlap.
      </p>
      {seasons.length === 0 ? (
        <p className="text-sm text-base-content/70">No seasons yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {seasons.map((season) => (
            <SeasonItem
              key={season.id}
              rvId={rvId}
              season={season}
              editing={editing?.id === season.id}
              onEdit={() => setEditing(season)}
              onRemoved={() => setEditing((current) => (current?.id === season.id ? null : current))}
            />
          ))}
        </ul>
      )}
      <SeasonForm key={editing?.id ?? 'new'} rvId={rvId} season={editing} onDone={() => setEditing(null)} />
    </section>
  )
}

interface SeasonItemProps {
  rvId: string
  season: RvSeason
  editing: boolean
  onEdit: () => void
  onRemoved: () => void
}

function SeasonItem({ rvId, season, editing, onEdit, onRemoved }: SeasonItemProps) {
  const remove = useDeleteSeason(rvId)
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)

  async function removeSeason() {
    try {
      await remove.mutateAsync(season.id)
      onRemoved()
      toast({ title: 'Season deleted', description: season.name, variant: 'success' })
    } catch (error) {
      toast({ title: 'The season could not be deleted', description: errorMessage(error), variant: 'destructive' })
      setConfirming(false)
    }
  }

  return (
    <li className={`rounded-box border p-3 ${editing ? 'border-primary' : 'border-base-300'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="break-words font-medium">{season.name}</p>
          <p className="text-sm text-base-content/80">
            {mediumDay(season.startDate)} – {mediumDay(season.endDate)} · {formatAmount(season.nightlyRate)}/night
            {season.minNights !== null && ` · at least ${plural(season.minNights, 'night')}`}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={onEdit} disabled={editing}>
            Edit<span className="sr-only"> {season.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            onClick={() => setConfirming(true)}
            disabled={remove.isPending || confirming}
          >
            Delete<span className="sr-only"> {season.name}</span>
          </button>
        </div>
      </div>
      {confirming && (
        <div
          role="group"
          aria-label="Confirm"
          className="alert alert-warning mt-2 flex flex-wrap items-center gap-2 text-sm"
        >
          <p className="flex-1 basis-56">{season.name} will be deleted; its nights go back to the usual prices.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-warning btn-sm"
              onClick={() => void removeSeason()}
              disabled={remove.isPending}
            >
              {remove.isPending ? 'Deleting...' : 'Delete season'}
            </button>
          </div>
        </div>
      )}
    </li>
  )
}
