import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Field name → messages, as valibot's flatten() gives them. */
export type FieldErrors = Record<string, [string, ...string[]] | undefined>

/** The one error envelope every API error answers with (architecture.md convention 4). */
export interface ErrorEnvelope {
  message: string
  code: string
  fields?: FieldErrors
}

/** A failure a person can act on; app.onError turns it into the envelope with its status. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message)
    this.name = 'AppError'
  }

  toEnvelope(): ErrorEnvelope {
    return this.fields
      ? { message: this.message, code: this.code, fields: this.fields }
      : { message: this.message, code: this.code }
  }
}

export const notFound = (what = 'That item') => new AppError(404, 'not_found', `${what} was not found`)
export const unauthorized = () => new AppError(401, 'unauthorized', 'Please sign in to continue')
export const tooManyRequests = () => new AppError(429, 'rate_limited', 'Too many attempts, try again in a minute')

/** Rules across fields broken, as [field, message] pairs: throws a 400 naming the first, each under its field. */
export function assertNoProblems(problems: [string, string][]) {
  const [first] = problems
  if (!first) return
  const fields: FieldErrors = {}
  for (const [field, message] of problems) fields[field] = [...(fields[field] ?? []), message] as [string, ...string[]]
  throw new AppError(400, 'invalid_input', first[1], fields)
}
