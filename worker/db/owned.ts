import { and, eq, type SQL } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { notFound } from '../lib/errors'
import type { Db } from './client'

/** What a service verb needs besides its input when no owner is signed in: the database and the clock. */
export interface RequestContext {
  db: Db
  now: number
}

/** What an owner-scoped service needs: the database and the signed-in owner (never the body's). */
export interface OwnerContext {
  db: Db
  ownerId: string
}

/** An owner-scoped verb that also reads the clock: the database, the signed-in owner and the request's time. */
export interface OwnerRequestContext extends OwnerContext, RequestContext {}

/** `owner_id = ? AND id = ?`: the only way an owner's object is addressed (another owner's is a 404). */
export const ownedRow = (table: { ownerId: SQLiteColumn; id: SQLiteColumn }, ownerId: string, id: string): SQL =>
  and(eq(table.ownerId, ownerId), eq(table.id, id))!

/**
 * The row a lookup found, or the 404 naming what was looked for ('That RV was not found'). Takes
 * the query itself or a row already read (from a batch):
 * `await foundOr404(db.query.rvs.findFirst({ where: ownedRow(rvs, ownerId, id) }), 'That RV')`.
 * Scoped by `ownedRow`, another owner's row answers the same 404 as a row that never existed.
 */
export async function foundOr404<Row>(lookup: PromiseLike<Row | undefined> | Row | undefined, what: string) {
  const row = await lookup
  if (row === undefined) throw notFound(what)
  return row
}

/**
 * Deletes the owner's row `id` of `table`, or answers the 404 naming it: one statement, so another
 * owner's row and a row that never existed are the same 404 and nothing is read first.
 */
export const deleteOwnedOr404 = (
  ctx: OwnerContext,
  table: SQLiteTable & { ownerId: SQLiteColumn; id: SQLiteColumn },
  id: string,
  what: string,
) =>
  foundOr404(
    ctx.db
      .delete(table)
      .where(ownedRow(table, ctx.ownerId, id))
      .returning({ id: table.id })
      .get(),
    what,
  )

const sqliteMessage = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  return `${error instanceof Error ? error.message : String(error)} ${cause}`
}

/** D1 enforces foreign keys: deleting a row others still point at fails with this. */
export const isForeignKeyViolation = (error: unknown) => sqliteMessage(error).includes('FOREIGN KEY constraint failed')

export const isUniqueViolation = (error: unknown) => sqliteMessage(error).includes('UNIQUE constraint failed')
