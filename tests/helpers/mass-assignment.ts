/**
 * Fields only the server may set (who owns a row, when it was made, what was paid, how often it was
 * used or seen), sent with hostile values, and the check that none of them reached the stored row.
 * The values are sentinels no route writes by itself, so finding one anywhere in the row means a
 * client set it.
 */
import { env } from 'cloudflare:workers'

export const HOSTILE_ID = 'hostile0-0000-4000-8000-000000000000'
/** 1 ms after 1970: no route stamps a row with it. */
export const HOSTILE_TIME = 1
/** A count, and as an amount ('9876.54') the same number of cents. */
export const HOSTILE_NUMBER = 987_654
const HOSTILE_AMOUNT = '9876.54'
export const HOSTILE_TEXT = 'pi_hostile_mass_assignment'

/** The server-owned fields, camelCase as the API speaks; `strangerId` is another owner's real id. */
export const hostileFields = (strangerId: string): Record<string, unknown> => ({
  id: HOSTILE_ID,
  ownerId: strangerId,
  businessOwnerId: strangerId,
  userId: strangerId,
  createdAt: HOSTILE_TIME,
  updatedAt: HOSTILE_TIME,
  completedAt: HOSTILE_TIME,
  resolvedAt: HOSTILE_TIME,
  sentAt: HOSTILE_TIME,
  publishedAt: HOSTILE_TIME,
  repliedAt: HOSTILE_TIME,
  emailVerifiedAt: HOSTILE_TIME,
  paymentStatus: 'refunded',
  paymentIntentId: HOSTILE_TEXT,
  amountPaid: HOSTILE_AMOUNT,
  amountPaidCents: HOSTILE_NUMBER,
  total: HOSTILE_AMOUNT,
  totalAmount: HOSTILE_AMOUNT,
  totalPrice: HOSTILE_AMOUNT,
  totalCents: HOSTILE_NUMBER,
  amountCents: HOSTILE_NUMBER,
  leadCost: HOSTILE_AMOUNT,
  estimatedRevenue: HOSTILE_AMOUNT,
  uses: HOSTILE_NUMBER,
  usesCount: HOSTILE_NUMBER,
  usedCount: HOSTILE_NUMBER,
  timesUsed: HOSTILE_NUMBER,
  impressions: HOSTILE_NUMBER,
  clicks: HOSTILE_NUMBER,
  conversions: HOSTILE_NUMBER,
  spend: HOSTILE_AMOUNT,
  ctr: HOSTILE_NUMBER,
  cpc: HOSTILE_AMOUNT,
  cpa: HOSTILE_AMOUNT,
  sent: HOSTILE_NUMBER,
  opened: HOSTILE_NUMBER,
  clicked: HOSTILE_NUMBER,
  recipients: HOSTILE_NUMBER,
  rating: HOSTILE_NUMBER,
  verified: true,
  emailVerified: true,
  isVerified: true,
  role: 'admin',
  isAdmin: true,
})

let keyedTables: Promise<{ table: string; key: string }[]> | undefined

/** The tables whose rows are addressed by an `id` (or, for uploads, a `key`) column. */
const tablesWithKeys = () =>
  (keyedTables ??= env.DB.prepare("select name, sql from sqlite_master where type = 'table'")
    .all<{ name: string; sql: string }>()
    .then(({ results }) =>
      results.flatMap(({ name, sql }) => {
        const key = ['id', 'key'].find((column) => new RegExp(`[\`"]${column}[\`"] text`).test(sql))
        return key && !name.startsWith('_cf_') ? [{ table: name, key }] : []
      }),
    ))

/** Every stored row whose id (or key) is `id`, with its table. */
export async function storedRows(id: string) {
  const found: { table: string; row: Record<string, unknown> }[] = []
  for (const { table, key } of await tablesWithKeys()) {
    const row = await env.DB.prepare(`select * from "${table}" where "${key}" = ?`)
      .bind(id)
      .first<Record<string, unknown>>()
    if (row) found.push({ table, row })
  }
  return found
}

/** The hostile values a stored row holds, as 'table.column = value'; empty when it holds none. */
export function hostileValuesIn(table: string, row: Record<string, unknown>, strangerId: string) {
  const kept = Object.entries(row).filter(
    ([column, value]) =>
      value === HOSTILE_ID ||
      value === strangerId ||
      value === HOSTILE_TEXT ||
      value === HOSTILE_NUMBER ||
      (column.endsWith('_at') && value === HOSTILE_TIME) ||
      (column === 'payment_status' && value === 'refunded') ||
      // The fuzzing owner never confirmed an email: only the emailed link may set this.
      (table === 'users' && column === 'email_verified_at' && value !== null),
  )
  return kept.map(([column, value]) => `${table}.${column} = ${JSON.stringify(value)}`)
}

/** How many rows anywhere carry the hostile id: an object created under it would be one. */
export async function rowsWithHostileId() {
  let count = 0
  for (const { table, key } of await tablesWithKeys())
    count += (await env.DB.prepare(`select count(*) as n from "${table}" where "${key}" = ?`)
      .bind(HOSTILE_ID)
      .first<{ n: number }>())!.n
  return count
}
