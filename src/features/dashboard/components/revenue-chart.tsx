/**
 * Revenue by pickup week over the last 12 weeks, drawn with uPlot (small, canvas-based). This
 * module is loaded lazily, so uPlot arrives only when the dashboard shows the chart. The canvas is
 * hidden from assistive technology; the same figures are in a table screen readers read instead.
 */
import { useMemo, useRef } from 'react'
import uPlot from 'uplot'
import { axisStyle, chartColours, compactDollars, useUplot } from '../../../lib/use-uplot'
import type { DashboardOverview } from '../queries'
import { formatAmount, toCents } from '../../../../worker/lib/shared/money'
import { shortDay } from '../../../lib/format'

type Weeks = DashboardOverview['revenueByWeek']

const HEIGHT = 220
function chartOptions(weeks: Weeks, width: number, element: HTMLElement): uPlot.Options {
  const colours = chartColours(element)
  const axis = axisStyle(colours)
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, weeks.length - 0.5] },
      y: { range: (_self, _min, max) => [0, Math.max(max, 1) * 1.1] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        values: (_self, ticks) =>
          ticks.map((tick) => (Number.isInteger(tick) && weeks[tick] ? shortDay(weeks[tick].weekStart) : '')),
      },
      { ...axis, size: 60, values: (_self, ticks) => ticks.map((tick) => compactDollars.format(tick)) },
    ],
    series: [
      {},
      {
        label: 'Revenue',
        fill: colours.bar,
        stroke: colours.bar,
        paths: uPlot.paths.bars!({ size: [0.7, 48] }),
        points: { show: false },
      },
    ],
  }
}

export default function RevenueChart({ weeks }: { weeks: Weeks }) {
  const container = useRef<HTMLDivElement>(null)

  const data = useMemo<uPlot.AlignedData>(
    () => [weeks.map((_, index) => index), weeks.map((week) => (toCents(week.revenue) ?? 0) / 100)],
    [weeks],
  )
  useUplot(container, data, (width, element) => chartOptions(weeks, width, element))

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
