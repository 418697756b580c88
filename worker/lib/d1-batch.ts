import type { SQL } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { Db } from '../db/client'

const dialect = new SQLiteAsyncDialect()

/**
 * Runs raw drizzle SQL statements as one D1 batch (one transaction, in order, on one
 * connection, so `changes()` sees the statement before). For conditional writes drizzle's
 * builder cannot express, such as INSERT ... SELECT ... WHERE NOT EXISTS.
 */
export function runBatch(db: Db, statements: SQL[]) {
  return db.$client.batch(
    statements.map((statement) => {
      const { sql, params } = dialect.sqlToQuery(statement)
      return db.$client.prepare(sql).bind(...params)
    }),
  )
}
