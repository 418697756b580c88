import { SectionCard } from '../../../components/section-card'
import type { BreakdownLine } from './breakdown-lines'

/**
 * A horizontal bar per counted line, scaled to the largest, labelled with its share of the total.
 * Plain HTML and CSS: the labels and percentages are the text alternative, and the bars (hidden
 * from assistive technology) only draw them. No chart library on this public page.
 */
export function BreakdownChart({ lines, total }: { lines: BreakdownLine[]; total: number }) {
  const counted = lines.filter((line) => line.cents > 0)
  const largest = Math.max(0, ...counted.map((line) => line.cents))
  return (
    <SectionCard title="Where the money goes">
      {total > 0 ? (
        <figure className="block w-full">
          <figcaption className="sr-only">Share of the estimated total, by cost line</figcaption>
          <ul className="flex flex-col gap-3">
            {counted.map((line) => (
              <li key={line.key} className="flex flex-col gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span>{line.label}</span>
                  <span className="font-medium tabular-nums">{Math.round((line.cents / total) * 100)}%</span>
                </div>
                <div className="h-3 rounded-full bg-base-300" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
                    style={{ width: `${(line.cents / largest) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </figure>
      ) : (
        <p className="text-base-content/75">Nothing to chart: this trip costs nothing.</p>
      )}
    </SectionCard>
  )
}
