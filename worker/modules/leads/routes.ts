import { Hono } from 'hono'
import type { AppEnv, OwnerEnv } from '../../env'
import { notFound } from '../../lib/errors'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { verifyBotCheck } from '../../middleware/bot-check'
import { signedIn } from '../../middleware/require-user'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { botCheckConfig, paymentProvider } from '../payments'
import { disputeFee, listBusinessPayments, payOutstandingFees } from './fees'
import { expressInterest } from './interest'
import {
  businessPaymentListQuerySchema,
  expressInterestSchema,
  leadListQuerySchema,
  leadUpdateSchema,
  ownerCodeParamSchema,
  type InterestFormConfig,
} from './schemas'
import { leadStats, listLeads, updateLead } from './service'

/**
 * Anyone: 'Express Interest' on the booking wizard. Each lead costs its owner a fee, so it is rate
 * limited per client and per email, and needs the robot check where the site has one.
 */
const interestRoutes = new Hono<AppEnv>()
  .get('/bot-check', (c) => c.json<InterestFormConfig>({ botCheck: botCheckConfig(c.env) }))
  .post('/generate', validate('json', expressInterestSchema), async (c) => {
    const { botCheckToken, ...input } = c.req.valid('json')
    await enforceRateLimits(c.env.LEAD_LIMITER, [clientKey(c), `email:${input.email}`])
    const botCheck = botCheckConfig(c.env)
    if (botCheck) await verifyBotCheck(c.env, botCheck, botCheckToken, c.req.header('cf-connecting-ip'))
    return c.json(await expressInterest({ ctx: c.var, input }), 201)
  })

const ownerLeadRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', leadListQuerySchema), async (c) =>
      c.json(await listLeads({ ctx: c.var, input: c.req.valid('query') })),
    )
    // Before '/:id'.
    .get('/stats', async (c) => c.json(await leadStats({ ctx: c.var })))
    .put('/:id', validate('param', idParamSchema), validate('json', leadUpdateSchema), async (c) =>
      c.json(await updateLead({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
    ),
)

/** Mounted at /api/leads: the public interest form, then the owner's own leads. */
export const leadRoutes = new Hono<AppEnv>().route('/', interestRoutes).route('/', ownerLeadRoutes)

/** Mounted at /api/business-payments (the spec's path): the signed-in owner's own lead fees. */
export const businessPaymentRoutes = signedIn(
  new Hono<OwnerEnv>()
    .get('/', validate('query', businessPaymentListQuerySchema), async (c) =>
      c.json(await listBusinessPayments({ ctx: c.var, input: c.req.valid('query') })),
    )
    .post('/pay', async (c) =>
      c.json(await payOutstandingFees({ ctx: { ...c.var, provider: paymentProvider(c.env, c.var.db) } })),
    )
    .post('/:id/dispute', validate('param', idParamSchema), async (c) =>
      c.json(await disputeFee({ ctx: c.var, input: c.req.valid('param') })),
    )
    // The spec's /api/business-payments/{code}: an owner's code is their own id, and only theirs answers.
    .get(
      '/:code',
      validate('param', ownerCodeParamSchema),
      validate('query', businessPaymentListQuerySchema),
      async (c) => {
        if (c.req.valid('param').code !== c.var.ownerId) throw notFound('Those payments')
        return c.json(await listBusinessPayments({ ctx: c.var, input: c.req.valid('query') }))
      },
    ),
)
