/**
 * A campaign's daily spend (bars, dollars on the left) and conversions (line, on the right), drawn
 * with uPlot. Loaded lazily, so uPlot arrives only with the Performance dialog. The canvas is
 * hidden from assistive technology: the dialog's table of days holds the same figures.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { shortDay } from '../../dashboard/figures'

export interface ChartDay {
  date: string
  spendCents: number
  conversions: number
}

const HEIGHT = 200
const compactDollars = new Intl.NumberFormat('en-US', {
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
    line: style.getPropertyValue('--color-secondary').trim() || '#db2777',
    text: style.color,
    grid: style.getPropertyValue('--color-base-300').trim() || '#e5e7eb',
  }
}

function chartOptions(days: ChartDay[], width: number, element: HTMLElement): uPlot.Options {
  const colours = themeColours(element)
  const axis = { stroke: colours.text, grid: { stroke: colours.grid, width: 1 }, ticks: { show: false } }
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, days.length - 0.5] },
      dollars: { range: (_self, _min, max) => [0, Math.max(max, 1) * 1.1] },
      conversions: { range: (_self, _min, max) => [0, Math.max(max, 1) * 1.1] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        values: (_self, ticks) =>
          ticks.map((tick) => (Number.isInteger(tick) && days[tick] ? shortDay(days[tick].date) : '')),
      },
      {
        ...axis,
        scale: 'dollars',
        size: 60,
        values: (_self, ticks) => ticks.map((tick) => compactDollars.format(tick)),
      },
      {
        ...axis,
        scale: 'conversions',
        side: 1,
        size: 40,
        grid: { show: false },
        values: (_self, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')),
      },
    ],
    series: [
      {},
      {
        label: 'Spend',
        scale: 'dollars',
        fill: colours.bar,
        stroke: colours.bar,
        paths: uPlot.paths.bars!({ size: [0.6, 40] }),
        points: { show: false },
      },
      { label: 'Conversions', scale: 'conversions', stroke: colours.line, width: 2, points: { show: true, size: 6 } },
    ],
  }
}

export default function PerformanceChart({ days }: { days: ChartDay[] }) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const data: uPlot.AlignedData = [
      days.map((_, index) => index),
      days.map((day) => day.spendCents / 100),
      days.map((day) => day.conversions),
    ]
    const chart = new uPlot(chartOptions(days, element.clientWidth, element), data, element)
    // Follow the dialog's width (phone rotation).
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [days])

  return <div ref={container} aria-hidden="true" className="w-full" data-testid="ad-performance-chart" />
}
