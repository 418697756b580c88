import { useLocation } from '@tanstack/react-router'
import * as v from 'valibot'
import { redirectQuerySchema } from '../../../../worker/modules/auth/rules/sign-in-redirect'
import { PublicLayout } from '../../../components/public-layout'
import { navigationPaths } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'

const features = [
  {
    title: 'Fleet management',
    text: 'Every RV with photos, nightly prices, availability and maintenance in one place.',
  },
  { title: 'Customer CRM', text: 'Renters, their bookings and their history, searchable in seconds.' },
  { title: 'Venue booking', text: 'Campgrounds and RV parks with their parking spots, ready to add to a trip.' },
  { title: 'Issue tracking', text: 'Problems reported from the road, by priority, until they are resolved.' },
]

/** The login endpoint, asked to bring the owner back to the admin page they opened. */
export function signInHref(pathname: string) {
  const redirect = pathname.replace(/\/+$/, '')
  return v.is(redirectQuerySchema, { redirect }) && redirect !== '/admin'
    ? `${navigationPaths.login}?redirect=${encodeURIComponent(redirect)}`
    : navigationPaths.login
}

/** What every /admin page shows a visitor who is not signed in, or while that is being checked (spec §2). */
export function OwnerLanding() {
  useDocumentTitle('Business Portal')
  const { pathname } = useLocation()
  return (
    <PublicLayout>
      <section className="mx-auto max-w-5xl px-4 py-12 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Run your RV rental business</h1>
        <p className="mx-auto mt-3 max-w-2xl text-base-content/75">
          Sign in to manage your fleet, bookings, customers, venues and issues.
        </p>
        <a href={signInHref(pathname)} className="btn btn-primary btn-lg mt-6">
          Business Owner Sign In
        </a>
        <ul className="mt-10 grid gap-4 text-left sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature.title} className="card border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body">
                <h2 className="card-title text-lg">{feature.title}</h2>
                <p className="text-base-content/75">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  )
}
