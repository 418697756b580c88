import type { ReactNode, RefObject } from 'react'
import { DialogFormFooter } from './dialog-form-footer'

interface DialogFormProps {
  /** useSchemaForm's: after a refusal the keyboard lands on the first field to fix. */
  formRef: RefObject<HTMLFormElement | null>
  /** Runs on submit, the browser's own submission and validation held back (the schema validates). */
  onSubmit: () => Promise<unknown>
  /** useSchemaForm's alert: a failure that names no field. */
  formError: string | null
  pending: boolean
  /** Button text when idle and while saving, e.g. 'Record payment' / 'Recording...'. */
  idleLabel: string
  busyLabel: string
  onCancel: () => void
  className?: string
  /** The fields. */
  children: ReactNode
}

/** The frame of a form inside a Dialog: the form (validated by its schema, not the browser), its fields, then the shared footer. */
export function DialogForm({ formRef, onSubmit, className, children, ...footer }: DialogFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      {children}
      <DialogFormFooter {...footer} />
    </form>
  )
}
