import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage } from '../lib/api'
import { useDocumentTitle } from '../lib/use-document-title'

/** The router's defaultErrorComponent: a page that failed to load or render, with ways on. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useDocumentTitle('Something went wrong')
  const router = useRouter()
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-base-content/80">{errorMessage(error, 'This page could not be shown.')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Try again
        </button>
        <Link to="/" className="btn btn-outline">
          Return Home
        </Link>
      </div>
    </section>
  )
}
