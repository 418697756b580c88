import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { PublicLayout } from '../components/public-layout'
import { ResetPasswordForm } from '../features/auth/components/reset-password-form'
import { useDocumentTitle } from '../lib/use-document-title'

/** ?token=<the emailed link's token>; anything else reads as no token. */
const resetSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128))), undefined),
})

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearchSchema,
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  useDocumentTitle('Choose a new password')
  const { token } = Route.useSearch()
  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <h1 className="text-center text-3xl font-bold">Choose a new password</h1>
        <div className="card mt-6 border border-base-300 bg-base-100">
          <div className="card-body">
            {token ? (
              <ResetPasswordForm token={token} />
            ) : (
              <p role="alert">
                This password reset link is not complete. Use the button in the email, or{' '}
                <Link to="/forgot-password" className="link">
                  ask for a new link
                </Link>
                .
              </p>
            )}
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
