import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { ApiError, errorMessage } from './api'
import { fieldErrorsFromApi, fieldErrorsFromIssues, type FieldErrors } from './form-errors'

interface SchemaFormOptions<Schema extends v.GenericSchema> {
  /** The API's own schema: the form refuses what the server would refuse, with the same words. */
  schema: Schema
  /** Where a 409 from the server belongs (e.g. 'email' for a duplicate customer). */
  conflictField?: string
  /** Shown in the form's alert when the server fails without naming a field. */
  fallbackMessage: string
  /**
   * Called when the schema refuses the values, after the errors are on their fields (e.g. a summary
   * toast). Words it returns announce the refusal as a whole: they go where a failure goes.
   */
  onInvalid?: (errors: FieldErrors) => string | undefined | void
  /**
   * The fields the form shows. A refusal of any other field (the record behind the form, a searched
   * stay) is not left on a field no one sees: it is the whole form's failure.
   */
  fields?: readonly string[]
  /** Where a failure that names no field goes instead of the form's alert (e.g. a toast). */
  onFailure?: (message: string) => void
  /**
   * Told of each failure that names no field while the form's alert shows it too: inside a modal
   * dialog a toast sits under the dialog (and a phone's sheet hides it).
   */
  announce?: (message: string) => void
}

/**
 * The one submit flow every form uses: validate with the API's schema, run `save` (a mutation, or
 * just setting state), and put the server's answer where it belongs (a field, or the alert at
 * the top). After a refusal the keyboard lands on the first field that needs fixing.
 */
export function useSchemaForm<Schema extends v.GenericSchema>({
  schema,
  conflictField,
  fallbackMessage,
  onInvalid,
  fields,
  onFailure,
  announce,
}: SchemaFormOptions<Schema>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [refusals, setRefusals] = useState(0)

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  const refuse = (next: FieldErrors) => {
    setErrors(next)
    setRefusals((count) => count + 1)
  }
  const fail = (message: string) => {
    if (onFailure) onFailure(message)
    else {
      setFormError(message)
      announce?.(message)
    }
  }
  /** The first message for a field the form does not show. */
  const hiddenError = (found: FieldErrors) =>
    fields && Object.entries(found).find(([field, message]) => message && !fields.includes(field))?.[1]
  /** Whether the server's refusal names a field the form shows (every field, when the form does not say). */
  const namesShownField = (found: FieldErrors) =>
    fields ? fields.some((field) => found[field]) : Object.keys(found).length > 0

  /**
   * `payload` is what the form holds, in the API's shape; `save` only runs once the schema has
   * accepted it, so it receives it typed as the schema's input. Resolves true when `save` succeeded.
   */
  async function submit<Payload>(
    payload: Payload,
    save: (payload: Payload & v.InferInput<Schema>) => unknown,
  ): Promise<boolean> {
    setFormError(null)
    const parsed = v.safeParse(schema, payload)
    if (!parsed.success) {
      const next = fieldErrorsFromIssues(parsed.issues)
      refuse(next)
      const whole = onInvalid?.(next) || hiddenError(next)
      if (whole) fail(whole)
      return false
    }
    setErrors({})
    try {
      await save(payload)
      return true
    } catch (error) {
      const found = fieldErrorsFromApi(error)
      if (conflictField && error instanceof ApiError && error.status === 409)
        refuse({ [conflictField]: error.userMessage })
      else if (namesShownField(found)) refuse(found)
      else fail(errorMessage(error, fallbackMessage))
      return false
    }
  }

  return { formRef, errors, formError, submit }
}
