import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { renterIssueSchema } from '../../../../../worker/modules/issues/tickets/schemas'
import { Dialog } from '../../../../components/dialog'
import { DialogFormFooter } from '../../../../components/dialog-form-footer'
import { useSchemaForm } from '../../../../lib/use-schema-form'
import { emptyReport, type ReportValues } from '../issue-form-values'
import { renterPhotoUpload, useRenterReport, type BookingProof } from '../renter-queries'
import { ReportFields } from './report-fields'

interface RenterReportDialogProps {
  open: boolean
  /** The booking the renter just looked up; the same id and email prove the report is theirs. */
  proof: BookingProof
  rvName: string
  onClose: () => void
}

/** 'Report a problem' on My Bookings: what went wrong, with photos, straight to the RV's owner. */
export default function RenterReportDialog({ open, proof, rvName, onClose }: RenterReportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Report a problem"
      description={`Tell the owner of ${rvName} what went wrong`}
    >
      <RenterReportForm proof={proof} onDone={onClose} />
    </Dialog>
  )
}

function RenterReportForm({ proof, onDone }: { proof: BookingProof; onDone: () => void }) {
  const [values, setValues] = useState<ReportValues>(emptyReport)
  const [uploading, setUploading] = useState(false)
  const report = useRenterReport()
  const upload = useMemo(() => renterPhotoUpload(proof), [proof])
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: renterIssueSchema,
    fallbackMessage: 'Your report could not be sent. Please try again, or call the owner.',
  })

  async function send(event: FormEvent) {
    event.preventDefault()
    if (uploading) return
    await submit({ ...values, ...proof }, (payload) => report.mutateAsync(payload))
  }

  if (report.isSuccess) return <ReportSent title={report.data.title} onDone={onDone} />

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void send(event)}>
      <ReportFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        onPhotosChange={(update) => setValues((current) => ({ ...current, photoUrls: update(current.photoUrls) }))}
        upload={upload}
        onUploadingChange={setUploading}
      />
      <DialogFormFooter
        formError={formError}
        pending={report.isPending || uploading}
        idleLabel="Send report"
        busyLabel={uploading ? 'Uploading photos...' : 'Sending...'}
        onCancel={onDone}
      />
    </form>
  )
}

/** What happens next; the keyboard lands on 'Done', as the form it was in has gone. */
function ReportSent({ title, onDone }: { title: string; onDone: () => void }) {
  const doneRef = useRef<HTMLButtonElement>(null)
  useEffect(() => doneRef.current?.focus(), [])
  return (
    <div role="status" className="space-y-3">
      <p className="alert alert-success">Issue reported successfully</p>
      <p>
        The owner has been notified and will contact you. You will get an email whenever the status of “{title}”
        changes.
      </p>
      <div className="modal-action">
        <button ref={doneRef} type="button" className="btn btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  )
}
