import * as v from 'valibot'
import { ApiError } from './api'

export type FieldErrors = Partial<Record<string, string>>

/** The first message per field, from a failed valibot parse. */
export function fieldErrorsFromIssues(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): FieldErrors {
  const nested = v.flatten(issues).nested ?? {}
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages?.[0]]))
}

/** The server's per-field messages from a 400 envelope, so a bound the form missed still shows in place. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {}
  try {
    const { fields } = JSON.parse(error.body) as { fields?: Record<string, string[]> }
    return Object.fromEntries(Object.entries(fields ?? {}).map(([field, messages]) => [field, messages[0]]))
  } catch {
    return {}
  }
}

/** Spec §5: numeric inputs that cannot be parsed become 0; blank optional numbers stay empty. */
export const numberOrZero = (text: string) => (Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : 0)
export const optionalNumber = (text: string) => (text.trim() === '' ? null : numberOrZero(text))
