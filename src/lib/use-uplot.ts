/**
 * What every uPlot chart here shares: the theme's colours as the page renders them (so a chart
 * follows light and dark mode), compact dollar ticks, the axis style, and a hook that draws the
 * chart into a container, follows its width and cleans up. Imported only by lazily loaded chart
 * modules, so uPlot never weighs on a page that shows no chart.
 */
import { useEffect, type RefObject } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export function chartColours(element: HTMLElement) {
  const style = getComputedStyle(element)
  return {
    bar: style.getPropertyValue('--color-primary').trim() || '#2563eb',
    line: style.getPropertyValue('--color-secondary').trim() || '#db2777',
    text: style.color,
    grid: style.getPropertyValue('--color-base-300').trim() || '#e5e7eb',
  }
}

export const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** The axis look every chart uses, in the theme's colours. */
export const axisStyle = (colours: ReturnType<typeof chartColours>) => ({
  stroke: colours.text,
  grid: { stroke: colours.grid, width: 1 },
  ticks: { show: false },
})

/** Draws `data` with the options `build` makes for the container's width, redrawn when `data` changes. */
export function useUplot(
  container: RefObject<HTMLDivElement | null>,
  data: uPlot.AlignedData,
  build: (width: number, element: HTMLElement) => uPlot.Options,
) {
  useEffect(() => {
    const element = container.current
    if (!element) return
    const options = build(element.clientWidth, element)
    const chart = new uPlot(options, data, element)
    // Follow the container's width (phone rotation, a side panel opening).
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: options.height }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
    // `build` is a new function each render; the chart depends only on the data it draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, data])
}

/**
 * Options for dollar amounts as bars, one per label (a week, a month), for a container `width`
 * wide: the y axis starts at $0 and leaves room above the tallest bar.
 */
export function dollarBarOptions(
  { labels, seriesLabel }: { labels: readonly string[]; seriesLabel: string },
  width: number,
  element: HTMLElement,
): uPlot.Options {
  const colours = chartColours(element)
  const axis = axisStyle(colours)
  return {
    width,
    height: 220,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, labels.length - 0.5] },
      y: { range: (_self, _min, max) => [0, Math.max(max, 1) * 1.1] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        values: (_self, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? (labels[tick] ?? '') : '')),
      },
      { ...axis, size: 60, values: (_self, ticks) => ticks.map((tick) => compactDollars.format(tick)) },
    ],
    series: [
      {},
      {
        label: seriesLabel,
        fill: colours.bar,
        stroke: colours.bar,
        paths: uPlot.paths.bars!({ size: [0.7, 48] }),
        points: { show: false },
      },
    ],
  }
}
