/**
 * Reading an ad platform's daily report as CSV (columns date, platform, impressions, clicks,
 * conversions, spend; in any order, any case, with a header row), row by row: each good row
 * becomes a day of figures, each bad one a line number and a reason a person can fix. Pure, so
 * the import dialog can preview exactly what the server will accept.
 */
import { isRealDay } from '../../../lib/shared/dates'
import { toCents } from '../../../lib/shared/money'

export const CSV_COLUMNS = ['date', 'platform', 'impressions', 'clicks', 'conversions', 'spend'] as const

export interface PerformanceDay {
  date: string
  platform: 'google' | 'facebook'
  impressions: number
  clicks: number
  conversions: number
  spendCents: number
}

export interface RejectedLine {
  /** 1-based, counting the header, as a spreadsheet numbers it. */
  line: number
  reason: string
}

/** The most rows one import takes. */
export const MAX_CSV_ROWS = 5_000

/** Splits CSV text into rows of fields (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') endField()
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      endRow()
    } else field += char
  }
  if (field !== '' || row.length > 0) endRow()
  return rows
}

const count = (value: string) => {
  const text = value.replace(/[\s,]/g, '')
  return /^\d{1,12}$/.test(text) ? Number(text) : null
}

/**
 * The days a CSV reports for a campaign on `platforms` (its own platforms), and the lines it
 * refuses. A day after `today` has not happened yet; one day may appear once per platform.
 */
export function readPerformanceCsv(
  text: string,
  { platforms, today }: { platforms: readonly ('google' | 'facebook')[]; today: string },
): { days: PerformanceDay[]; rejected: RejectedLine[] } {
  const rows = parseCsv(text.replace(/^\uFEFF/, '')).filter((fields) => fields.some((f) => f.trim() !== ''))
  const header = (rows[0] ?? []).map((name) => name.trim().toLowerCase())
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column))
  if (missing.length > 0)
    return { days: [], rejected: [{ line: 1, reason: `The header row needs the columns ${missing.join(', ')}` }] }
  if (rows.length - 1 > MAX_CSV_ROWS)
    return { days: [], rejected: [{ line: 1, reason: `Import at most ${MAX_CSV_ROWS} rows at a time` }] }
  const at = Object.fromEntries(CSV_COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<
    (typeof CSV_COLUMNS)[number],
    number
  >
  const days: PerformanceDay[] = []
  const rejected: RejectedLine[] = []
  const seen = new Set<string>()
  rows.slice(1).forEach((fields, index) => {
    const line = index + 2
    const cell = (column: (typeof CSV_COLUMNS)[number]) => (fields[at[column]] ?? '').trim()
    const date = cell('date')
    const platform = cell('platform').toLowerCase()
    const [impressions, clicks, conversions] = [
      count(cell('impressions')),
      count(cell('clicks')),
      count(cell('conversions')),
    ]
    const spendCents = toCents(cell('spend').replace(/^\$/, '').replace(/,/g, ''))
    const reason = !isRealDay(date)
      ? `Date '${date}' is not a day like 2026-07-04`
      : date > today
        ? `Date ${date} has not happened yet`
        : !platforms.includes(platform as 'google')
          ? `Platform must be ${platforms.join(' or ')} for this campaign`
          : impressions === null || clicks === null || conversions === null
            ? 'Impressions, clicks and conversions must be whole numbers, not negative'
            : spendCents === null
              ? `Spend '${cell('spend')}' must be an amount like 12.50`
              : clicks > impressions
                ? 'Clicks cannot be more than impressions'
                : conversions > clicks
                  ? 'Conversions cannot be more than clicks'
                  : seen.has(`${date} ${platform}`)
                    ? `${date} on ${platform} appears twice in this file`
                    : null
    if (reason) return rejected.push({ line, reason })
    seen.add(`${date} ${platform}`)
    days.push({
      date,
      platform: platform as PerformanceDay['platform'],
      impressions: impressions!,
      clicks: clicks!,
      conversions: conversions!,
      spendCents: spendCents!,
    })
  })
  return { days, rejected }
}

/** Click-through rate in percent (2 decimals), cost per click and per conversion in cents. */
export const ratesOf = ({
  impressions,
  clicks,
  conversions,
  spendCents,
}: Omit<PerformanceDay, 'date' | 'platform'>) => ({
  ctr: impressions ? Math.round((clicks / impressions) * 10_000) / 100 : 0,
  cpcCents: clicks ? Math.round(spendCents / clicks) : 0,
  cpaCents: conversions ? Math.round(spendCents / conversions) : 0,
})
