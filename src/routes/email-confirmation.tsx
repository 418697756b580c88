import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { PublicLayout } from '../components/public-layout'
import { useDocumentTitle } from '../lib/use-document-title'
import { Icon } from './-components/icons'

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
  useDocumentTitle(copy[result].title)
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-20">
        <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon name="mail" className="size-9" />
        </span>
        <h1 className="text-3xl font-bold text-balance">{copy[result].title}</h1>
        <p role="status" className="text-base-content/80">
          {copy[result].text}
        </p>
        <Link to="/admin/dashboard" className="btn btn-primary">
          Go to your dashboard
        </Link>
      </section>
    </PublicLayout>
  )
}
