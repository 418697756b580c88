import { and, eq, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
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

/** `owner_id = ? AND id = ?`: the only way an owner's object is addressed (another owner's is a 404). */
export const ownedRow = (table: { ownerId: SQLiteColumn; id: SQLiteColumn }, ownerId: string, id: string): SQL =>
  and(eq(table.ownerId, ownerId), eq(table.id, id))!

const sqliteMessage = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  return `${error instanceof Error ? error.message : String(error)} ${cause}`
}

/** D1 enforces foreign keys: deleting a row others still point at fails with this. */
export const isForeignKeyViolation = (error: unknown) => sqliteMessage(error).includes('FOREIGN KEY constraint failed')

export const isUniqueViolation = (error: unknown) => sqliteMessage(error).includes('UNIQUE constraint failed')
