import { FormAlert, SubmitButton } from './form-footer'

interface DialogFormFooterProps {
  /** The form's own alert: a failure that names no field. */
  formError: string | null
  pending: boolean
  /** Button text when idle and while saving, e.g. 'Add Venue' / 'Adding...'. */
  idleLabel: string
  busyLabel: string
  onCancel: () => void
}

/** The end of every dialog form: its alert, Cancel, and the submit button with its busy state. */
export function DialogFormFooter({ formError, pending, idleLabel, busyLabel, onCancel }: DialogFormFooterProps) {
  return (
    <>
      <FormAlert formError={formError} />
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <SubmitButton pending={pending} idleLabel={idleLabel} busyLabel={busyLabel} />
      </div>
    </>
  )
}
