import { formatDollars } from '../../../../worker/lib/shared/money'
import { SectionCard } from '../../../components/section-card'
import type { TripTip } from './trip-tips-text'

/** Spec §3 "Tips entry": one card per category, with its estimated cost, what it covers and how to save. */
export function TripTips({ tips }: { tips: TripTip[] }) {
  return (
    <SectionCard title="Tips to stretch your budget">
      <ul className="grid gap-4 sm:grid-cols-2">
        {tips.map((tip) => (
          <li key={tip.category} className="rounded-box border border-base-300 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">{tip.category}</h3>
              <span className="badge badge-outline tabular-nums">{formatDollars(tip.estimatedCost)}</span>
            </div>
            <p className="mt-1 text-sm text-base-content/75">{tip.description}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {tip.tips.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
