import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '../components/empty-state'
import { PublicLayout } from '../components/public-layout'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/book')({ component: BookPage })

function BookPage() {
  useDocumentTitle('Book Your Adventure')
  return (
    <PublicLayout>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="text-3xl font-bold">Book Your Adventure</h1>
        <p className="mt-2 text-base-content/75">Choose your dates, your RV and where it should meet you.</p>
        <EmptyState className="mt-8" headingLevel={2} title="No RVs available for your selected criteria" description="Online booking opens soon." />
      </section>
    </PublicLayout>
  )
}
