import { AD_PLATFORM_LABELS } from '../../../../worker/modules/advertising/schemas'
import { formatAmount, formatDollars, toCents } from '../../../../worker/lib/shared/money'
import { ratesOf } from '../../../../worker/modules/advertising/rules/performance-csv'
import { displayDay } from '../../../lib/format'
import { ctrText, whole } from '../ad-display'
import type { PerformanceDayRow } from '../queries'

/** Every day and platform the campaign has figures for, oldest first, with their sums: the chart's text alternative. */
export function PerformanceDays({ days }: { days: PerformanceDayRow[] }) {
  const sum = (pick: (day: PerformanceDayRow) => number) => days.reduce((total, day) => total + pick(day), 0)
  const impressions = sum((day) => day.impressions)
  const clicks = sum((day) => day.clicks)
  const conversions = sum((day) => day.conversions)
  const spendCents = sum((day) => toCents(day.spend) ?? 0)
  // The campaign's rate over all its days, computed as the server computes it.
  const { ctr } = ratesOf({ impressions, clicks, conversions, spendCents })
  return (
    <div className="max-h-72 overflow-auto rounded-box border border-base-300">
      <table className="table table-sm table-pin-rows" data-testid="ad-performance-days">
        <caption className="sr-only">Daily figures</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Platform</th>
            <th scope="col" className="text-right">
              Impressions
            </th>
            <th scope="col" className="text-right">
              Clicks
            </th>
            <th scope="col" className="text-right">
              CTR
            </th>
            <th scope="col" className="text-right">
              Conversions
            </th>
            <th scope="col" className="text-right">
              Spend
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={`${day.date} ${day.platform}`}>
              <th scope="row" className="font-normal whitespace-nowrap">
                {displayDay(day.date)}
              </th>
              <td className="whitespace-nowrap">{AD_PLATFORM_LABELS[day.platform]}</td>
              <td className="text-right tabular-nums">{whole(day.impressions)}</td>
              <td className="text-right tabular-nums">{whole(day.clicks)}</td>
              <td className="text-right tabular-nums">{ctrText(day.ctr)}</td>
              <td className="text-right tabular-nums">{whole(day.conversions)}</td>
              <td className="text-right tabular-nums">{formatAmount(day.spend)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="text-right tabular-nums">{whole(impressions)}</td>
            <td className="text-right tabular-nums">{whole(clicks)}</td>
            <td className="text-right tabular-nums">{ctrText(ctr)}</td>
            <td className="text-right tabular-nums">{whole(conversions)}</td>
            <td className="text-right tabular-nums">{formatDollars(spendCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
