/** Maintenance task payloads (issue 12), shared by the API and the 'Add Maintenance Task' dialog. */
import * as v from 'valibot'
import { calendarDay, isRealDay, toDayNumber } from '../../../lib/shared/dates'
import { formObject, optionalText, optionalWholeNumber, requiredText } from '../../../lib/shared/fields'
import { pageQueryFields, type Page } from '../../../lib/shared/paging'

/** An odometer beyond this is a typo, not an RV. */
export const MAX_MILEAGE = 2_000_000
/** Repeats longer than ten years or 100,000 miles are typos too. */
export const MAX_REPEAT_DAYS = 3650
export const MAX_REPEAT_MILES = 100_000
/** An RV kept off the road for more than a year is better marked unavailable for rent. */
export const MAX_OUT_OF_SERVICE_NIGHTS = 365

const idField = (label: string) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(64))

/** A day or nothing: an empty text (a cleared date input) is nothing. */
const optionalDay = (label: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(`${label} must be a calendar day like 2026-07-04`)),
      v.transform((value) => value || null),
      v.nullable(calendarDay(label)),
    ),
    null,
  )

/** What an owner may set on a task, whichever RV it belongs to. */
const taskFields = {
  title: requiredText('Title', 120),
  notes: optionalText('Notes', 2000),
  dueDate: optionalDay('Due date'),
  dueMileage: optionalWholeNumber('Due mileage', 0, MAX_MILEAGE),
  repeatEveryDays: optionalWholeNumber('Repeat every (days)', 1, MAX_REPEAT_DAYS),
  repeatEveryMiles: optionalWholeNumber('Repeat every (miles)', 1, MAX_REPEAT_MILES),
  // Nights [start, end), like a booking's pickup and return: the RV is rentable again on the end day.
  outOfServiceStart: optionalDay('Off the road from'),
  outOfServiceEnd: optionalDay('Back on the road'),
}
type MaintenanceTaskFields = v.InferOutput<v.ObjectSchema<typeof taskFields, undefined>>

const DUE_REQUIRED = 'Give a due date, a due mileage, or both'

/** The fields the rules between fields read (a type, not an interface: valibot needs an index-compatible record). */
type TaskValues = {
  dueDate: string | null
  dueMileage: number | null
  repeatEveryDays: number | null
  repeatEveryMiles: number | null
  outOfServiceStart: string | null
  outOfServiceEnd: string | null
}
type TaskField = keyof TaskValues

/**
 * A rule between two fields, reported on the second. valibot runs it once both fields have the
 * right type, even when other fields failed, so the form shows it beside the field to fix.
 */
const rule = (fields: [TaskField, TaskField], requirement: (task: TaskValues) => boolean, message: string) =>
  v.forward<TaskValues, v.PartialCheckIssue<TaskValues>, [TaskField]>(
    v.partialCheck<TaskValues, [[TaskField], [TaskField]], TaskValues, string>(
      [[fields[0]], [fields[1]]],
      requirement,
      message,
    ),
    [fields[1]],
  )

const bothRealDays = ({ outOfServiceStart: start, outOfServiceEnd: end }: TaskValues) =>
  start !== null && end !== null && isRealDay(start) && isRealDay(end)
const outOfServiceNights = (task: TaskValues) =>
  toDayNumber(task.outOfServiceEnd!) - toDayNumber(task.outOfServiceStart!)

