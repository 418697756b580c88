import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

/**
 * One drizzle client per request, over the D1 binding or one D1 session of it (d1-session.ts).
 * drizzle only prepares statements and runs batches, which a session does like the binding.
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema })
}

export type Db = ReturnType<typeof createDb>
