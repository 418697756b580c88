import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { AppEnv, PartnerEnv } from '../../env'
import { AppError } from '../../lib/errors'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { partnerSignedIn } from '../../middleware/require-user'
import { MAX_UPLOAD_BYTES, storeImage } from '../uploads'
import { listPartnerBookings } from './bookings'
import { siteCalendar } from './calendar'
import { createClosure, deleteClosure, listClosures } from './closures'
import { partnerEarningsByMonth } from './earnings-read'
import {
  calendarQuerySchema,
  closureInputSchema,
  closureParamSchema,
  partnerBookingListQuerySchema,
  partnerVenueInputSchema,
  partnerVenueListQuerySchema,
  siteInputSchema,
  siteParamSchema,
} from './schemas'
import { createSite, deleteSite, listSites, updateSite } from './sites'
import { createPartnerVenue, getPartnerVenue, listPartnerVenues, updatePartnerVenue } from './venues'

/** Where a partner uploads a venue photo (multipart, like the owners' /api/uploads). */
export const PARTNER_PHOTO_PATH = '/api/partners/photos'

const photoFormSchema = v.object({ file: v.instance(File, 'Choose an image file to upload') })

/** The partner's venues and a photo for one. */
const venueRoutes = new Hono<PartnerEnv>()
  .get('/venues', validate('query', partnerVenueListQuerySchema), async (c) =>
    c.json(await listPartnerVenues({ ctx: c.var, input: c.req.valid('query') })),
  )
  .post('/venues', validate('json', partnerVenueInputSchema), async (c) =>
    c.json(await createPartnerVenue({ ctx: c.var, input: c.req.valid('json') }), 201),
  )
  .get('/venues/:id', validate('param', idParamSchema), async (c) =>
    c.json(await getPartnerVenue({ ctx: c.var, input: c.req.valid('param') })),
  )
  .put('/venues/:id', validate('param', idParamSchema), validate('json', partnerVenueInputSchema), async (c) =>
    c.json(await updatePartnerVenue({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .post(
    '/photos',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError(413, 'file_too_large', 'Images must be 5 MB or smaller')
      },
    }),
    validate('form', photoFormSchema),
    async (c) => {
      // Stored under the partner's account, within the same per-account quota as an owner's photos.
      const ctx = { db: c.var.db, now: c.var.now, ownerId: c.var.partnerId, bucket: c.env.MEDIA }
      return c.json(await storeImage({ ctx, input: c.req.valid('form') }), 201)
    },
  )

/** Each venue's sites and closures. */
const siteRoutes = new Hono<PartnerEnv>()
  .get('/venues/:id/sites', validate('param', idParamSchema), async (c) =>
    c.json(await listSites({ ctx: c.var, input: { venueId: c.req.valid('param').id } })),
  )
  .post('/venues/:id/sites', validate('param', idParamSchema), validate('json', siteInputSchema), async (c) =>
    c.json(await createSite({ ctx: c.var, input: { ...c.req.valid('json'), venueId: c.req.valid('param').id } }), 201),
  )
  .put(
    '/venues/:id/sites/:siteId',
    validate('param', siteParamSchema),
    validate('json', siteInputSchema),
    async (c) => {
      const { id, siteId } = c.req.valid('param')
      return c.json(await updateSite({ ctx: c.var, input: { ...c.req.valid('json'), venueId: id, siteId } }))
    },
  )
  .delete('/venues/:id/sites/:siteId', validate('param', siteParamSchema), async (c) => {
    const { id, siteId } = c.req.valid('param')
    await deleteSite({ ctx: c.var, input: { venueId: id, siteId } })
    return c.body(null, 204)
  })
  .get('/venues/:id/closures', validate('param', idParamSchema), async (c) =>
    c.json(await listClosures({ ctx: c.var, input: { venueId: c.req.valid('param').id } })),
  )
  .post('/venues/:id/closures', validate('param', idParamSchema), validate('json', closureInputSchema), async (c) =>
    c.json(
      await createClosure({ ctx: c.var, input: { ...c.req.valid('json'), venueId: c.req.valid('param').id } }),
      201,
    ),
  )
  .delete('/venues/:id/closures/:closureId', validate('param', closureParamSchema), async (c) => {
    const { id, closureId } = c.req.valid('param')
    await deleteClosure({ ctx: c.var, input: { venueId: id, closureId } })
    return c.body(null, 204)
  })
  .get('/venues/:id/calendar', validate('param', idParamSchema), validate('query', calendarQuerySchema), async (c) =>
    c.json(await siteCalendar({ ctx: c.var, input: { ...c.req.valid('query'), venueId: c.req.valid('param').id } })),
  )

/** Stays at the partner's sites and the earnings from them. */
const stayRoutes = new Hono<PartnerEnv>()
  .get('/bookings', validate('query', partnerBookingListQuerySchema), async (c) =>
    c.json(await listPartnerBookings({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/earnings', async (c) => c.json(await partnerEarningsByMonth({ ctx: c.var })))

/** Mounted at /api/partners: signed-in venue partners only, each reading and writing their own. */
export const partnerRoutes = new Hono<AppEnv>()
  .route('/', partnerSignedIn(venueRoutes))
  .route('/', partnerSignedIn(siteRoutes))
  .route('/', partnerSignedIn(stayRoutes))
