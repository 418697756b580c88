/** Reading maintenance tasks: the owner's lists a page at a time, one task, and the dashboard's next due. */
import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { maintenanceTasks, rvs } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import { foundOr404, ownedRow, type OwnerContext } from '../../../db/owned'
import { decodeCursor, toPage } from '../../../lib/shared/paging'
import type { MaintenanceListQuery, MaintenancePage, MaintenanceTask } from './schemas'

const { ownerId: _owner, updatedAt: _updated, ...taskColumns } = getTableColumns(maintenanceTasks)
const withRvName = { ...taskColumns, rvName: rvs.name }

type TaskRow = Omit<typeof maintenanceTasks.$inferSelect, 'ownerId' | 'updatedAt'> & { rvName: string }

const toTask = ({ completedAt, createdAt, ...row }: TaskRow): MaintenanceTask => ({
  ...row,
  completedAt: completedAt === null ? null : new Date(completedAt).toISOString(),
  createdAt: new Date(createdAt).toISOString(),
})

/** Tasks with their RV's name, from the owner's tasks matching `where`. */
const tasksWithRv = (ctx: OwnerContext, where?: SQL) =>
  ctx.db
    .select(withRvName)
    .from(maintenanceTasks)
    .innerJoin(rvs, eq(rvs.id, maintenanceTasks.rvId))
    .where(and(eq(maintenanceTasks.ownerId, ctx.ownerId), where))

/** One task as the API answers it, for a batch that writes it first (no row: it was not written). */
export const selectTask = (ctx: OwnerContext, id: string) => tasksWithRv(ctx, eq(maintenanceTasks.id, id))

export function taskFrom(rows: TaskRow[]): MaintenanceTask | null {
  return rows[0] ? toTask(rows[0]) : null
}

/** Open tasks come soonest due first; those due only by mileage come last. */
const dueKey = sql<string>`coalesce(${maintenanceTasks.dueDate}, '9999-12-31')`
const upcomingCursor = v.tuple([v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), v.string()])
const completedCursor = v.tuple([v.pipe(v.number(), v.integer()), v.string()])

const invalidPageLink = () =>
  new AppError(400, 'invalid_input', 'That page link is not valid', { cursor: ['That page link is not valid'] })

function after<Schema extends v.GenericSchema>(cursor: string | undefined, shape: Schema) {
  if (cursor === undefined) return undefined
  const key = decodeCursor(cursor, shape)
  if (key === null) throw invalidPageLink()
  return key
}

function stateOrder(query: MaintenanceListQuery) {
  if (query.state === 'completed') {
    const key = after(query.cursor, completedCursor)
    return {
      where: and(
        isNotNull(maintenanceTasks.completedAt),
        key && sql`(${maintenanceTasks.completedAt}, ${maintenanceTasks.id}) < (${key[0]}, ${key[1]})`,
      ),
      orderBy: [desc(maintenanceTasks.completedAt), desc(maintenanceTasks.id)],
      keyOf: (row: TaskRow) => [row.completedAt!, row.id] as const,
    }
  }
  const key = after(query.cursor, upcomingCursor)
  return {
    where: and(
      isNull(maintenanceTasks.completedAt),
      key && sql`(${dueKey}, ${maintenanceTasks.id}) > (${key[0]}, ${key[1]})`,
    ),
    orderBy: [asc(dueKey), asc(maintenanceTasks.id)],
    keyOf: (row: TaskRow) => [row.dueDate ?? '9999-12-31', row.id] as const,
  }
}

/** GET /api/issues/maintenance: the owner's upcoming or completed tasks, of one RV or all, a page at a time. */
export async function listTasks({ ctx, input: query }: { ctx: OwnerContext; input: MaintenanceListQuery }) {
  const { where, orderBy, keyOf } = stateOrder(query)
  const page = tasksWithRv(
    ctx,
    and(where, query.rvId === undefined ? undefined : eq(maintenanceTasks.rvId, query.rvId)),
  )
    .orderBy(...orderBy)
    .limit(query.limit + 1)
  if (query.rvId === undefined) return toPage(await page, query.limit, toTask, keyOf) satisfies MaintenancePage
  // Another owner's RV is a 404, not an empty list.
  const [rv, rows] = await ctx.db.batch([
    ctx.db
      .select({ id: rvs.id })
      .from(rvs)
      .where(ownedRow(rvs, ctx.ownerId, query.rvId)),
    page,
  ])
  await foundOr404(rv[0], 'That RV')
  return toPage(rows, query.limit, toTask, keyOf) satisfies MaintenancePage
}

/**
 * The next due open tasks with their RV's name (the dashboard's 'Upcoming Maintenance'), at most
 * `limit`, as a query for the caller's own batch.
 */
export const upcomingMaintenance = ({ ctx, input: { limit } }: { ctx: OwnerContext; input: { limit: number } }) =>
  ctx.db
    .select({
      id: maintenanceTasks.id,
      title: maintenanceTasks.title,
      rvName: rvs.name,
      dueDate: maintenanceTasks.dueDate,
      dueMileage: maintenanceTasks.dueMileage,
    })
    .from(maintenanceTasks)
    .innerJoin(rvs, eq(rvs.id, maintenanceTasks.rvId))
    .where(and(eq(maintenanceTasks.ownerId, ctx.ownerId), isNull(maintenanceTasks.completedAt)))
    .orderBy(asc(dueKey), asc(maintenanceTasks.id))
    .limit(limit)
