import { useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { issueInputSchema } from '../../../../../worker/modules/issues/tickets/schemas'
import { Dialog } from '../../../../components/dialog'
import { DialogFormFooter } from '../../../../components/dialog-form-footer'
import { EntityPicker } from '../../../../components/entity-picker'
import { FormField } from '../../../../components/form-field'
import { useToast } from '../../../../components/toast'
import { customerName } from '../../../../lib/customer-display'
import { customerOptionsQuery, rvOptionsQuery } from '../../../../lib/queries/choices'
import { useSchemaForm } from '../../../../lib/use-schema-form'
import { emptyOwnerReport, toOwnerReportPayload, type OwnerReportValues } from '../issue-form-values'
import { uploadIssuePhoto, useReportIssue } from '../queries'
import { ReportFields } from './report-fields'

/** 'Report Issue': the owner files a ticket for one of their customers, with photos. */
export function ReportIssueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title="Report Issue" description="Log a problem with a rental">
      <ReportIssueForm onDone={onClose} />
    </Dialog>
  )
}

function ReportIssueForm({ onDone }: { onDone: () => void }) {
  const { data: customers } = useSuspenseQuery(customerOptionsQuery())
  const { data: rvs } = useSuspenseQuery(rvOptionsQuery())
  const [values, setValues] = useState<OwnerReportValues>(emptyOwnerReport)
  const [uploading, setUploading] = useState(false)
  const report = useReportIssue()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: issueInputSchema,
    fallbackMessage: 'The issue could not be reported. Please try again.',
  })
  const change = (patch: Partial<OwnerReportValues>) => setValues((current) => ({ ...current, ...patch }))

  async function save(event: FormEvent) {
    event.preventDefault()
    if (uploading) return
    const done = await submit(toOwnerReportPayload(values), (payload) => report.mutateAsync(payload))
    if (!done) return
    toast({ title: 'Issue reported successfully', description: values.title.trim(), variant: 'success' })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Customer" error={errors.customerId}>
          <EntityPicker
            value={values.customerId}
            onChange={(customerId) => change({ customerId })}
            entities={customers}
            label={customerName}
            noneLabel={customers.length > 0 ? 'Choose a customer' : 'Add a customer first'}
            noneDisabled
          />
        </FormField>
        <FormField label="RV" error={errors.rvId}>
          <EntityPicker
            value={values.rvId}
            onChange={(rvId) => change({ rvId })}
            entities={rvs}
            label={(rv) => rv.name}
            noneLabel="No specific RV"
          />
        </FormField>
      </div>
      <ReportFields
        values={values}
        errors={errors}
        onChange={change}
        onPhotosChange={(update) => setValues((current) => ({ ...current, photoUrls: update(current.photoUrls) }))}
        upload={uploadIssuePhoto}
        onUploadingChange={setUploading}
        besideLocation={
          <FormField label="Technician (optional)" error={errors.assignedTechnician}>
            <input
              className="input w-full"
              maxLength={100}
              autoComplete="off"
              value={values.assignedTechnician}
              onChange={(event) => change({ assignedTechnician: event.target.value })}
            />
          </FormField>
        }
      />
      <DialogFormFooter
        formError={formError}
        pending={report.isPending || uploading}
        idleLabel="Report Issue"
        busyLabel={uploading ? 'Uploading photos...' : 'Reporting...'}
        onCancel={onDone}
      />
    </form>
  )
}
