import type { ReactNode } from 'react'
import { ACCESSIBILITY_LABELS } from '../../../../worker/lib/shared/rv-amenities'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { RV_TYPE_LABELS, type RvListing } from '../../../../worker/modules/rvs/schemas'
import { CancellationPolicyTable } from '../../../components/cancellation-policy'
import { FactList } from '../../../components/fact-list'
import { PublicLayout } from '../../../components/public-layout'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AvailabilityCalendar } from './availability-calendar'
import { BookingBox, type BookingBoxSlots } from './booking-box'
import { Gallery } from './gallery'

/** What the route composes in from other features. */
export interface ListingSlots extends BookingBoxSlots {
  /** 'Message the owner' and its dialog (messages). */
  messageOwner: (listing: RvListing) => ReactNode
}

const UNIT_TEXT = { per_stay: 'per stay', per_night: 'a night', per_day: 'a day' } as const

/** 'Usually responds within an hour' from the owner's typical response time. */
export function responseTimeText(minutes: number | null) {
  if (minutes === null) return null
  if (minutes <= 60) return 'usually responds within an hour'
  if (minutes <= 180) return 'usually responds within a few hours'
  if (minutes <= 24 * 60) return 'usually responds within a day'
  return 'may take more than a day to respond'
}

const place = (listing: RvListing) =>
  listing.pickup ? `${listing.pickup.city}, ${listing.pickup.state}` : 'Pickup place on request'

/**
 * /rvs/<slug>: an RV's own page, everything a renter decides by. Rendered in the Worker and
 * hydrated here, from the same data (no fetch on arrival).
 */
