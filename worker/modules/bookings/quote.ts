/**
 * The price of a stay from stored prices, never from the client: the RV (and venue, or a partner's
 * site at a venue) of the request, priced by the RV's pricing terms (rate rules, seasons, fees,
 * taxes, the add-ons chosen, a delivery by its distance from the RV's pickup location) through the
 * one quote function, with the cancellation policy a booking of it is sold under (and the
 * partner's policy for a site's nights).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ownedRow } from '../../db/owned'
import { parkingSpots, rvs, venues } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import type { Point } from '../../lib/shared/geo'
import { POLICY_TIERS, policyText, type CancellationPolicy } from '../../lib/shared/cancellation'
import { zonedInstant } from '../../lib/shared/zoned-time'
import { siteFitProblems } from '../../lib/shared/site-fit'
import { chosenDelivery } from './delivery'
import { pricingTerms, type PricingTerms } from './extensions'
import { deliveryLineName } from './rules/delivery-options'
import { quoteBooking, type QuoteInput } from './rules/pricing'
import { addOnRefusal, rateRefusal } from './rules/rate-refusal'

interface AddOnChoice {
  addOnId: string
  quantity: number
}

interface QuoteRequest {
  rvId: string
  venueId: string | null
  /** A partner's site at `venueId` (a renter's stay only). */
  siteId?: string | null
  startDate: string
  endDate: string
  /** A renter's delivery option, and where their address is (their zip code's centroid). */
  deliveryTo?: { optionId: string; home: Point } | null
  addOns?: AddOnChoice[]
  /** When an owner books: the RV and venue must be theirs (another owner's answers 404). */
  ownerId?: string
}

/** A reference in a request body to something the caller does not own: the same 404 as a path id. */
export const notYours = (field: string, message: string) =>
  new AppError(404, 'not_found', message, { [field]: [message] })

const refused = (field: string, message: string) => new AppError(400, 'stay_refused', message, { [field]: [message] })

/** The add-ons chosen, each one the RV offers and within its maximum; another's id answers 404. */
function chosenAddOns(terms: PricingTerms, choices: AddOnChoice[]) {
  return choices.map(({ addOnId, quantity }) => {
    const addOn = terms.addOns.find((offered) => offered.id === addOnId)
    if (!addOn) throw notYours('addOns', 'That add-on is not offered with this RV')
    const refusal = addOnRefusal(addOn, quantity)
    if (refusal) throw refused('addOns', refusal)
    return { addOn, quantity }
  })
}

/** The policy a booking of these dates is sold under, fixed with its pickup moment in the owner's zone. */
export const policyFor = (terms: PricingTerms, startDate: string): CancellationPolicy => ({
  name: terms.policy,
  text: policyText(terms.policy),
  tiers: POLICY_TIERS[terms.policy],
  pickupAt: zonedInstant(startDate, terms.pickupTime, terms.timeZone),
  timeZone: terms.timeZone,
})

/**
 * The RV, venue, terms and delivery of a stay, and `priceWith(discount)`: its price (a promotion's
 * discount is redeemed against the undiscounted price first). Refuses dates the RV's rules refuse
 * (minimum nights, no-turnover days), add-ons it does not offer and a delivery it cannot have.
 */
export async function quote({ ctx: { db }, input }: { ctx: { db: Db }; input: QuoteRequest }) {
  const { rvId, venueId, startDate, endDate, deliveryTo, ownerId, siteId = null } = input
  const [rv, venue, site, termsOf] = await Promise.all([
    db.query.rvs.findFirst({ where: ownerId ? ownedRow(rvs, ownerId, rvId) : eq(rvs.id, rvId) }),
    venueId
      ? db.query.venues.findFirst({ where: ownerId ? ownedRow(venues, ownerId, venueId) : eq(venues.id, venueId) })
      : Promise.resolve(null),
    siteId && !ownerId
      ? db.query.parkingSpots.findFirst({ where: eq(parkingSpots.id, siteId) })
      : Promise.resolve(null),
    pricingTerms({ ctx: { db }, input: { rvIds: [rvId] } }),
  ])
  if (!rv) throw ownerId ? notYours('rvId', 'Choose one of your RVs') : notFound('That RV')
  if (venueId && !venue && ownerId) throw notYours('venueId', 'Choose one of your venues')
  const partnerVenue = venue?.listedBy === 'partner'
  // An owner books their own venues; a venue partner's is booked by renters, through a site.
  if (ownerId && partnerVenue) throw notYours('venueId', 'Choose one of your venues')
  // Another owner's venue is booked only through its own owner: for this RV's renter it does not exist.
  if (venueId && venue && !partnerVenue && venue.ownerId !== rv.ownerId)
    throw notYours('venueId', "Choose one of this RV's venues")
  if (siteId && !partnerVenue) throw notYours('siteId', 'That venue has no sites to book')
  if (siteId && (!site || site.venueId !== venue?.id)) throw notYours('siteId', 'Choose one of the sites of this venue')
  if (partnerVenue && !site)
    throw new AppError(400, 'site_required', `Choose a site at ${venue.name}`, {
      siteId: [`Choose a site at ${venue.name}`],
    })
  if (venueId && (!venue || !venue.available))
    throw new AppError(400, 'venue_unavailable', 'That venue is not taking bookings', {
      venueId: ['Choose another venue'],
    })
  if (site && !site.available)
    throw new AppError(400, 'site_unavailable', `Site ${site.spotNumber} is not taking bookings`, {
      siteId: ['Choose another site'],
    })
  if (site) {
    const problems = siteFitProblems(site, rv)
    if (problems.length > 0) {
      const message = `Site ${site.spotNumber} does not fit ${rv.name}: ${problems.join('; ')}`
      throw new AppError(400, 'site_does_not_fit', message, { siteId: [message] })
    }
  }
  if (!partnerVenue && venue?.maxRvLength != null && !(rv.length != null && rv.length <= venue.maxRvLength))
    throw new AppError(400, 'venue_too_small', `That venue takes RVs up to ${venue.maxRvLength} ft`, {
      venueId: [`That venue takes RVs up to ${venue.maxRvLength} ft; choose another venue`],
    })
  const terms = termsOf(rv.id)
  const refusal = rateRefusal({ startDate, endDate, rvName: rv.name, rates: terms.rates })
  if (refusal) throw refused('endDate', refusal)
  const addOns = chosenAddOns(terms, input.addOns ?? [])
  const delivery = deliveryTo ? chosenDelivery({ pickup: terms.pickup, venue: venue ?? null, ...deliveryTo }) : null
  const deliveryLine = delivery && { name: deliveryLineName(delivery), feeCents: delivery.feeCents }
  const sitePrice = site && venue && { ...site, venueName: venue.name }
  const priceWith = (discount: QuoteInput['discount'] = null) =>
    quoteBooking({
      startDate,
      endDate,
      rv,
      venue,
      site: sitePrice,
      delivery: deliveryLine,
      rates: terms.rates,
      addOns,
      discount,
    })
  // The site's nights are refunded by the partner's own policy, counted to the same pickup moment.
  const sitePolicy = site && venue ? policyFor({ ...terms, policy: venue.cancellationPolicy }, startDate) : null
  const policy = policyFor(terms, startDate)
  return { rv, venue, site: site ?? null, terms, delivery, price: priceWith(), priceWith, policy, sitePolicy }
}
