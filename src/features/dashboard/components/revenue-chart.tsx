/**
 * Revenue by pickup week over the last 12 weeks, drawn with uPlot (small, canvas-based). This
 * module is loaded lazily, so uPlot arrives only when the dashboard shows the chart. The canvas is
 * hidden from assistive technology; the same figures are in a table screen readers read instead.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { DashboardOverview } from '../queries'
import { formatDollars, toCents } from '../../../../worker/lib/shared/money'
import { shortDay } from '../figures'

type Weeks = DashboardOverview['revenueByWeek']

const HEIGHT = 220
const compactDollars = new Intl.NumberFormat(undefined, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** The theme's colours as the page renders them, so the chart follows light and dark mode. */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element)
  return {
    bar: style.getPropertyValue('--color-primary').trim() || '#2563eb',
    text: style.color,
    grid: style.getPropertyValue('--color-base-300').trim() || '#e5e7eb',
  }
}

function chartOptions(weeks: Weeks, width: number, element: HTMLElement): uPlot.Options {
  const colours = themeColours(element)
  const axis = { stroke: colours.text, grid: { stroke: colours.grid, width: 1 }, ticks: { show: false } }
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

  useEffect(() => {
    const element = container.current
    if (!element) return
    const data: uPlot.AlignedData = [
      weeks.map((_, index) => index),
      weeks.map((week) => (toCents(week.revenue) ?? 0) / 100),
    ]
    const chart = new uPlot(chartOptions(weeks, element.clientWidth, element), data, element)
    // Follow the card's width (phone rotation, side nav opening).
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [weeks])

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
              <td>{formatDollars(toCents(week.revenue) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
