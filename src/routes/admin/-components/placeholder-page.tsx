import type { ReactNode } from 'react'
import { EmptyState } from '../../../components/empty-state'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'

interface PlaceholderPageProps {
  title: string
  subtitle?: string
  /** The page's spec empty state ('No bookings found', …). */
  empty: string
  emptyDescription?: string
  actions?: ReactNode
}

/** An admin page whose data arrives with a later release: its title and its honest empty state. */
export function PlaceholderPage({ title, subtitle, empty, emptyDescription, actions }: PlaceholderPageProps) {
  useDocumentTitle(title)
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <EmptyState title={empty} description={emptyDescription} headingLevel={2} />
    </>
  )
}
