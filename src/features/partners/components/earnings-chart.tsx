/**
 * Net earnings per month as bars, drawn with uPlot: loaded lazily with the earnings tab, so uPlot
 * weighs on no other page. The canvas is hidden from assistive technology; the table beside it
 * holds the same figures.
 */
import { useMemo, useRef } from 'react'
import type uPlot from 'uplot'
import { toCents } from '../../../../worker/lib/shared/money'
import { dollarBarOptions, useUplot } from '../../../lib/use-uplot'
import { monthLabel } from '../earnings-display'
import type { Earnings } from '../queries'

type Months = Earnings['months']

/** `months` oldest first. */
export default function EarningsChart({ months }: { months: Months }) {
  const container = useRef<HTMLDivElement>(null)
  const data = useMemo<uPlot.AlignedData>(
    () => [months.map((_, index) => index), months.map((month) => (toCents(month.net) ?? 0) / 100)],
    [months],
  )
  useUplot(container, data, (width, element) =>
    dollarBarOptions(
      { labels: months.map((month) => monthLabel(month.month)), seriesLabel: 'Net earnings' },
      width,
      element,
    ),
  )
  return <div ref={container} aria-hidden="true" className="w-full" data-testid="earnings-chart" />
}
