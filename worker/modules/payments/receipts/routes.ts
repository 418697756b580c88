import { Hono, type Context } from 'hono'
import type { AppEnv, OwnerEnv } from '../../../env'
import { idRoute } from '../../../lib/id-route'
import { idParamSchema } from '../../../lib/shared/fields'
import { validate } from '../../../lib/validator'
import { clientKey, enforceRateLimits } from '../../../middleware/rate-limit'
import { signedIn } from '../../../middleware/require-user'
import { receiptLogo } from './logo'
import { receiptPdf } from './pdf'
import { renterReceiptSchema } from './schemas'
import { ownerReceipt, renterReceipt, type Receipt } from './service'

/** The PDF, with the business's logo from R2, as a download named after the booking: receipt-1a2b3c4d.pdf. */
async function pdfResponse<E extends AppEnv>(c: Context<E>, receipt: Receipt) {
  const logo = await receiptLogo({ ctx: { bucket: c.env.MEDIA }, input: receipt.business })
  const bytes = await receiptPdf(receipt, c.var.now, logo)
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="receipt-${receipt.bookingId.slice(0, 8)}.pdf"`,
  })
}

/**
 * Anyone holding a booking's ID and email: its receipt, as JSON or PDF. A POST with a JSON body
 * (the email stays out of addresses and logs; the same-origin guard wants JSON), rate limited as
 * My Bookings' lookup is, with its 404 for a wrong pair.
 */
const renterRoutes = new Hono<AppEnv>()
  .post('/renter', validate('json', renterReceiptSchema), async (c) => {
    await enforceRateLimits(c.env.BOOKING_LOOKUP_LIMITER, [clientKey(c)])
    return c.json(await renterReceipt({ ctx: c.var, input: c.req.valid('json') }))
  })
  .post('/renter/pdf', validate('json', renterReceiptSchema), async (c) => {
    await enforceRateLimits(c.env.BOOKING_LOOKUP_LIMITER, [clientKey(c)])
    return pdfResponse(c, await renterReceipt({ ctx: c.var, input: c.req.valid('json') }))
  })

/** Signed-in owners: the receipt of one of their own bookings (another owner's id is a 404). */
const ownerRoutes = new Hono<OwnerEnv>()
  .get(idRoute('/:id'), validate('param', idParamSchema), async (c) =>
    c.json(await ownerReceipt({ ctx: c.var, input: c.req.valid('param') })),
  )
  .get(idRoute('/:id/pdf'), validate('param', idParamSchema), async (c) =>
    pdfResponse(c, await ownerReceipt({ ctx: c.var, input: c.req.valid('param') })),
  )

/** Mounted at /api/payments/receipts. */
export const receiptRoutes = new Hono<AppEnv>().route('/', renterRoutes).route('/', signedIn(ownerRoutes))
