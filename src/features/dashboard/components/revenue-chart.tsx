/**
 * Revenue by pickup week over the last 12 weeks, drawn with uPlot (small, canvas-based). This
 * module is loaded lazily, so uPlot arrives only when the dashboard shows the chart. The canvas is
 * hidden from assistive technology; the same figures are in a table screen readers read instead.
 */
import { useMemo, useRef } from 'react'
import type uPlot from 'uplot'
import { dollarBarOptions, useUplot } from '../../../lib/use-uplot'
import type { DashboardOverview } from '../queries'
import { formatAmount, toCents } from '../../../../worker/lib/shared/money'
import { shortDay } from '../../../lib/format'

type Weeks = DashboardOverview['revenueByWeek']

export default function RevenueChart({ weeks }: { weeks: Weeks }) {
  const container = useRef<HTMLDivElement>(null)

  const data = useMemo<uPlot.AlignedData>(
    () => [weeks.map((_, index) => index), weeks.map((week) => (toCents(week.revenue) ?? 0) / 100)],
    [weeks],
  )
  useUplot(container, data, (width, element) =>
    dollarBarOptions({ labels: weeks.map((week) => shortDay(week.weekStart)), seriesLabel: 'Revenue' }, width, element),
  )

  return (
    <>
      <div ref={container} aria-hidden="true" className="w-full" data-testid="revenue-chart" />
      <table className="sr-only">
        <caption>Revenue by pickup week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <td>{shortDay(week.weekStart)}</td>
              <td>{formatAmount(week.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
