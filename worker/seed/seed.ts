/**
 * Inserts the demo data set. Every row has a fixed id and every insert is ON CONFLICT DO NOTHING,
 * so a second run inserts nothing and returns { inserted: 0 }. All inserts go in one db.batch,
 * which D1 runs as one transaction.
 */
import { getTableColumns, inArray, or } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../db/client'
import * as t from '../db/schema'
import { buildDemoData } from './demo-data'

/** D1 binds at most 100 parameters per statement. */
const MAX_BOUND_PARAMETERS = 100

/** Multi-row inserts, chunked so rows x columns stays within the parameter limit. */
function chunkedInserts<T extends SQLiteTable>(db: Db, table: T, rows: T['$inferInsert'][]): BatchItem<'sqlite'>[] {
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(table)).length))
  const statements: BatchItem<'sqlite'>[] = []
  for (let i = 0; i < rows.length; i += perStatement) {
    statements.push(
      db
        .insert(table)
        .values(rows.slice(i, i + perStatement))
        .onConflictDoNothing(),
    )
  }
  return statements
}

export interface SeedOptions {
  /** The day the demo is built around, 'YYYY-MM-DD'. */
  today: string
  hashPassword: (password: string) => Promise<string>
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<{ inserted: number }> {
  const data = buildDemoData(options.today)

  // Hash passwords only for owners not there yet. An account made by hand with a demo email
  // would leave the demo rows without their owner, so that stops the seed with a clear message.
  const existing = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(
      or(
        inArray(
          t.users.id,
          data.owners.map((o) => o.id),
        ),
        inArray(
          t.users.email,
          data.owners.map((o) => o.email),
        ),
      ),
    )
  for (const row of existing) {
    if (!data.owners.some((o) => o.id === row.id && o.email === row.email)) {
      throw new Error(
        `User ${row.email} exists but is not the demo account; use a fresh local database to seed demo data.`,
      )
    }
  }
  const newOwners = data.owners.filter((o) => !existing.some((row) => row.id === o.id))
  const userRows: (typeof t.users.$inferInsert)[] = []
  // Demo accounts own their (reserved) addresses: created verified, so no confirmation is pending.
  const verifiedAt = Date.now()
  for (const { password, ...owner } of newOwners) {
    userRows.push({
      ...owner,
      passwordHash: await options.hashPassword(password),
      emailVerifiedAt: verifiedAt,
    })
  }

  const statements = [
    ...chunkedInserts(db, t.users, userRows),
    ...chunkedInserts(db, t.customers, data.customers),
    ...chunkedInserts(db, t.businessProfiles, data.businessProfiles),
    ...chunkedInserts(db, t.pickupLocations, data.pickupLocations),
    ...chunkedInserts(db, t.rvs, data.rvs),
    ...chunkedInserts(db, t.venues, data.venues),
    ...chunkedInserts(db, t.parkingSpots, data.parkingSpots),
    ...chunkedInserts(db, t.venueClosures, data.venueClosures),
    ...chunkedInserts(db, t.bookings, data.bookings),
    ...chunkedInserts(db, t.issues, data.issues),
    ...chunkedInserts(db, t.maintenanceTasks, data.maintenanceTasks),
    ...chunkedInserts(db, t.campaigns, data.campaigns),
    ...chunkedInserts(db, t.promotions, data.promotions),
    ...chunkedInserts(db, t.leads, data.leads),
    ...chunkedInserts(db, t.businessPayments, data.businessPayments),
    ...chunkedInserts(db, t.adCampaigns, data.adCampaigns),
    ...chunkedInserts(db, t.adPerformance, data.adPerformance),
    ...chunkedInserts(db, t.notifications, data.notifications),
    ...chunkedInserts(db, t.bookingStatusChanges, data.bookingStatusChanges),
    ...chunkedInserts(db, t.reviews, data.reviews),
    ...chunkedInserts(db, t.conversations, data.conversations),
    ...chunkedInserts(db, t.messages, data.messages),
  ]
  const [first, ...rest] = statements
  if (!first) return { inserted: 0 }
  const results = (await db.batch([first, ...rest])) as { meta?: { changes?: number } }[]
  return { inserted: results.reduce((sum, result) => sum + (result.meta?.changes ?? 0), 0) }
}
