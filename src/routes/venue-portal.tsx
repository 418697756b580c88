import { createFileRoute, Link } from '@tanstack/react-router'
import { PublicLayout } from '../components/public-layout'
import { useDocumentTitle } from '../lib/use-document-title'
import { Icon } from './-components/icons'

// Spec §2: a placeholder whose text is 'Venue Portal - Coming Soon - Partner with us to offer your venue!'.
export const Route = createFileRoute('/venue-portal')({ component: VenuePortalPage })

function VenuePortalPage() {
  useDocumentTitle('Venue Portal')
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon name="mapPin" className="size-9" />
        </span>
        <h1 className="text-3xl font-bold">Venue Portal</h1>
        <p className="badge badge-lg badge-neutral">Coming Soon</p>
        <p className="text-lg text-base-content/80">Partner with us to offer your venue!</p>
        <Link to="/" className="btn btn-ghost mt-2">
          Return Home
        </Link>
      </section>
    </PublicLayout>
  )
}
