import { issuePriorities } from '../../../../../worker/lib/shared/enums'
import { StatTile } from '../../../../components/stat-tile'
import { PRIORITY_LABELS } from '../issue-display'
import type { IssueStats as Stats } from '../queries'

// A coloured edge rather than coloured figures: yellow text on white would fail contrast.
const edge = {
  emergency: 'border-l-4 border-l-error',
  high: 'border-l-4 border-l-warning',
  medium: 'border-l-4 border-l-info',
  low: 'border-l-4 border-l-base-300',
} as const

/** A tile per priority (issues still open or in progress) and 'Resolved Today' in the owner's time zone. */
export function IssueStats({ stats }: { stats: Stats }) {
  return (
    <section aria-label="Issue figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
      {issuePriorities.map((priority) => (
        <StatTile
          key={priority}
          label={PRIORITY_LABELS[priority]}
          value={stats[priority]}
          caption="Open or in progress"
          className={edge[priority]}
        />
      ))}
      <StatTile
        label="Resolved Today"
        value={stats.resolvedToday}
        caption={`Counted in ${stats.timeZone.replaceAll('_', ' ')}`}
        className="col-span-2 border-l-4 border-l-success sm:col-span-1"
      />
    </section>
  )
}
