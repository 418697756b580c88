/**
 * When the platform, not our code, fails: D1 or the EMAILS queue did not answer. Such a request
 * answers 503 with Retry-After and says so plainly. Every write is one D1 batch (one transaction)
 * with no D1 call after it, so a write that failed this way changed nothing and repeating it is
 * safe; a write that cannot be one batch (a campaign sent in chunks) says what it did instead.
 */
import { AppError, type ErrorEnvelope } from './errors'

/** Long enough for a D1 reset or a network blip to pass; people and Stripe's retries wait longer anyway. */
export const RETRY_AFTER_SECONDS = 5

/**
 * A statement the database refused (a constraint, a syntax error, a wrong type): a bug or a rule,
 * which fails the same way when repeated, so it stays a 500 (or the caller's own answer).
 */
const STATEMENT_ERROR =
  /SQLITE_(ERROR|CONSTRAINT|MISMATCH|RANGE|TOOBIG)|D1_TYPE_ERROR|D1_COLUMN_NOTFOUND|D1_EXEC_ERROR|constraint failed|no such (table|column)|syntax error|too many SQL variables/i

/**
 * What D1 and Queues throw when they are unreachable, reset or overloaded (Cloudflare's list of
 * D1_ERRORs, all "retry the operation"; workerd's `Queue send failed: <status>`).
 */
const PLATFORM_ERROR =
  /^D1_ERROR|Network connection lost|storage caused object to be reset|reset because its code was updated|D1 DB is overloaded|D1 DB's isolate exceeded|Queue send(Batch)? failed/

/** drizzle wraps a driver's error ("Failed query: <sql>") with the driver's own as its cause: judge that one. */
function rootCause(error: Error): Error {
  let current = error
  while (current.cause instanceof Error) current = current.cause
  return current
}

export function isPlatformFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError) return false
  const { message } = rootCause(error)
  return PLATFORM_ERROR.test(message) && !STATEMENT_ERROR.test(message)
}

/** A 503 whose words the caller chooses, for a write that got partway and says how far. */
export const unavailable = (message: string) => new AppError(503, 'unavailable', message)

/** The envelope for a platform failure: a read can simply be asked again; a write changed nothing. */
export function unavailableEnvelope(method: string, requestId: string): ErrorEnvelope {
  const reading = method === 'GET' || method === 'HEAD'
  return {
    message: reading
      ? `We could not load that just now. Please try again in a moment (reference ${requestId}).`
      : `We could not save that just now. Nothing was changed — please try again (reference ${requestId}).`,
    code: 'unavailable',
  }
}
