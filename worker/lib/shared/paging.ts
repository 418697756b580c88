/**
 * Lists come a page at a time, ordered by a key that never repeats (e.g. price then id), and the
 * next page starts after the last row of this one (a keyset cursor): cheap however deep a reader
 * goes, and stable while rows are added. Pure and valibot-only, so the SPA shares it.
 */
import * as v from 'valibot'

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100

/** `?limit=` (1-100, 24 unless told) and `?cursor=` (the `nextCursor` of the page before). */
export const pageQueryFields = {
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('Limit must be a whole number'),
      v.minValue(1, `Limit must be 1 to ${MAX_PAGE_SIZE}`),
      v.maxValue(MAX_PAGE_SIZE, `Limit must be 1 to ${MAX_PAGE_SIZE}`),
    ),
    String(DEFAULT_PAGE_SIZE),
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300, 'That page link is not valid'))),
}

/** What a list search may be: trimmed, at most 100 characters; empty means no search. */
export const listSearchField = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search must be at most 100 characters')),
)

/** The RV and venue lists' availability filter: 'all' or left out means no filter. */
export const availabilityFilters = ['all', 'available', 'unavailable'] as const
export type AvailabilityFilter = (typeof availabilityFilters)[number]
export const availabilityField = v.optional(
  v.picklist(availabilityFilters, 'Availability must be all, available or unavailable'),
  'all',
)

export interface Page<T> {
  items: T[]
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null
}

/** The sort key of a page's last row, as an opaque URL-safe text. */
export const encodeCursor = (key: readonly (string | number)[]) =>
  btoa(JSON.stringify(key)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '')

/** The sort key a cursor holds, checked against its expected shape; null when it is not one of ours. */
export function decodeCursor<Schema extends v.GenericSchema>(
  cursor: string,
  shape: Schema,
): v.InferOutput<Schema> | null {
  try {
    const parsed = v.safeParse(shape, JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/'))))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** A page from `limit + 1` rows fetched in order: the extra row only says that there is more. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => readonly (string | number)[],
): Page<Item> {
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  return { items: items.map(toItem), nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null }
}
