import { errorMessage } from '../../../lib/api'

/** A part of the portal that could not load: what failed, why, and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-3">
      <p className="min-w-0 flex-1">
        We could not load {what}. {errorMessage(error)}
      </p>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
