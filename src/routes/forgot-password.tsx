import { createFileRoute, Link } from '@tanstack/react-router'
import { PublicLayout } from '../components/public-layout'
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage })

function ForgotPasswordPage() {
  useDocumentTitle('Forgot password')
  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <h1 className="text-center text-3xl font-bold">Forgot your password?</h1>
        <p className="mt-2 text-center text-base-content/75">
          Enter the email you sign in with and we will send you a link to choose a new password.
        </p>
        <div className="card mt-6 border border-base-300 bg-base-100">
          <div className="card-body">
            <ForgotPasswordForm />
          </div>
        </div>
        <p className="mt-4 text-center">
          <Link to="/login" className="link">
            Back to sign in
          </Link>
        </p>
      </section>
    </PublicLayout>
  )
}
