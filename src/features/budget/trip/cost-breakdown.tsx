import { formatDollars } from '../../../../worker/lib/shared/money'
import { SectionCard } from '../../../components/section-card'
import type { BreakdownLine } from './breakdown-lines'

/** Spec §3 "Cost breakdown": every line with how it was reached, then the total. */
export function CostBreakdown({ lines, total }: { lines: BreakdownLine[]; total: number }) {
  return (
    <SectionCard title="Cost breakdown">
      <dl className="divide-y divide-base-300" data-testid="trip-breakdown">
        {lines.map((line) => (
          <div key={line.key} className="flex items-start justify-between gap-4 py-2">
            <dt className="min-w-0">
              <span className="font-medium">{line.label}</span>
              <span className="block text-sm text-base-content/75">{line.detail}</span>
            </dt>
            <dd className="font-medium whitespace-nowrap tabular-nums">{formatDollars(line.cents)}</dd>
          </div>
        ))}
        <div className="flex items-start justify-between gap-4 pt-3 text-lg font-bold">
          <dt>Total</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatDollars(total)}</dd>
        </div>
      </dl>
    </SectionCard>
  )
}
