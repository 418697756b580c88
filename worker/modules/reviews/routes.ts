import { Hono } from 'hono'
import type { AppEnv, OwnerEnv } from '../../env'
import { idRoute } from '../../lib/id-route'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { signedIn } from '../../middleware/require-user'
import { listReviewedTrips, renterReviews, renterReviewState, tripsToReview } from './read'
import {
  bookingParamSchema,
  ownerReviewSchema,
  renterProofSchema,
  renterReplySchema,
  renterReviewSchema,
  replySchema,
  reviewListQuerySchema,
} from './schemas'
import { replyAsOwner, replyAsRenter, writeOwnerReview, writeRenterReview } from './service'

/**
 * Renters have no account: each call proves the booking with its id and email, as the booking
 * lookup does, and is rate limited per client with the renters' issue reports (20 a minute).
 */
const renterRoutes = new Hono<AppEnv>()
  .post('/renter/lookup', validate('json', renterProofSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.RENTER_REPORT_LIMITER, [clientKey(c)])
    return c.json(await renterReviewState({ ctx: c.var, input }))
  })
  .post('/renter', validate('json', renterReviewSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.RENTER_REPORT_LIMITER, [clientKey(c)])
    return c.json(await writeRenterReview({ ctx: c.var, input }), 201)
  })
  .post('/renter/reply', validate('json', renterReplySchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.RENTER_REPORT_LIMITER, [clientKey(c)])
    return c.json(await replyAsRenter({ ctx: c.var, input }))
  })

/** Signed-in owners: their trips to review, their reviewed trips, writing and replying, a renter's record. */
const ownerRoutes = new Hono<OwnerEnv>()
  .get('/', validate('query', reviewListQuerySchema), async (c) =>
    c.json(await listReviewedTrips({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/to-write', async (c) => c.json(await tripsToReview({ ctx: c.var })))
  .get('/renters/:bookingId', validate('param', bookingParamSchema), async (c) =>
    c.json(await renterReviews({ ctx: c.var, input: c.req.valid('param') })),
  )
  .post('/owner', validate('json', ownerReviewSchema), async (c) =>
    c.json(await writeOwnerReview({ ctx: c.var, input: c.req.valid('json') }), 201),
  )
  // Only an id matches ':id', so the renter's '/renter/reply' never reaches it.
  .post(idRoute('/:id/reply'), validate('param', idParamSchema), validate('json', replySchema), async (c) =>
    c.json(await replyAsOwner({ ctx: c.var, input: { ...c.req.valid('param'), ...c.req.valid('json') } })),
  )

/** Mounted at /api/reviews: the renter's static paths beside the owner's, without overlap. */
export const reviewRoutes = new Hono<AppEnv>().route('/', renterRoutes).route('/', signedIn(ownerRoutes))
