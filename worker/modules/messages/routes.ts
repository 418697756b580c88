import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv, OwnerEnv } from '../../env'
import { AppError } from '../../lib/errors'
import { idRoute } from '../../lib/id-route'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { signedIn } from '../../middleware/require-user'
import { MAX_UPLOAD_BYTES } from '../uploads'
import { getRenterConversation, renterLink, sendEnquiry, sendRenterMessage, storeRenterMessagePhoto } from './renter'
import {
  bookingParamSchema,
  conversationListQuerySchema,
  enquirySchema,
  messageInputSchema,
  renterKeyQuerySchema,
  renterLinkSchema,
  renterMessageSchema,
  renterPhotoFormSchema,
} from './schemas'
import { getConversation, listConversations, openBookingConversation, sendOwnerMessage } from './service'
import { ownerResponseStats } from './stats'

/** Where renters upload a message's photos: multipart, like /api/uploads. */
export const RENTER_MESSAGE_PHOTO_PATH = '/api/messages/renter/photos'

/**
 * Renters, without an account. An enquiry emails someone (the renter's link, the owner), so it is
 * limited like 'Express Interest'; the link for a booking like the booking lookup; messages and
 * photos like issue reports. Reading needs only the link's secret (160 bits: nothing to guess).
 */
const renterRoutes = new Hono<AppEnv>()
  .post('/enquiries', validate('json', enquirySchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.LEAD_LIMITER, [clientKey(c), `email:${input.email}`])
    return c.json(await sendEnquiry({ ctx: c.var, input }), 201)
  })
  .post('/renter-link', validate('json', renterLinkSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.BOOKING_LOOKUP_LIMITER, [clientKey(c), `booking:${input.bookingId}`])
    return c.json(await renterLink({ ctx: c.var, input }))
  })
  .post(
    '/renter/photos',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError(413, 'file_too_large', 'Images must be 5 MB or smaller')
      },
    }),
    validate('form', renterPhotoFormSchema),
    async (c) => {
      const input = c.req.valid('form')
      await enforceRateLimits(c.env.RENTER_REPORT_LIMITER, [clientKey(c), `conversation:${input.conversationId}`])
      return c.json(await storeRenterMessagePhoto({ ctx: { ...c.var, bucket: c.env.MEDIA }, input }), 201)
    },
  )
  .get(idRoute('/renter/:id'), validate('param', idParamSchema), validate('query', renterKeyQuerySchema), async (c) =>
    c.json(await getRenterConversation({ ctx: c.var, input: { ...c.req.valid('param'), ...c.req.valid('query') } })),
  )
  .post(
    idRoute('/renter/:id/messages'),
    validate('param', idParamSchema),
    validate('json', renterMessageSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      await enforceRateLimits(c.env.RENTER_REPORT_LIMITER, [clientKey(c), `conversation:${id}`])
      return c.json(await sendRenterMessage({ ctx: c.var, input: { ...c.req.valid('json'), id } }), 201)
    },
  )

/** Signed-in owners: their conversations, their response figures, answering, a booking's conversation. */
const ownerRoutes = new Hono<OwnerEnv>()
  .get('/', validate('query', conversationListQuerySchema), async (c) =>
    c.json(await listConversations({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/stats', async (c) => c.json(await ownerResponseStats({ ctx: c.var, input: { ownerId: c.var.ownerId } })))
  .post(idRoute('/bookings/:bookingId'), validate('param', bookingParamSchema), async (c) =>
    c.json(await openBookingConversation({ ctx: c.var, input: c.req.valid('param') })),
  )
  // Only an id matches ':id', so '/stats' and the renter's static paths never reach it, in any order.
  .get(idRoute('/:id'), validate('param', idParamSchema), async (c) =>
    c.json(await getConversation({ ctx: c.var, input: c.req.valid('param') })),
  )
  .post(idRoute('/:id/messages'), validate('param', idParamSchema), validate('json', messageInputSchema), async (c) =>
    c.json(await sendOwnerMessage({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } }), 201),
  )

/** Mounted at /api/messages: the renters' static paths beside the owner's id routes, without overlap. */
export const messageRoutes = new Hono<AppEnv>().route('/', renterRoutes).route('/', signedIn(ownerRoutes))
