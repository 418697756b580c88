/** How the bench prints: figures, goals met or missed, aligned tables and the README's markdown. */
import { cpus, freemem, loadavg, totalmem } from 'node:os'

/** ✓ when a goal holds, ✗ when it does not: the bench reports, it never fails. */
export const mark = (met) => (met ? '✓' : '✗')

export const ms = (value, digits = 1) => `${value.toFixed(digits)} ms`

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Which machine the figures came from, and how busy it was when the bench started. */
export function machineLine() {
  const cores = cpus()
  const gb = (bytes) => `${(bytes / 1024 ** 3).toFixed(1)} GB`
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
  return `${cores[0]?.model.trim() ?? 'unknown CPU'} × ${cores.length}, RAM ${gb(totalmem())} (${gb(freemem())} free), Node ${process.version}, load average ${load}`
}

/** Rows of cells as columns padded to their widest cell, each line indented. */
export function textTable(header, rows, indent = '  ') {
  const all = [header, ...rows]
  const widths = header.map((_, column) => Math.max(...all.map((row) => String(row[column]).length)))
  return all
    .map((row) => indent + row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '))
    .join('\n')
    .replace(/ +$/gm, '')
}

/** The same rows as a markdown table, to paste into README.md. */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
