import type { SQL } from 'drizzle-orm'
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { Db } from './client'

const dialect = new SQLiteAsyncDialect()

const prepared = (db: Db, statement: SQL) => {
  const { sql, params } = dialect.sqlToQuery(statement)
  return db.$client.prepare(sql).bind(...params)
}

/**
 * Runs raw drizzle SQL statements as one D1 batch (one transaction, in order, on one
 * connection, so `changes()` sees the statement before). For conditional writes drizzle's
 * builder cannot express, such as INSERT ... SELECT ... WHERE NOT EXISTS.
 */
export function runBatch(db: Db, statements: SQL[]) {
  return db.$client.batch(statements.map((statement) => prepared(db, statement)))
}

/** What drizzle's D1 session prepares for each query of its own batch: the SQL, and how to read its rows. */
interface PreparedRead {
  getQuery(): { sql: string; params: unknown[] }
  mapResult(result: unknown, isFromBatch: boolean): unknown
}

type Reads = Readonly<[BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>

/**
 * Runs `statements` and then drizzle queries (`reads`) of what they wrote, as one D1 batch. The
 * answer is read in the transaction that wrote it, so no failure can fall between a committed
 * write and its answer: a request that failed changed nothing, and repeating it is safe. (drizzle's
 * own batch cannot take raw statements with parameters, so its preparation of each read, as in
 * drizzle-orm/d1/session.js, is done here.) Reads are selects: drizzle's relational `findFirst`
 * cannot map an empty batch result. As in any D1 batch, rows come back as objects, so a read must
 * not select two columns of the same name.
 */
export async function runBatchThenRead<T extends Reads>(
  db: Db,
  statements: SQL[],
  reads: T,
): Promise<{ written: D1Result[]; read: BatchResponse<T> }> {
  const queries = reads.map((read) => (read as unknown as { _prepare(): PreparedRead })._prepare())
  const results = await db.$client.batch([
    ...statements.map((statement) => prepared(db, statement)),
    ...queries.map((query) => {
      const { sql, params } = query.getQuery()
      return db.$client.prepare(sql).bind(...params)
    }),
  ])
  return {
    written: results.slice(0, statements.length),
    read: queries.map((query, index) => query.mapResult(results[statements.length + index], true)) as BatchResponse<T>,
  }
}
