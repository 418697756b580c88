interface FormFooterProps {
  /** The form's own alert: a failure that names no field. */
  formError: string | null
  pending: boolean
  /** Button text when idle, e.g. 'Save profile', and while saving ('Saving...' unless told). */
  idleLabel: string
  busyLabel?: string
}

/** A form's own alert: a failure that names no field. */
export function FormAlert({ formError }: Pick<FormFooterProps, 'formError'>) {
  return (
    formError && (
      <p role="alert" className="alert alert-error mt-3 text-sm">
        {formError}
      </p>
    )
  )
}

/** The submit button, disabled with a spinner while the form saves. */
export function SubmitButton({ pending, idleLabel, busyLabel = 'Saving...' }: Omit<FormFooterProps, 'formError'>) {
  return (
    <button type="submit" className="btn btn-primary" disabled={pending}>
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {pending ? busyLabel : idleLabel}
    </button>
  )
}

/** The end of a form on a page (a dialog's is DialogFormFooter): its alert, then the submit button. */
export function FormFooter(props: FormFooterProps) {
  return (
    <>
      <FormAlert formError={props.formError} />
      <div className="mt-3 flex justify-end">
        <SubmitButton {...props} />
      </div>
    </>
  )
}
