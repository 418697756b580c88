import { Link, type LinkProps } from '@tanstack/react-router'
import { Icon, type IconName } from './icons'

interface Entry {
  to: LinkProps['to']
  title: string
  text: string
  cta: string
  icon: IconName
  tone: string
}

const entries: Entry[] = [
  {
    to: '/book',
    title: 'Start Your Adventure',
    text: 'Search RVs by date, type and group size, add delivery to your campsite and book in minutes.',
    cta: 'Find an RV',
    icon: 'compass',
    tone: 'bg-primary/10 text-primary',
  },
  {
    to: '/admin',
    title: 'Business Portal',
    text: 'Run your rental business: fleet, bookings, customers, venues, issues and marketing in one dashboard.',
    cta: 'Owner sign in',
    icon: 'briefcase',
    tone: 'bg-secondary/10 text-secondary',
  },
  {
    to: '/venue-portal',
    title: 'Venue Portal',
    text: 'Own a campground or RV park? Offer parking spots to travellers already on the road.',
    cta: 'Partner with us',
    icon: 'mapPin',
    tone: 'bg-success/15 text-success',
  },
]

/** The three ways in. The whole card is clickable through its title link's stretched ::after. */
export function EntryCards() {
  return (
    <section aria-labelledby="entry-heading" className="mx-auto mt-10 max-w-6xl">
      <h2 id="entry-heading" className="sr-only">
        Where would you like to start?
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {entries.map((entry) => (
          <li
            key={entry.title}
            className="card relative border border-base-300 bg-base-100 shadow-sm transition outline-offset-2 hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-primary motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <div className="card-body gap-3">
              <span className={`grid size-12 place-items-center rounded-full ${entry.tone}`}>
                <Icon name={entry.icon} className="size-7" />
              </span>
              <h3 className="card-title">
                <Link to={entry.to} className="after:absolute after:inset-0 after:rounded-box focus:outline-none">
                  {entry.title}
                </Link>
              </h3>
              <p className="text-base-content/80">{entry.text}</p>
              <span className="mt-auto inline-flex items-center gap-1 font-medium" aria-hidden="true">
                {entry.cta} <Icon name="arrowRight" className="size-4 text-primary" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
