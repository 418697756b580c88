import { createFileRoute, Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { PublicLayout } from '../components/public-layout'
import { useDocumentTitle } from '../lib/use-document-title'
import { useHydrated } from '../lib/use-hydrated'
import { Icon, type IconName } from './-components/icons'
import { EntryCards } from './-components/entry-cards'
import { HeroSearch } from './-components/hero-search'

export const Route = createFileRoute('/')({ component: LandingPage })

const reasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shieldCheck',
    title: 'Verified, well-kept RVs',
    text: 'Every motorhome and trailer is maintained by its owner and checked before each trip.',
  },
  {
    icon: 'truck',
    title: 'Delivered to your campsite',
    text: 'Pick a delivery spot near you and find your RV set up and waiting when you arrive.',
  },
  {
    icon: 'dollar',
    title: 'Clear, upfront pricing',
    text: 'Nightly rates, venue fees and delivery are shown before you pay. No surprises at pickup.',
  },
  {
    icon: 'headset',
    title: 'Help while you travel',
    text: 'Report an issue from the road and the owner hears about it straight away.',
  },
]

// The banner floats over the page once its data arrives, so its code need not hold up the page.
const LandingBanner = lazy(() => import('../features/marketing/landing-banner'))

function LandingPage() {
  useDocumentTitle()
  const hydrated = useHydrated()
  return (
    <PublicLayout>
      {hydrated && (
        <Suspense fallback={null}>
          <LandingBanner />
        </Suspense>
      )}
      <section className="bg-gradient-to-b from-primary/10 to-base-100 px-4 pt-12 pb-10 sm:pt-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="badge badge-outline mb-4 gap-1 py-3">
            <Icon name="sparkles" className="size-4" /> RV rentals, campgrounds and more
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Connecting Adventure Seekers with RV Experiences
          </h1>
          <p className="mt-4 text-lg text-pretty text-base-content/80">
            Find the right RV, have it delivered to your campsite and keep every trip in one place, whether you are
            hitting the road or running the fleet.
          </p>
        </div>
        <HeroSearch />
        <EntryCards />
      </section>

      <section aria-labelledby="why-heading" className="bg-base-200 px-4 py-14">
        <div className="mx-auto max-w-6xl">
          <h2 id="why-heading" className="text-center text-3xl font-bold">
            Why Choose RV Connect?
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map((reason) => (
              <li key={reason.title} className="rounded-box bg-base-100 p-6 shadow-sm">
                <span className="grid size-11 place-items-center rounded-full bg-primary/10 text-primary">
                  <Icon name={reason.icon} />
                </span>
                <h3 className="mt-4 font-semibold">{reason.title}</h3>
                <p className="mt-1 text-sm text-base-content/80">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="app-heading" className="px-4 py-14">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-box bg-neutral p-8 text-center text-neutral-content sm:flex-row sm:text-left">
          <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-neutral-content/10">
            <Icon name="smartphone" className="size-9" />
          </span>
          <div className="flex-1">
            <h2 id="app-heading" className="text-2xl font-bold">
              Take RV Connect on the road
            </h2>
            <p className="mt-2 text-neutral-content/85">
              Manage bookings, navigate with routes that respect your RV's size and report issues with photos from the
              free mobile app.
            </p>
          </div>
          <Link to="/mobile-app" className="btn btn-primary shrink-0">
            Get the Mobile App <Icon name="arrowRight" className="size-4" />
          </Link>
        </div>
      </section>
    </PublicLayout>
  )
}
