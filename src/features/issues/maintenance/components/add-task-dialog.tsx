import { useState, type FormEvent } from 'react'
import { maintenanceTaskSchema } from '../../../../../worker/modules/issues/maintenance/schemas'
import { Dialog } from '../../../../components/dialog'
import { DialogFormFooter } from '../../../../components/dialog-form-footer'
import { useToast } from '../../../../components/toast'
import { localDate } from '../../../../lib/local-date'
import { useSchemaForm } from '../../../../lib/use-schema-form'
import { useAddTask } from '../queries'
import { dueText } from '../../../../lib/task-display'
import { emptyTaskForm, toTaskPayload, type TaskFormValues } from '../task-form-values'
import { TaskFormFields } from './task-form-fields'

interface TaskRv {
  id: string
  name: string
}

/** The issue a task is scheduled from: it names the task, is due today, and is linked to it. */
interface TaskIssue {
  id: string
  title: string
}

interface AddTaskDialogProps {
  rv: TaskRv | null
  fromIssue?: TaskIssue | null
  onClose: () => void
}

/** 'Add Maintenance Task' for one RV, from its details or an issue's 'Schedule'; open while `rv` is set. */
export function AddTaskDialog({ rv, fromIssue = null, onClose }: AddTaskDialogProps) {
  const issueLine = fromIssue ? `, from the issue “${fromIssue.title}”` : ''
  return (
    <Dialog
      open={rv !== null}
      onClose={onClose}
      size="lg"
      title="Add Maintenance Task"
      description={rv ? `For ${rv.name}${issueLine}` : undefined}
    >
      {rv && <AddTaskForm key={`${rv.id}:${fromIssue?.id}`} rv={rv} fromIssue={fromIssue} onDone={onClose} />}
    </Dialog>
  )
}

function AddTaskForm({ rv, fromIssue, onDone }: { rv: TaskRv; fromIssue: TaskIssue | null; onDone: () => void }) {
  const [values, setValues] = useState<TaskFormValues>(() =>
    fromIssue ? { ...emptyTaskForm(), title: fromIssue.title, dueDate: localDate() } : emptyTaskForm(),
  )
  const add = useAddTask()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: maintenanceTaskSchema,
    fallbackMessage: 'The task could not be added. Please try again.',
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    const done = await submit({ ...toTaskPayload(rv.id, values), issueId: fromIssue?.id ?? null }, async (payload) => {
      const task = await add.mutateAsync(payload)
      toast({ title: 'Maintenance task added', description: `${task.title}: ${dueText(task)}`, variant: 'success' })
    })
    if (done) onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <TaskFormFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <DialogFormFooter
        formError={formError}
        pending={add.isPending}
        idleLabel="Add Task"
        busyLabel="Adding..."
        onCancel={onDone}
      />
    </form>
  )
}
