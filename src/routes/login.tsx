import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { redirectQuerySchema } from '../../worker/modules/auth/schemas'
import { PublicLayout } from '../components/public-layout'
import { AuthForm, type AuthMode } from '../features/auth/components/auth-form'
import { authKeys, currentUserQuery, signInOptionsQuery } from '../features/auth/queries'
import { navigationPaths } from '../lib/api'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/login')({
  validateSearch: (search) => v.parse(v.fallback(redirectQuerySchema, {}), search),
  loader: ({ context }) => Promise.all([context.queryClient.ensureQueryData(currentUserQuery()), context.queryClient.ensureQueryData(signInOptionsQuery())]),
  component: LoginPage,
})

const tabs: { mode: AuthMode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'sign-up', label: 'Create account' },
]

function LoginPage() {
  useDocumentTitle('Business Owner Sign In')
  const { redirect } = Route.useSearch()
  const [mode, setMode] = useState<AuthMode>('sign-in')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: user } = useQuery(currentUserQuery())
  const { data: options } = useQuery(signInOptionsQuery())
  const destination = redirect ?? '/admin/dashboard'
  if (user) return <Navigate to={destination} replace />

  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <h1 className="text-center text-3xl font-bold">Business Owner Sign In</h1>
        <p className="mt-2 text-center text-base-content/75">Manage your fleet, bookings and customers.</p>
        <div role="tablist" aria-label="Sign in or create an account" className="tabs tabs-box mt-6 grid grid-cols-2">
          {tabs.map((tab) => (
            <button key={tab.mode} type="button" role="tab" aria-selected={mode === tab.mode} className={`tab ${mode === tab.mode ? 'tab-active' : 'text-base-content'}`} onClick={() => setMode(tab.mode)}>
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={tabs.find((tab) => tab.mode === mode)!.label} className="card mt-4 border border-base-300 bg-base-100">
          <div className="card-body">
            <AuthForm
              key={mode}
              mode={mode}
              onSignedIn={(signedIn) => {
                queryClient.setQueryData(authKeys.user(), signedIn)
                void navigate({ to: destination })
              }}
            />
            {(options?.google || options?.github) && <div className="divider text-sm">or</div>}
            {options?.google && (
              <a className="btn btn-outline" href={navigationPaths.oauthStart('google')}>
                Continue with Google
              </a>
            )}
            {options?.github && (
              <a className="btn btn-outline" href={navigationPaths.oauthStart('github')}>
                Continue with GitHub
              </a>
            )}
            {options && !options.google && !options.github && (
              <p className="mt-2 text-center text-xs text-base-content/70">This installation offers email and password sign-in (no Google or GitHub sign-in is configured).</p>
            )}
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
