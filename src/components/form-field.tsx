import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'

interface FormFieldProps {
  label: string
  /** The field's first error, shown under it and announced with it. */
  error?: string
  hint?: ReactNode
  /** One input, select or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>
  className?: string
}

/** A labelled control with its hint and error wired up for assistive technology. */
export function FormField({ label, error, hint, children, className = '' }: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children
  return (
    <div className={`fieldset py-1 ${className}`}>
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      {control}
      {hint && !error && (
        <p id={hintId} className="label whitespace-normal text-xs text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="label whitespace-normal text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
