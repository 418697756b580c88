import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import * as v from 'valibot'
import { PublicLayout } from '../components/public-layout'
import { Spinner } from '../components/spinner'
import { AuthForm } from '../features/auth/components/auth-form'
import { AuthTabs, type AuthMode } from '../features/auth/components/auth-tabs'
import { portalTabs } from '../features/partners/portal-tabs'
import { currentUserQuery, type CurrentUser } from '../lib/queries/current-user'
import { useDocumentTitle } from '../lib/use-document-title'
import { Icon } from './-components/icons'

// The portal itself loads once a partner is signed in: the public page stays light.
const PartnerPortal = lazy(() => import('../features/partners/components/partner-portal'))
// An owner's offer of the venue partner role (it brings the portal's queries).
const PartnerRoleOffer = lazy(() =>
  import('../features/partners/components/partner-role-offer').then(({ PartnerRoleOffer }) => ({
    default: PartnerRoleOffer,
  })),
)
// The owner admin's reminder to confirm the address, shared with the portal (loaded with it).
const VerifyEmailBanner = lazy(() =>
  import('./admin/-components/verify-email-banner').then(({ VerifyEmailBanner }) => ({ default: VerifyEmailBanner })),
)

/** Which part of the portal is open, and the venue being managed. */
const portalSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(portalTabs)), undefined),
  venue: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
})

/**
 * Spec §2's 'Venue Portal - Coming Soon - Partner with us to offer your venue!' stays the heading
 * signed-out visitors see, with the partner sign-up and sign-in under it (the prerendered page).
 * Signed in, the page always has a search string (`?tab=`), so main.tsx renders it afresh rather
 * than hydrating the signed-out markup: a venue partner gets the portal, an owner the offer to add
 * (or switch to) the venue partner role.
 */
export const Route = createFileRoute('/venue-portal')({
  validateSearch: portalSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery())
    if (user && !search.tab) throw redirect({ to: '/venue-portal', search: { tab: 'venues' }, replace: true })
  },
  component: VenuePortalPage,
})

function VenuePortalPage() {
  const { data: user } = useQuery(currentUserQuery())
  const { tab = 'venues', venue } = Route.useSearch()
  if (!user) return <SignedOut />
  if (user.role !== 'partner') return <OwnerSignedIn user={user} />
  return (
    <Suspense
      fallback={
        <PublicLayout actions={null}>
          <Spinner size="lg" label="Loading the venue portal..." showLabel className="w-full justify-center py-16" />
        </PublicLayout>
      }
    >
      <PartnerPortal
        user={user}
        tab={tab}
        venueId={venue ?? null}
        notice={user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      />
    </Suspense>
  )
}

/** The spec's label text as the heading, then 'Become a venue partner' and 'Partner sign in'. */
function PortalHeading() {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
        <Icon name="mapPin" className="size-9" />
      </span>
      <h1 className="text-3xl font-bold text-balance">Venue Portal</h1>
      <p className="badge badge-lg badge-neutral">Coming Soon</p>
      <p className="text-lg text-base-content/80">Partner with us to offer your venue!</p>
    </div>
  )
}

function SignedOut() {
  useDocumentTitle('Venue Portal')
  const [mode, setMode] = useState<AuthMode>('sign-up')
  const navigate = useNavigate()
  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <PortalHeading />
        <p className="mt-4 text-center text-base-content/75">
          Campgrounds, RV parks and private land: list your sites, see which RV arrives when, and follow what you earn.
        </p>
        <AuthTabs mode={mode} onChange={setMode} className="mt-6" />
        <div
          role="tabpanel"
          id={`auth-panel-${mode}`}
          aria-labelledby={`auth-tab-${mode}`}
          className="card mt-4 border border-base-300 bg-base-100"
        >
          <div className="card-body">
            <h2 className="card-title">{mode === 'sign-up' ? 'Become a venue partner' : 'Partner sign in'}</h2>
            <AuthForm
              key={mode}
              mode={mode}
              accountRole="partner"
              // The mutation has stored the partner: the page turns into the portal.
              onSignedIn={() => void navigate({ to: '/venue-portal', search: { tab: 'venues' }, replace: true })}
            />
            {mode === 'sign-in' && (
              <Link to="/forgot-password" className="link self-end text-sm">
                Forgot password?
              </Link>
            )}
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-base-content/75">
          Renting out RVs instead?{' '}
          <Link to="/login" className="link">
            Business Owner Sign In
          </Link>
        </p>
      </section>
    </PublicLayout>
  )
}

/** An owner opened the portal: offer the venue partner role on the same account. */
function OwnerSignedIn({ user }: { user: CurrentUser }) {
  useDocumentTitle('Venue Portal')
  return (
    <PublicLayout>
      <section className="mx-auto w-full max-w-md px-4 py-10">
        <PortalHeading />
        <Suspense fallback={<Spinner label="Loading..." className="mt-8 w-full justify-center" />}>
          <PartnerRoleOffer user={user} className="mt-8" />
        </Suspense>
      </section>
    </PublicLayout>
  )
}
