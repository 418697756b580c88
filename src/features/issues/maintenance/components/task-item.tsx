import { useId, useState, type FormEvent } from 'react'
import { completeTaskSchema } from '../../../../../worker/modules/issues/maintenance/schemas'
import { useToast } from '../../../../components/toast'
import { errorMessage } from '../../../../lib/api'
import { optionalNumber } from '../../../../lib/form-errors'
import { useSchemaForm } from '../../../../lib/use-schema-form'
import { useCompleteTask, useDeleteTask, type MaintenanceTask } from '../queries'
import { dueText, isOverdue, outOfServiceText, repeatText } from '../../../../lib/task-display'
import { displayDate } from '../../../../lib/format'

interface TaskItemProps {
  task: MaintenanceTask
  /** Show which RV (the list covers several). */
  showRv: boolean
  today: string
}

/** One task: when it is due, how it repeats, its nights off the road, and Complete / Delete. */
export function TaskItem({ task, showRv, today }: TaskItemProps) {
  const [mode, setMode] = useState<'idle' | 'completing' | 'deleting'>('idle')
  const [mileage, setMileage] = useState('')
  const complete = useCompleteTask()
  const remove = useDeleteTask()
  const toast = useToast()
  const details = [repeatText(task), outOfServiceText(task)].filter(Boolean)
  const mileageErrorId = useId()
  const { formRef, errors, submit } = useSchemaForm({
    schema: completeTaskSchema,
    fallbackMessage: 'Something went wrong. Please try again.',
    onFailure: (message) => {
      toast({ title: 'Could not complete the task', description: message, variant: 'destructive' })
      setMode('idle')
    },
  })

  async function markComplete(event?: FormEvent) {
    event?.preventDefault()
    await submit({ mileage: optionalNumber(mileage) }, async (input) => {
      const { next } = await complete.mutateAsync({ id: task.id, input })
      toast({
        title: 'Maintenance task completed',
        description: next ? `${next.title}: next ${dueText(next).toLowerCase()}` : task.title,
        variant: 'success',
      })
    })
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(task.id)
      toast({ title: 'Maintenance task deleted', description: task.title, variant: 'success' })
    } catch (error) {
      toast({ title: 'Could not delete the task', description: errorMessage(error), variant: 'destructive' })
      setMode('idle')
    }
  }

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-words">{task.title}</span>
          {isOverdue(task, today) && <span className="badge badge-error badge-sm">Overdue</span>}
        </p>
        <p className="text-sm text-base-content/75">
          {showRv && `${task.rvName} · `}
          {task.completedAt ? `Completed ${displayDate(task.completedAt)}` : dueText(task)}
        </p>
        {details.map((text) => (
          <p key={text} className="text-xs text-base-content/70">
            {text}
          </p>
        ))}
        {task.notes && <p className="mt-1 text-sm whitespace-pre-line">{task.notes}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-1">
        {mode === 'completing' ? (
          // A task repeating by miles asks for the odometer first: its next one is due from there.
          <form
            ref={formRef}
            noValidate
            className="flex flex-wrap items-end gap-1"
            onSubmit={(event) => void markComplete(event)}
          >
            <label className="text-xs">
              Mileage when done
              <input
                type="number"
                inputMode="numeric"
                min={0}
                className="input input-sm block w-32"
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                aria-invalid={errors.mileage ? true : undefined}
                aria-describedby={errors.mileage ? mileageErrorId : undefined}
                value={mileage}
                onChange={(event) => setMileage(event.target.value)}
              />
            </label>
            <button type="submit" className="btn btn-success btn-sm" disabled={complete.isPending}>
              {complete.isPending ? 'Saving...' : 'Mark complete'}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('idle')}>
              Cancel
            </button>
            {errors.mileage && (
              <p id={mileageErrorId} className="basis-full text-xs text-red-700 dark:text-red-400">
                {errors.mileage}
              </p>
            )}
          </form>
        ) : mode === 'deleting' ? (
          <>
            <button
              type="button"
              className="btn btn-error btn-sm"
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              disabled={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              {remove.isPending ? 'Deleting...' : 'Yes, delete'}
              <span className="sr-only"> {task.title}</span>
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('idle')}>
              Keep
            </button>
          </>
        ) : (
          <>
            {!task.completedAt && (
              <button
                type="button"
                className="btn btn-outline btn-success btn-sm"
                disabled={complete.isPending}
                onClick={() => (task.repeatEveryMiles === null ? void markComplete() : setMode('completing'))}
              >
                Complete<span className="sr-only"> {task.title}</span>
              </button>
            )}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('deleting')}>
              Delete<span className="sr-only"> {task.title}</span>
            </button>
          </>
        )}
      </div>
    </li>
  )
}