const RULES = [
  rule(['dueMileage', 'dueDate'], (task) => task.dueDate !== null || task.dueMileage !== null, DUE_REQUIRED),
  rule(
    ['dueDate', 'repeatEveryDays'],
    (task) => task.repeatEveryDays === null || task.dueDate !== null,
    'Repeating by days needs a due date to count from',
  ),
  rule(
    ['dueMileage', 'repeatEveryMiles'],
    (task) => task.repeatEveryMiles === null || task.dueMileage !== null,
    'Repeating by miles needs a due mileage to count from',
  ),
  rule(
    ['outOfServiceEnd', 'outOfServiceStart'],
    (task) => task.outOfServiceStart !== null || task.outOfServiceEnd === null,
    'Give the day it goes off the road too, or clear both days',
  ),
  rule(
    ['outOfServiceStart', 'outOfServiceEnd'],
    (task) => task.outOfServiceEnd !== null || task.outOfServiceStart === null,
    'Give the day it is back on the road too, or clear both days',
  ),
  rule(
    ['outOfServiceStart', 'outOfServiceEnd'],
    (task) => !bothRealDays(task) || task.outOfServiceEnd! > task.outOfServiceStart!,
    'Back on the road must be after the day it goes off the road',
  ),
  rule(
    ['outOfServiceStart', 'outOfServiceEnd'],
    (task) => !bothRealDays(task) || outOfServiceNights(task) <= MAX_OUT_OF_SERVICE_NIGHTS,
    `An RV can be off the road for at most ${MAX_OUT_OF_SERVICE_NIGHTS} nights at a time`,
  ),
]

/** The rules, for any object schema that holds the task's fields (they read nothing else). */
const taskRules = <Task extends TaskValues>() =>
  RULES as unknown as v.BaseValidation<Task, Task, v.PartialCheckIssue<TaskValues>>[]

/** POST /api/issues/maintenance: a task for one of the owner's RVs, maybe scheduled from an issue. */
export const maintenanceTaskSchema = v.pipe(
  formObject({
    rvId: idField('RV'),
    issueId: v.optional(
      v.pipe(
        v.nullable(v.pipe(v.string('Issue must be an id'), v.trim(), v.maxLength(64))),
        v.transform((value) => value || null),
      ),
      null,
    ),
    ...taskFields,
  }),
  ...taskRules<MaintenanceTaskFields & { rvId: string; issueId: string | null }>(),
)
export type MaintenanceTaskInput = v.InferInput<typeof maintenanceTaskSchema>
export type MaintenanceTaskData = v.InferOutput<typeof maintenanceTaskSchema>

/** PATCH /api/issues/maintenance/:id: any of the fields; the server checks the rules on the task as it would become. */
export const maintenanceTaskPatchSchema = v.partial(formObject(taskFields))
export type MaintenanceTaskPatch = v.InferOutput<typeof maintenanceTaskPatchSchema>

/** The task as a patch leaves it, checked with the same rules as a new one. */
export const editedTaskSchema = v.pipe(formObject(taskFields), ...taskRules<MaintenanceTaskFields>())
export type EditedTask = v.InferOutput<typeof editedTaskSchema>

/** POST /api/issues/maintenance/:id/complete: the odometer when the work was done, if known. */
export const completeTaskSchema = formObject({
  mileage: optionalWholeNumber('Mileage', 0, MAX_MILEAGE),
})
export type CompleteTaskInput = v.InferInput<typeof completeTaskSchema>

export const maintenanceStates = ['upcoming', 'completed'] as const

/** GET /api/issues/maintenance: upcoming (soonest due first) or completed (latest first), optionally of one RV. */
export const maintenanceListQuerySchema = v.object({
  rvId: v.optional(v.pipe(v.string(), v.maxLength(64, 'Unknown RV'))),
  state: v.optional(v.picklist(maintenanceStates, 'State must be upcoming or completed'), 'upcoming'),
  ...pageQueryFields,
})
export type MaintenanceListQuery = v.InferOutput<typeof maintenanceListQuerySchema>

export interface MaintenanceTask {
  id: string
  rvId: string
  rvName: string
  issueId: string | null
  title: string
  notes: string | null
  dueDate: string | null
  dueMileage: number | null
  repeatEveryDays: number | null
  repeatEveryMiles: number | null
  /** Nights [outOfServiceStart, outOfServiceEnd) the RV cannot be booked while the task is open. */
  outOfServiceStart: string | null
  outOfServiceEnd: string | null
  completedAt: string | null
  createdAt: string
}

export type MaintenancePage = Page<MaintenanceTask>
