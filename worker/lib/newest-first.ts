/**
 * Newest-first keyset paging over (created_at, id), and substring search, for the owner lists
 * (customers, RVs, venues, notifications). The id breaks ties between rows created in the same
 * millisecond, so a page edge never skips or repeats a row.
 */
import { desc, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import * as v from 'valibot'
import { AppError } from './errors'
import { decodeCursor } from './shared/paging'

interface Keyed {
  createdAt: SQLiteColumn
  id: SQLiteColumn
}

const cursorShape = v.tuple([v.pipe(v.number(), v.integer()), v.string()])

const invalidPageLink = () =>
  new AppError(400, 'invalid_input', 'That page link is not valid', { cursor: ['That page link is not valid'] })

/** The rows after the cursor's row (none on the first page); a cursor we did not hand out is a 400. */
export function olderThan(table: Keyed, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined
  const after = decodeCursor(cursor, cursorShape)
  if (after === null) throw invalidPageLink()
  return sql`(${table.createdAt}, ${table.id}) < (${after[0]}, ${after[1]})`
}

export const newestFirst = (table: Keyed) => [desc(table.createdAt), desc(table.id)] as const

/** The sort key `olderThan` reads back from the cursor. */
export const newestKey = (row: { createdAt: number; id: string }) => [row.createdAt, row.id] as const

/**
 * Case-insensitive (ASCII, as LIKE) substring match; the search's own % _ and \ are taken literally.
 * instr rather than LIKE: D1 refuses a LIKE pattern over 50 bytes, and a search may be 100 characters.
 */
export const contains = (column: SQLiteColumn | SQL, text: string) => sql`instr(lower(${column}), lower(${text})) > 0`
