/**
 * Maintenance tasks: adding, editing, deleting and completing one. A task's out-of-service range is
 * an rv_blocks row, which the occupancy rule reads, so while the task is open search hides the RV
 * and no booking can take those nights; and the range itself is taken only where the same rule
 * leaves the nights free (of bookings, live holds and other blocks). The block is rewritten from
 * the task row in the same batch as every change, so the two never disagree.
 */
import { and, isNull, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { maintenanceTasks } from '../../../db/schema'
import { AppError, notFound } from '../../../lib/errors'
import { runBatchThenRead } from '../../../db/batch'
import { deleteOwnedOr404, foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../../db/owned'
import { firstTakerForBlock, nightsTakenForBlock, type NightsTaker } from '../../bookings'
import { selectTask, taskFrom } from './list'
import {
  editedTaskSchema,
  type EditedTask,
  type MaintenanceTask,
  type MaintenanceTaskData,
  type MaintenanceTaskPatch,
} from './schemas'

const alreadyCompleted = () => new AppError(409, 'task_completed', 'This maintenance task is already completed')

interface Nights {
  startDate: string
  endDate: string
}

/** The nights a task keeps the RV off the road, or null when it does not. */
const outOfService = (task: EditedTask): Nights | null =>
  task.outOfServiceStart && task.outOfServiceEnd
    ? { startDate: task.outOfServiceStart, endDate: task.outOfServiceEnd }
    : null

/** SQL true when the task may keep those nights: the occupancy rule leaves them free of bookings, holds and other blocks. */
const nightsFree = (task: { rvId: string; id: string }, range: Nights | null, now: number) =>
  range ? sql`not ${nightsTakenForBlock({ rvId: task.rvId, range, maintenanceTaskId: task.id }, now)}` : sql`1`

const blockedBy = {
  maintenance: ({ startDate, endDate, label }: NightsTaker) =>
    `This RV is already off the road from ${startDate} to ${endDate} for '${label}', during those dates. Change that task first, or choose other dates.`,
  calendar: ({ startDate, endDate, label }: NightsTaker) =>
    `This RV is taken from ${startDate} to ${endDate} on another calendar ('${label}'), during those dates. Choose other dates.`,
}

/** The 409 for an out-of-service range the occupancy rule refused, naming what takes those nights first. */
async function takenRefusal({
  ctx: { db, now },
  input: { rvId, id, range },
}: {
  ctx: OwnerRequestContext
  input: { rvId: string; id: string; range: Nights }
}) {
  const taker = await db.get<NightsTaker | undefined>(firstTakerForBlock({ rvId, range, maintenanceTaskId: id }, now))
  if (taker?.source) {
    const message = blockedBy[taker.source](taker)
    return new AppError(409, 'rv_unavailable', message, { outOfServiceStart: [message] })
  }
  const message = taker
    ? `This RV is booked from ${taker.startDate} to ${taker.endDate}, during those dates. Move or cancel that booking first, or choose other dates.`
    : 'A booking holds some of those dates. Reload and try again.'
  return new AppError(409, 'rv_booked', message, { outOfServiceStart: [message] })
}

/**
 * The task's block made to match its row as stored: an open task with an out-of-service range has
 * exactly one, any other has none. Run after the write it follows, in the same batch.
 */
const syncBlockStatements = (taskId: string, now: number) => [
  sql`delete from rv_blocks where maintenance_task_id = ${taskId}`,
  sql`insert into rv_blocks (id, owner_id, rv_id, start_date, end_date, source, maintenance_task_id, label, created_at)
      select ${crypto.randomUUID()}, owner_id, rv_id, out_of_service_start, out_of_service_end, 'maintenance', id, title, ${now}
      from maintenance_tasks
      where id = ${taskId} and completed_at is null and out_of_service_start is not null and out_of_service_end is not null`,
]

async function openTaskRow({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  const row = await foundOr404(
    ctx.db.query.maintenanceTasks.findFirst({ where: ownedRow(maintenanceTasks, ctx.ownerId, id) }),
    'That maintenance task',
  )
  if (row.completedAt !== null) throw alreadyCompleted()
  return row
}

/** POST /api/issues/maintenance: refused when a booking, a hold or another block takes any of its out-of-service nights. */
export async function createTask({ ctx, input }: { ctx: OwnerRequestContext; input: MaintenanceTaskData }) {
  const { now } = ctx
  const owned = await ctx.db.get<{ rv: number; issue: number }>(
    sql`select exists (select 1 from rvs where id = ${input.rvId} and owner_id = ${ctx.ownerId}) as rv,
               exists (select 1 from issues where id = ${input.issueId} and owner_id = ${ctx.ownerId}) as issue`,
  )
  if (!owned?.rv) throw notFound('That RV')
  if (input.issueId !== null && !owned.issue) throw notFound('That issue')
  const id = crypto.randomUUID()
  const range = outOfService(input)
  // Each write reads its answer in its own batch: no failure can fall between a saved change and its answer.
  const {
    written: [inserted],
    read: [rows],
  } = await runBatchThenRead(
    ctx.db,
    [
      sql`insert into maintenance_tasks (id, owner_id, rv_id, issue_id, title, notes, due_date, due_mileage, repeat_every_days, repeat_every_miles, out_of_service_start, out_of_service_end, created_at, updated_at)
        select ${id}, ${ctx.ownerId}, ${input.rvId}, ${input.issueId}, ${input.title}, ${input.notes}, ${input.dueDate}, ${input.dueMileage},
               ${input.repeatEveryDays}, ${input.repeatEveryMiles}, ${input.outOfServiceStart}, ${input.outOfServiceEnd}, ${now}, ${now}
        where ${nightsFree({ rvId: input.rvId, id }, range, now)}`,
      ...syncBlockStatements(id, now),
    ],
    [selectTask(ctx, id)],
  )
  if (inserted?.meta.changes !== 1) throw await takenRefusal({ ctx, input: { rvId: input.rvId, id, range: range! } })
  return taskFrom(rows)!
}

/** The merged task, checked with the same rules as a new one (the patch alone cannot tell). */
function editedTask(task: object): EditedTask {
  const result = v.safeParse(editedTaskSchema, task)
  if (result.success) return result.output
  throw new AppError(400, 'invalid_input', result.issues[0].message, v.flatten(result.issues).nested)
}

/** PATCH /api/issues/maintenance/:id: an open task's fields; its block follows in the same batch. */
export async function updateTask({
  ctx,
  input: { id, ...patch },
}: {
  ctx: OwnerRequestContext
  input: MaintenanceTaskPatch & { id: string }
}) {
  const { now } = ctx
  const { rvId, ...current } = await openTaskRow({ ctx, input: { id } })
  // The schema keeps only the fields an owner may set; the row's id, owner and times fall away.
  const task = editedTask({ ...current, ...patch })
  const range = outOfService(task)
  const {
    written: [updated],
    read: [rows],
  } = await runBatchThenRead(
    ctx.db,
    [
      ctx.db
        .update(maintenanceTasks)
        .set({ ...task, updatedAt: now })
        .where(
          and(
            ownedRow(maintenanceTasks, ctx.ownerId, id),
            isNull(maintenanceTasks.completedAt),
            nightsFree({ rvId, id }, range, now),
          ),
        )
        .getSQL(),
      ...syncBlockStatements(id, now),
    ],
    [selectTask(ctx, id)],
  )
  const saved = taskFrom(rows)
  if (updated?.meta.changes === 1) return saved!
  // Completed meanwhile, or something else takes the new nights.
  if (saved?.completedAt) throw alreadyCompleted()
  throw await takenRefusal({ ctx, input: { rvId, id, range: range! } })
}

/** DELETE /api/issues/maintenance/:id: the task and (by its foreign key) its block. */
export async function deleteTask({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  await deleteOwnedOr404(ctx, maintenanceTasks, id, 'That maintenance task')
}

/**
 * POST /api/issues/maintenance/:id/complete: the task is done, its block goes (the RV is back on
 * the road), and a repeating task schedules its next one: due `repeatEveryDays` after this one's
 * due date and `repeatEveryMiles` after the mileage it was done at (its due mileage when not
 * given), without an out-of-service range. The completion is a conditional update and the next
 * task is written only when that update changed the row, so two racing completes write one.
 */
export async function completeTask({
  ctx,
  input: { id, mileage },
}: {
  ctx: OwnerRequestContext
  input: { id: string; mileage: number | null }
}): Promise<{ completed: MaintenanceTask; next: MaintenanceTask | null }> {
  const { now } = ctx
  await openTaskRow({ ctx, input: { id } })
  const nextId = crypto.randomUUID()
  const {
    written: [completed],
    read: [done, next],
  } = await runBatchThenRead(
    ctx.db,
    [
      ctx.db
        .update(maintenanceTasks)
        .set({ completedAt: now, updatedAt: now })
        .where(and(ownedRow(maintenanceTasks, ctx.ownerId, id), isNull(maintenanceTasks.completedAt)))
        .getSQL(),
      // changes() is the update's just before: 0 when another completion got there first.
      sql`insert into maintenance_tasks (id, owner_id, rv_id, title, notes, due_date, due_mileage, repeat_every_days, repeat_every_miles, created_at, updated_at)
        select ${nextId}, owner_id, rv_id, title, notes,
               case when repeat_every_days is not null then date(due_date, '+' || repeat_every_days || ' days') end,
               case when repeat_every_miles is not null then coalesce(${mileage}, due_mileage) + repeat_every_miles end,
               repeat_every_days, repeat_every_miles, ${now}, ${now}
        from maintenance_tasks
        where id = ${id} and changes() = 1 and (repeat_every_days is not null or repeat_every_miles is not null)`,
      ...syncBlockStatements(id, now),
    ],
    [selectTask(ctx, id), selectTask(ctx, nextId)],
  )
  if (completed?.meta.changes !== 1) throw alreadyCompleted()
  return { completed: taskFrom(done)!, next: taskFrom(next) }
}
