import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { issuePriorities, issueStatuses } from '../../../../../worker/lib/shared/enums'
import { issueChangeSchema, type IssueChangeInput } from '../../../../../worker/modules/issues/tickets/schemas'
import { EnumSelect } from '../../../../components/enum-select'
import { FormField } from '../../../../components/form-field'
import { useToast } from '../../../../components/toast'
import { useSchemaForm } from '../../../../lib/use-schema-form'
import { PRIORITY_LABELS, STATUS_LABELS, endsIssue } from '../issue-display'
import { useChangeIssue, type IssueDetail } from '../queries'

/** On top of the API's rules: an issue is only resolved or closed with a word on how. */
const changeFormSchema = v.pipe(
  issueChangeSchema,
  v.forward(
    v.check(
      (change) => !endsIssue(change.status) || Boolean(change.resolution),
      'Say how it was resolved before resolving or closing it',
    ),
    ['resolution'],
  ),
)

const fromIssue = (issue: IssueDetail) => ({
  status: issue.status,
  priority: issue.priority,
  assignedTechnician: issue.assignedTechnician ?? '',
  resolution: issue.resolution ?? '',
})
type ChangeValues = ReturnType<typeof fromIssue>

/** Only what differs from the issue as shown goes: a field someone else changed meanwhile is left alone. */
function changedFields(values: ChangeValues, issue: IssueDetail): IssueChangeInput {
  const text = (value: string) => value.trim() || null
  return {
    status: values.status !== issue.status ? values.status : undefined,
    priority: values.priority !== issue.priority ? values.priority : undefined,
    assignedTechnician:
      text(values.assignedTechnician) !== issue.assignedTechnician ? values.assignedTechnician : undefined,
    resolution: text(values.resolution) !== issue.resolution ? values.resolution : undefined,
  }
}

interface IssueChangeFormProps {
  issue: IssueDetail
  /** 'Assign Tech' opens the dialog here. */
  focusTechnician: boolean
}

export function IssueChangeForm({ issue, focusTechnician }: IssueChangeFormProps) {
  const [values, setValues] = useState(() => fromIssue(issue))
  const technicianRef = useRef<HTMLInputElement>(null)
  const change = useChangeIssue()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: changeFormSchema,
    fallbackMessage: 'The issue could not be updated. Please try again.',
  })
  const set = (patch: Partial<ChangeValues>) => setValues((current) => ({ ...current, ...patch }))
  const dirty = Object.values(changedFields(values, issue)).some((value) => value !== undefined)
  const askResolution = endsIssue(values.status) || issue.resolution !== null || values.resolution !== ''

  useEffect(() => {
    if (!focusTechnician) return
    // After the dialog's own opening focus has settled on its first button.
    const timer = window.setTimeout(() => technicianRef.current?.focus())
    return () => window.clearTimeout(timer)
  }, [focusTechnician])

  async function save(event: FormEvent) {
    event.preventDefault()
    let saved: IssueDetail | undefined
    const done = await submit(values, async () => {
      saved = await change.mutateAsync({ id: issue.id, change: changedFields(values, issue) })
    })
    if (!done || !saved) return
    setValues(fromIssue(saved))
    toast({ title: 'Issue updated', description: saved.title, variant: 'success' })
  }

  return (
    <form
      ref={formRef}
      noValidate
      className="mt-5 border-t border-base-300 pt-4"
      onSubmit={(event) => void save(event)}
    >
      <h3 className="text-sm font-semibold">Update issue</h3>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Status" error={errors.status}>
          <EnumSelect
            values={issueStatuses}
            labels={STATUS_LABELS}
            value={values.status}
            onChange={(status) => set({ status })}
          />
        </FormField>
        <FormField label="Priority" error={errors.priority}>
          <EnumSelect
            values={issuePriorities}
            labels={PRIORITY_LABELS}
            value={values.priority}
            onChange={(priority) => set({ priority })}
          />
        </FormField>
        <FormField label="Technician" error={errors.assignedTechnician} className="sm:col-span-2">
          <input
            ref={technicianRef}
            className="input w-full"
            maxLength={100}
            autoComplete="off"
            placeholder="Who is fixing it"
            value={values.assignedTechnician}
            onChange={(event) => set({ assignedTechnician: event.target.value })}
          />
        </FormField>
        {askResolution && (
          <FormField
            label={endsIssue(values.status) ? 'Resolution (required)' : 'Resolution'}
            error={errors.resolution}
            className="sm:col-span-2"
          >
            <textarea
              className="textarea w-full"
              rows={3}
              maxLength={2000}
              placeholder="What was done to fix it"
              value={values.resolution}
              onChange={(event) => set({ resolution: event.target.value })}
            />
          </FormField>
        )}
      </div>
      {formError && (
        <p role="alert" className="alert alert-error mt-3 text-sm">
          {formError}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={!dirty || change.isPending}>
          {change.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {change.isPending ? 'Saving...' : 'Save changes'}
        </button>
      </div>
    </form>
  )
}
