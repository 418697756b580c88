import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { MessagePage } from './-components/message-page'

/** Where the emailed confirmation link lands: ?result=confirmed, or used for a link followed before. */
const confirmationSearchSchema = v.object({
  result: v.fallback(v.picklist(['confirmed', 'used']), 'confirmed'),
})

export const Route = createFileRoute('/email-confirmation')({
  validateSearch: confirmationSearchSchema,
  component: EmailConfirmationPage,
})

const copy = {
  confirmed: { title: 'Email confirmed', text: 'Thank you: your email address is confirmed.' },
  used: {
    title: 'This link was already used',
    text: 'This confirmation link was used before, so your email address is already confirmed.',
  },
} as const

function EmailConfirmationPage() {
  const { result } = Route.useSearch()
  return (
    <MessagePage
      icon="mail"
      title={copy[result].title}
      actions={
        <>
          <Link to="/admin/dashboard" className="btn btn-primary">
            Go to your dashboard
          </Link>
          {/* A venue partner confirms the same way. */}
          <Link to="/venue-portal" className="btn btn-ghost">
            Go to the venue portal
          </Link>
        </>
      }
    >
      <p role="status" className="text-base-content/80">
        {copy[result].text}
      </p>
    </MessagePage>
  )
}
