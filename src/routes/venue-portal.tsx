import { createFileRoute, Link } from '@tanstack/react-router'
import { MessagePage } from './-components/message-page'

// Spec §2: a placeholder whose text is 'Venue Portal - Coming Soon - Partner with us to offer your venue!'.
export const Route = createFileRoute('/venue-portal')({
  component: () => (
    <MessagePage
      icon="mapPin"
      title="Venue Portal"
      actions={
        <Link to="/" className="btn btn-ghost">
          Return Home
        </Link>
      }
    >
      <p className="badge badge-lg badge-neutral">Coming Soon</p>
      <p className="text-lg text-base-content/80">Partner with us to offer your venue!</p>
    </MessagePage>
  ),
})
