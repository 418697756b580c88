/**
 * Delivery priced by real distance on the server: step 2's choices for an RV (its pickup location,
 * the deliveries its owner offers to the renter's address and to the venues the RV may be booked
 * at) and the one delivery a quote charges, refused with the reason when it cannot be made.
 */
import { and, eq, gt, gte, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { foundOr404, type RequestContext } from '../../db/owned'
import { rvs, venues } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { PickupPlace } from '../../lib/shared/delivery-rule'
import type { Point } from '../../lib/shared/geo'
import { assertUsZipCode } from '../../lib/us-zip-code'
import { pricingTerms } from './extensions'
import {
  beyondRange,
  deliveredVenueId,
  deliveryOptions,
  HOME_DELIVERY,
  pickupOffer,
  type DeliveryChoices,
  type DeliveryOption,
  type VenuePlace,
} from './rules/delivery-options'

/**
 * The venues an RV may be delivered to: those it may be booked at (its owner's, available, taking
 * its length, as the booking rule says) that have a place on the map. An owner has a handful; the
 * cap only bounds the answer.
 */
const VENUES_CONSIDERED = 100

const deliverableVenues = (
  db: RequestContext['db'],
  rv: { ownerId: string; length: number | null },
): Promise<VenuePlace[]> =>
  db
    .select({
      id: venues.id,
      name: venues.name,
      location: venues.location,
      latitude: sql<number>`${venues.latitude}`,
      longitude: sql<number>`${venues.longitude}`,
    })
    .from(venues)
    .where(
      and(
        eq(venues.ownerId, rv.ownerId),
        eq(venues.listedBy, 'owner'),
        eq(venues.available, true),
        isNotNull(venues.latitude),
        isNotNull(venues.longitude),
        rv.length === null
          ? isNull(venues.maxRvLength)
          : or(isNull(venues.maxRvLength), gte(venues.maxRvLength, rv.length)),
      ),
    )
    .orderBy(venues.createdAt, venues.id)
    .limit(VENUES_CONSIDERED)

/** A venue partner's available venue with a place on the map: any owner may deliver an RV to one of its sites. */
const partnerVenuePlace = (db: RequestContext['db'], venueId: string): Promise<VenuePlace | undefined> =>
  db
    .select({
      id: venues.id,
      name: venues.name,
      location: venues.location,
      latitude: sql<number>`${venues.latitude}`,
      longitude: sql<number>`${venues.longitude}`,
    })
    .from(venues)
    .where(
      and(
        eq(venues.id, venueId),
        eq(venues.listedBy, 'partner'),
        eq(venues.available, true),
        isNotNull(venues.latitude),
        isNotNull(venues.longitude),
      ),
    )
    .get()

/**
 * GET /api/bookings/delivery-options: where a renter searching from `zipCode` picks the RV up (and
 * how far that is), and every delivery its owner offers, priced from its pickup location; the
 * address's own `deliveryZip` prices delivery to it once typed; with `venueId` a venue partner's
 * venue (where the renter books a site) is offered too. An RV renters cannot book (unknown,
 * taken off by its owner, or free of charge) is a 404.
 */
export async function publicDeliveryChoices({
  ctx: { db },
  input: { rvId, zipCode, deliveryZip, venueId },
}: {
  ctx: RequestContext
  input: { rvId: string; zipCode: string; deliveryZip?: string; venueId?: string }
}): Promise<DeliveryChoices> {
  const searched = assertUsZipCode('zipCode', zipCode)
  const home = deliveryZip ? assertUsZipCode('deliveryZip', deliveryZip) : searched
  const rv = await foundOr404(
    db.query.rvs.findFirst({
      columns: { id: true, ownerId: true, length: true },
      where: and(eq(rvs.id, rvId), eq(rvs.available, true), gt(rvs.pricePerNightCents, 0)),
    }),
    'That RV',
  )
  const [termsOf, places, partnerPlace] = await Promise.all([
    pricingTerms({ ctx: { db }, input: { rvIds: [rv.id] } }),
    deliverableVenues(db, rv),
    venueId ? partnerVenuePlace(db, venueId) : Promise.resolve(undefined),
  ])
  const { pickup } = termsOf(rv.id)
  return {
    pickup: pickup && pickupOffer(pickup, searched),
    options: deliveryOptions({ pickup, home, venues: partnerPlace ? [...places, partnerPlace] : places }),
  }
}

const refused = (message: string) => new AppError(400, 'delivery_refused', message, { deliveryOptionId: [message] })

type VenueRow = typeof venues.$inferSelect

/**
 * The delivery a quote charges: `optionId` from `pickup` to the renter's address (at `home`) or to
 * the stay's own venue, with its fee; refused when it is not offered or beyond the owner's maximum.
 */
export function chosenDelivery({
  pickup,
  venue,
  optionId,
  home,
}: {
  pickup: PickupPlace | null
  venue: VenueRow | null
  optionId: string
  home: Point
}): DeliveryOption & { feeCents: number } {
  const venueId = deliveredVenueId(optionId)
  if (optionId !== HOME_DELIVERY && !venueId) throw refused('Choose one of the delivery options for this RV')
  if (!pickup?.delivery) throw refused("This RV's owner does not deliver it: choose pickup")
  if (venueId && venueId !== venue?.id) throw refused('Delivery to a venue goes with staying at that venue: choose it')
  const { latitude, longitude } = venue ?? {}
  const places = venue && latitude != null && longitude != null ? [{ ...venue, latitude, longitude }] : []
  const option = deliveryOptions({ pickup, home, venues: places }).find((offered) => offered.id === optionId)
  if (!option) throw refused('That venue has no place on the map to deliver to: choose another delivery')
  if (option.feeCents === null) throw refused(option.reason ?? beyondRange(pickup.delivery))
  return { ...option, feeCents: option.feeCents }
}