export function ListingPage({ listing, slots }: { listing: RvListing; slots: ListingSlots }) {
  useDocumentTitle(listing.name)
  const vehicle = [listing.year, listing.make, listing.model].filter(Boolean).join(' ')
  return (
    <PublicLayout>
      <article className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="listing-name">
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <Gallery photos={listing.photos} name={listing.name} />
            <header>
              <h1 id="listing-name" className="text-3xl font-bold break-words">
                {listing.name}
              </h1>
              <p className="mt-1 flex flex-wrap gap-x-2 text-base-content/80">
                <span>{RV_TYPE_LABELS[listing.type]}</span>
                <span aria-hidden="true">·</span>
                <span>Sleeps {listing.sleeps}</span>
                {listing.length !== null && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>{listing.length} ft</span>
                  </>
                )}
                <span aria-hidden="true">·</span>
                <span>{place(listing)}</span>
              </p>
              <ReviewBadge listing={listing} />
              {listing.description && <p className="mt-4 whitespace-pre-line">{listing.description}</p>}
            </header>
            <Section title="Details">
              <FactList
                facts={[
                  ['Type', RV_TYPE_LABELS[listing.type]],
                  ['Sleeps', String(listing.sleeps)],
                  ...(listing.length !== null ? [['Length', `${listing.length} ft`] as [string, string]] : []),
                  ...(vehicle ? [['Vehicle', vehicle] as [string, string]] : []),
                  ['Pets', listing.petsAllowed ? 'Pets allowed' : 'No pets'],
                  ['Pickup', place(listing) + (listing.pickup?.delivers ? ' (delivery offered)' : '')],
                  [
                    'Booking',
                    listing.instantBook ? 'Instant book' : 'Request to book: the owner answers within 24 hours',
                  ],
                ]}
              />
            </Section>
            {(listing.features.length > 0 || listing.accessibility.length > 0) && (
              <Section title="Features">
                <ul className="flex flex-wrap gap-2">
                  {listing.features.map((feature, index) => (
                    <li key={`${index}-${feature}`} className="badge badge-outline">
                      {feature}
                    </li>
                  ))}
                  {listing.accessibility.map((feature) => (
                    <li key={feature} className="badge badge-outline">
                      {ACCESSIBILITY_LABELS[feature]}
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            <Allowances listing={listing} />
            {listing.terms.addOns.length > 0 && (
              <Section title="Add-ons">
                <ul className="space-y-1 text-sm">
                  {listing.terms.addOns.map((addOn) => (
                    <li key={addOn.id} className="flex justify-between gap-4">
                      <span>{addOn.name}</span>
                      <span className="tabular-nums">
                        {formatDollars(addOn.priceCents)} {UNIT_TEXT[addOn.unit]}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-xs text-base-content/75">Chosen at checkout from the booking wizard.</p>
              </Section>
            )}
            <Section title="Cancellation policy">
              <CancellationPolicyTable name={listing.terms.policy.name} tiers={listing.terms.policy.tiers} />
              <p className="mt-2 text-sm text-base-content/75">{listing.terms.policy.text}</p>
            </Section>
            <AvailabilityCalendar {...listing.availability} />
            <Owner listing={listing} action={slots.messageOwner(listing)} />
            <Reviews listing={listing} />
          </div>
          <BookingBox listing={listing} slots={slots} />
        </div>
      </article>
    </PublicLayout>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function ReviewBadge({ listing }: { listing: RvListing }) {
  const { count, averages } = listing.reviews
  if (count === 0 || !averages) return <p className="mt-1 text-sm text-base-content/75">No reviews yet</p>
  return (
    <p className="mt-1 text-sm">
      <span aria-hidden="true">★ </span>
      <a href="#reviews" className="link">
        {averages.overall.toFixed(1)} out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
      </a>
    </p>
  )
}

/** Included miles and generator hours a day, what more costs, the minimum stay and the preparation fee. */
function Allowances({ listing }: { listing: RvListing }) {
  const { rates } = listing.terms
  const facts: [string, string][] = []
  if (rates.milesPerDay !== null)
    facts.push([
      'Miles',
      `${rates.milesPerDay} a day included${rates.extraMileCents ? `, then ${formatDollars(rates.extraMileCents)} a mile` : ''}`,
    ])
  else facts.push(['Miles', 'Unlimited'])
  if (rates.generatorHoursPerDay !== null)
    facts.push([
      'Generator',
      `${rates.generatorHoursPerDay} hours a day included${rates.extraGeneratorHourCents ? `, then ${formatDollars(rates.extraGeneratorHourCents)} an hour` : ''}`,
    ])
  if (rates.minNights) facts.push(['Minimum stay', `${rates.minNights} nights`])
  if (rates.prepFeeCents) facts.push(['Preparation fee', formatDollars(rates.prepFeeCents)])
  if (rates.weeklyCents) facts.push(['Weekly price', formatDollars(rates.weeklyCents)])
  if (rates.monthlyCents) facts.push(['Monthly price', formatDollars(rates.monthlyCents)])
  return (
    <Section title="Allowances and prices">
      <FactList facts={facts} />
      <p className="mt-2 text-xs text-base-content/75">Extra miles and generator hours are charged after the trip.</p>
    </Section>
  )
}

function Owner({ listing, action }: { listing: RvListing; action: ReactNode }) {
  const { name, responseRate, typicalResponseMinutes } = listing.owner
  const time = responseTimeText(typicalResponseMinutes)
  return (
    <section aria-label="The owner" className="rounded-box border border-base-300 p-4">
      <h2 className="text-xl font-semibold">Hosted by {name ?? 'an RV Connect owner'}</h2>
      <p className="mt-1 text-sm" data-testid="response-stats">
        Response rate {responseRate}%{time ? ` · ${time}` : ''}
      </p>
      <div className="mt-3">{action}</div>
    </section>
  )
}

const AVERAGE_LABELS = [
  ['cleanliness', 'Cleanliness'],
  ['mechanical', 'Mechanical condition'],
  ['accuracy', 'Accuracy of the listing'],
  ['communication', 'Communication'],
  ['value', 'Value'],
] as const

function Reviews({ listing }: { listing: RvListing }) {
  const { count, averages, newest } = listing.reviews
  return (
    <section id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Reviews
      </h2>
      {count === 0 || !averages ? (
        <p className="mt-1 text-sm text-base-content/75">No reviews yet. Renters review after their trip.</p>
      ) : (
        <>
          <p className="mt-1" data-testid="review-average">
            <span className="text-2xl font-bold">{averages.overall.toFixed(1)}</span> out of 5 from {count}{' '}
            {count === 1 ? 'review' : 'reviews'}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {AVERAGE_LABELS.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-base-content/75">{label}</dt>
                <dd className="tabular-nums">{averages[key].toFixed(1)}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 space-y-4">
            {newest.map((review) => (
              <li key={review.id} className="border-t border-base-300 pt-3">
                <p className="text-sm font-semibold">
                  {review.authorName} · {review.overall} out of 5
                  <span className="font-normal text-base-content/75">
                    {' '}
                    ·{' '}
                    {new Date(review.createdAt).toLocaleDateString('en-US', {
                      month: 'long',
                      year: 'numeric',
                      timeZone: 'UTC',
                    })}
                  </span>
                </p>
                <p className="mt-1 text-sm whitespace-pre-line">{review.body}</p>
                {review.reply && (
                  <p className="mt-2 text-sm">
                    <span className="font-semibold">The owner replied: </span>
                    {review.reply}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
