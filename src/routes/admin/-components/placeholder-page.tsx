import { EmptyState } from '../../../components/empty-state'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** An admin page whose data arrives with a later release: its title and its honest empty state. */
export function PlaceholderPage({ title, subtitle, empty }: { title: string; subtitle?: string; empty: string }) {
  useDocumentTitle(title)
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState title={empty} headingLevel={2} />
    </>
  )
}
