import { useState, type FormEvent } from 'react'
import { maintenanceTaskSchema } from '../../../../../worker/modules/issues/maintenance/schemas'
import { Dialog } from '../../../../components/dialog'
import { DialogFormFooter } from '../../../../components/dialog-form-footer'
import { FormField } from '../../../../components/form-field'
import { useToast } from '../../../../components/toast'
import { localDate } from '../../../../lib/local-date'
import { useSchemaForm } from '../../../../lib/use-schema-form'
import { useAddTask } from '../../maintenance/queries'
import type { Issue } from '../queries'

/**
 * The banner's 'Schedule': a maintenance task for the issue's RV, named after the issue and linked
 * to it, due on a day (the fuller 'Add Maintenance Task' dialog on an RV takes no issue).
 */
export function ScheduleTaskDialog({ issue, onClose }: { issue: Issue | null; onClose: () => void }) {
  return (
    <Dialog
      open={issue !== null}
      onClose={onClose}
      title="Add Maintenance Task"
      description={issue ? `For ${issue.rvName ?? 'this RV'}, from the issue “${issue.title}”` : undefined}
    >
      {issue?.rvId && <ScheduleForm key={issue.id} issue={issue} rvId={issue.rvId} onDone={onClose} />}
    </Dialog>
  )
}

function ScheduleForm({ issue, rvId, onDone }: { issue: Issue; rvId: string; onDone: () => void }) {
  const [values, setValues] = useState({ title: issue.title, dueDate: localDate() })
  const schedule = useAddTask()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: maintenanceTaskSchema,
    fallbackMessage: 'The task could not be added. Please try again.',
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    const done = await submit({ ...values, rvId, issueId: issue.id }, (payload) => schedule.mutateAsync(payload))
    if (!done) return
    toast({
      title: 'Maintenance task added',
      description: `${values.title.trim()} for ${issue.rvName}`,
      variant: 'success',
    })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <FormField label="Task" error={errors.title}>
        <input
          className="input input-bordered w-full"
          maxLength={120}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
      </FormField>
      <FormField label="Due date" error={errors.dueDate}>
        <input
          type="date"
          className="input input-bordered w-full"
          min={localDate()}
          value={values.dueDate}
          onChange={(event) => setValues({ ...values, dueDate: event.target.value })}
        />
      </FormField>
      <DialogFormFooter
        formError={formError}
        pending={schedule.isPending}
        idleLabel="Add task"
        busyLabel="Adding..."
        onCancel={onDone}
      />
    </form>
  )
}
