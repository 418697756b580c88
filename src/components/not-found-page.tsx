import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../lib/use-document-title'
import { PublicLayout } from './public-layout'

/** The router's notFoundComponent: any path no route matches. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found')
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-bold">Page Not Found</h1>
        <p className="text-base-content/80">
          The page you are looking for does not exist or has moved. Check the address, or start again from the home
          page.
        </p>
        <Link to="/" className="btn btn-primary">
          Return Home
        </Link>
      </section>
    </PublicLayout>
  )
}
