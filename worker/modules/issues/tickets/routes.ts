import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv, OwnerEnv } from '../../../env'
import { AppError } from '../../../lib/errors'
import { idRoute } from '../../../lib/id-route'
import { idParamSchema } from '../../../lib/shared/fields'
import { validate } from '../../../lib/validator'
import { clientKey, enforceRateLimits } from '../../../middleware/rate-limit'
import { signedIn } from '../../../middleware/require-user'
import { MAX_UPLOAD_BYTES } from '../../uploads'
import { reportAsRenter, storeRenterPhoto } from './renter-report'
import {
  issueChangeSchema,
  issueInputSchema,
  issueListQuerySchema,
  renterIssueSchema,
  renterPhotoFormSchema,
} from './schemas'
import { changeIssue, createIssue, escalateIssue, getIssue, issueStats, listIssues } from './service'

/** Where renters upload a report's photos: multipart, like /api/uploads. */
export const RENTER_PHOTO_PATH = '/api/issues/report/photos'

/** Anyone holding a booking's id and email: report a problem on it, with photos (rate limited). */
const renterRoutes = new Hono<AppEnv>()
  .post('/report', validate('json', renterIssueSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.RENTER_REPORT_LIMITER, [clientKey(c), `booking:${input.bookingId}`])
    return c.json(await reportAsRenter({ ctx: c.var, input }), 201)
  })
  .post(
    '/report/photos',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError(413, 'file_too_large', 'Images must be 5 MB or smaller')
      },
    }),
    validate('form', renterPhotoFormSchema),
    async (c) => {
      const input = c.req.valid('form')
      await enforceRateLimits(c.env.RENTER_REPORT_LIMITER, [clientKey(c), `booking:${input.bookingId}`])
      return c.json(await storeRenterPhoto({ ctx: { ...c.var, bucket: c.env.MEDIA }, input }), 201)
    },
  )

/** Signed-in owners: their issues, the page's figures, changes and escalation. */
const ownerRoutes = new Hono<OwnerEnv>()
  .get('/', validate('query', issueListQuerySchema), async (c) =>
    c.json(await listIssues({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/stats', async (c) => c.json(await issueStats({ ctx: c.var })))
  // Only an id matches ':id' here, so '/stats' and the sibling '/maintenance' list never reach it, in any order.
  .get(idRoute('/:id'), validate('param', idParamSchema), async (c) =>
    c.json(await getIssue({ ctx: c.var, input: c.req.valid('param') })),
  )
  .post('/', validate('json', issueInputSchema), async (c) =>
    c.json(await createIssue({ ctx: c.var, input: c.req.valid('json') }), 201),
  )
  .patch('/:id', validate('param', idParamSchema), validate('json', issueChangeSchema), async (c) =>
    c.json(await changeIssue({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .post('/:id/escalate', validate('param', idParamSchema), async (c) =>
    c.json(await escalateIssue({ ctx: c.var, input: c.req.valid('param') })),
  )

/** Issue tickets; the renter's static '/report' paths sit beside the owner's '/:id' without overlap. */
export const ticketRoutes = new Hono<AppEnv>().route('/', renterRoutes).route('/', signedIn(ownerRoutes))
