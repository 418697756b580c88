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
}

/**
 * One submit flow for every dialog form: validate with the schema, send, and put the server's
 * answer where it belongs (a field, or the alert at the top). After a refusal the keyboard
 * lands on the first field that needs fixing.
 */
export function useSchemaForm<Schema extends v.GenericSchema>({ schema, conflictField, fallbackMessage }: SchemaFormOptions<Schema>) {
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

  /** Resolves true when `save` succeeded. */
  async function submit(payload: v.InferInput<Schema>, save: (payload: v.InferInput<Schema>) => Promise<unknown>): Promise<boolean> {
    setFormError(null)
    const parsed = v.safeParse(schema, payload)
    if (!parsed.success) {
      refuse(fieldErrorsFromIssues(parsed.issues))
      return false
    }
    setErrors({})
    try {
      await save(payload)
      return true
    } catch (error) {
      if (conflictField && error instanceof ApiError && error.status === 409) refuse({ [conflictField]: error.userMessage })
      else if (Object.keys(fieldErrorsFromApi(error)).length > 0) refuse(fieldErrorsFromApi(error))
      else setFormError(errorMessage(error, fallbackMessage))
      return false
    }
  }

  return { formRef, errors, formError, submit }
}
