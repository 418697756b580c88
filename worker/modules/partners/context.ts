/** What every partner service needs: the database and the signed-in venue partner (never the body's). */
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { foundOr404 } from '../../db/owned'
import { venues } from '../../db/schema'

export interface PartnerContext {
  db: Db
  partnerId: string
}

/** A partner-scoped verb that also reads the clock. */
export interface PartnerRequestContext extends PartnerContext {
  now: number
}

/** `owner_id = partner AND listed_by = 'partner' AND id = ?`: the only way a partner's venue is addressed. */
export const partnerVenue = (partnerId: string, venueId: string): SQL =>
  and(eq(venues.ownerId, partnerId), eq(venues.listedBy, 'partner'), eq(venues.id, venueId))!

/** The partner's venue, or the 404 another partner's (or an owner's) venue answers too. */
export const assertPartnerVenue = ({ db, partnerId }: PartnerContext, venueId: string) =>
  foundOr404(
    db.query.venues.findFirst({ columns: { id: true, name: true }, where: partnerVenue(partnerId, venueId) }),
    'That venue',
  )
