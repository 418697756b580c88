/** Column helpers every domain table shares (architecture.md convention 5). */
import { sql } from 'drizzle-orm'
import { integer, text } from 'drizzle-orm/sqlite-core'

/** Primary key: a random UUID made by the Worker. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID())

/** The business owner (a users.id) whose record this is; every owner query is scoped by it. */
export const ownerId = () => text('owner_id').notNull()

/** Timestamps are integer milliseconds since the epoch. */
export const createdAt = () =>
  integer('created_at', { mode: 'number' })
    .notNull()
    .$defaultFn(() => Date.now())

export const updatedAt = () =>
  integer('updated_at', { mode: 'number' })
    .notNull()
    .$defaultFn(() => Date.now())
    .$onUpdateFn(() => Date.now())

/** Money is integer cents; the wire carries decimal strings ("1234.50"). */
export const cents = (name: string) => integer(name, { mode: 'number' })

/** A calendar day as 'YYYY-MM-DD' text: no time zone, so no day shifts. */
export const calendarDate = (name: string) => text(name)

/** A JSON column (lists such as features, amenities, photoUrls). */
export const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>()

/** A JSON list (features, amenities, photo URLs...) that is never null: an SQL default of []. */
export const jsonList = <T = string>(name: string) =>
  json<T[]>(name)
    .notNull()
    .default(sql`'[]'`)

export const bool = (name: string) => integer(name, { mode: 'boolean' })
