/**
 * Money is integer cents everywhere inside; the wire and the forms carry decimal strings such as
 * "1234.50" (spec §3: decimal 10,2). Pure and valibot-only, so the SPA uses the same rules.
 */
import * as v from 'valibot'

/** Precision 10, scale 2: the largest amount a decimal(10,2) column holds. */
export const MAX_CENTS = 99_999_999_99

/** "1234.5" | 1234.5 → 123450; null when it is not a non-negative amount with at most 2 decimals. */
export function toCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 123450 → "1234.50" */
export const fromCents = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

/**
 * 123450 → "$1,234.50" (spec §9: dollars with thousands separators); with `whole`, rounded to whole
 * dollars, "$1,235", for figures shown rounded (the trip calculator's per day and per person, its rates).
 */
export const formatDollars = (cents: number, { whole = false }: { whole?: boolean } = {}) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    ...(whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
  })

/** A money field: accepts "12.50" or 12.5, gives cents; `label` names the field in messages. */
export const moneySchema = (label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label} is required`),
    v.check((value) => value !== '', `${label} is required`),
    v.transform(toCents),
    v.number(`${label} must be an amount like 125.00 (at most 2 decimals, not negative)`),
    v.maxValue(MAX_CENTS, `${label} is too large`),
  )

/** "1234.5" (the API's decimal strings) → "$1,234.50"; a value that is not an amount reads as $0.00. */
export const formatAmount = (decimal: string | number) => formatDollars(toCents(decimal) ?? 0)
