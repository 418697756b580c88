/**
 * CSV files the owner downloads (RFC 4180 quoting). A cell a spreadsheet would read as a formula
 * (starting with = + - @ or a tab) is prefixed with a quote so opening the file runs nothing
 * (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number): string {
  const text = String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Rows of cells as one CSV text, each line ended by CRLF. */
export const toCsv = (rows: (string | number)[][]) => rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('')

/** Hands the file to the browser's download. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  link.click()
  URL.revokeObjectURL(url)
}
