import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PublicLayout } from '../components/public-layout'
import { AuthForm } from '../features/auth/components/auth-form'
import { AuthTabs, type AuthMode } from '../features/auth/components/auth-tabs'
import { OAuthButtons } from '../features/auth/components/oauth-buttons'
import { signInOptionsQuery } from '../features/auth/queries'
import { currentUserQuery } from '../lib/queries/current-user'
import { afterSignInPath, loginSearchSchema } from '../features/auth/redirect'
import { useDocumentTitle } from '../lib/use-document-title'
import { useHydrated } from '../lib/use-hydrated'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery())
    if (user) throw redirect({ href: afterSignInPath(search.redirect), replace: true })
  },
  // The sign-in methods only add OAuth buttons: if they cannot be read, the form still works.
  loader: ({ context }) => context.queryClient.ensureQueryData(signInOptionsQuery()).catch(() => undefined),
  component: LoginPage,
})

function LoginPage() {
  useDocumentTitle('Business Owner Sign In')
  const { redirect: requested, verify } = Route.useSearch()
  const [mode, setMode] = useState<AuthMode>('sign-in')
  const navigate = useNavigate()
  const { data: options } = useQuery(signInOptionsQuery())
  // The prerendered page cannot know which providers are set up: their buttons join once hydrated.
  const hydrated = useHydrated()

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <h1 className="text-center text-3xl font-bold">Business Owner Sign In</h1>
        <p className="mt-2 text-center text-base-content/75">Manage your fleet, bookings and customers.</p>
        {verify === 'invalid' && (
          <p role="alert" className="alert alert-warning mt-4">
            That confirmation link has expired or was already used. Sign in to send a new one.
          </p>
        )}
        <AuthTabs mode={mode} onChange={setMode} className="mt-6" />
        <div
          role="tabpanel"
          id={`auth-panel-${mode}`}
          aria-labelledby={`auth-tab-${mode}`}
          className="card mt-4 border border-base-300 bg-base-100"
        >
          <div className="card-body">
            <AuthForm
              key={mode}
              mode={mode}
              // The sign-in mutation has already stored the user, so the admin's guard lets us through.
              onSignedIn={() => void navigate({ href: afterSignInPath(requested), replace: true })}
            />
            {mode === 'sign-in' && (
              <Link to="/forgot-password" className="link self-end text-sm">
                Forgot password?
              </Link>
            )}
            {hydrated && options && <OAuthButtons options={options} />}
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
