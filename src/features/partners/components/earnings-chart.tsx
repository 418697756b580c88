/**
 * Net earnings per month as bars, drawn with uPlot: loaded lazily with the earnings tab, so uPlot
 * weighs on no other page. The canvas is hidden from assistive technology; the table beside it
 * holds the same figures.
 */
import { useMemo, useRef } from 'react'
import uPlot from 'uplot'
import { toCents } from '../../../../worker/lib/shared/money'
import { axisStyle, chartColours, compactDollars, useUplot } from '../../../lib/use-uplot'
import { monthLabel } from '../earnings-display'
import type { Earnings } from '../queries'

type Months = Earnings['months']

const HEIGHT = 220

function chartOptions(months: Months, width: number, element: HTMLElement): uPlot.Options {
  const colours = chartColours(element)
  const axis = axisStyle(colours)
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, months.length - 0.5] },
      y: { range: (_self, _min, max) => [0, Math.max(max, 1) * 1.1] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        values: (_self, ticks) =>
          ticks.map((tick) => (Number.isInteger(tick) && months[tick] ? monthLabel(months[tick].month) : '')),
      },
      { ...axis, size: 60, values: (_self, ticks) => ticks.map((tick) => compactDollars.format(tick)) },
    ],
    series: [
      {},
      {
        label: 'Net earnings',
        fill: colours.bar,
        stroke: colours.bar,
        paths: uPlot.paths.bars!({ size: [0.7, 48] }),
        points: { show: false },
      },
    ],
  }
}

/** `months` oldest first. */
export default function EarningsChart({ months }: { months: Months }) {
  const container = useRef<HTMLDivElement>(null)
  const data = useMemo<uPlot.AlignedData>(
    () => [months.map((_, index) => index), months.map((month) => (toCents(month.net) ?? 0) / 100)],
    [months],
  )
  useUplot(container, data, (width, element) => chartOptions(months, width, element))
  return <div ref={container} aria-hidden="true" className="w-full" data-testid="earnings-chart" />
}
