/**
 * A campaign's daily spend (bars, dollars on the left) and conversions (line, on the right), drawn
 * with uPlot. Loaded lazily, so uPlot arrives only with the Performance dialog. The canvas is
 * hidden from assistive technology: the dialog's table of days holds the same figures.
 */
import { useMemo, useRef } from 'react'
import uPlot from 'uplot'
import { axisStyle, chartColours, compactDollars, useUplot } from '../../../lib/use-uplot'
import { shortDay } from '../../../lib/format'

export interface ChartDay {
  date: string
  spendCents: number
  conversions: number
}

const HEIGHT = 200
function chartOptions(days: ChartDay[], width: number, element: HTMLElement): uPlot.Options {
  const colours = chartColours(element)
  const axis = axisStyle(colours)
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

  const data = useMemo<uPlot.AlignedData>(
    () => [days.map((_, index) => index), days.map((day) => day.spendCents / 100), days.map((day) => day.conversions)],
    [days],
  )
  useUplot(container, data, (width, element) => chartOptions(days, width, element))

  return <div ref={container} aria-hidden="true" className="w-full" data-testid="ad-performance-chart" />
}
