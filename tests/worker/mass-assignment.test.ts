/**
 * Generated from the router: every write route that creates or changes an object gets its valid
 * body plus the fields only the server may set (owner, id, timestamps, payment, counters, flags),
 * with hostile values, and the stored object must hold none of them. A new write route fails the
 * first test until it is covered here or listed, with its reason, among the routes with nothing to assign.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { routerRoutes, WRITE_METHODS } from '../helpers/fuzz-client'
import { answerOf } from '../helpers/fuzz-run'
import {
  ENDS_THE_CALLERS_SESSIONS,
  READS_NO_BODY,
  validRequestFactory,
  type ValidRequest,
} from '../helpers/fuzz-valid-requests'
import { hostileFields, hostileValuesIn, rowsWithHostileId, storedRows } from '../helpers/mass-assignment'
import { useMockServer } from '../helpers/msw'
import { PUBLIC_ROUTES } from '../helpers/public-routes'
import { signUpOwner } from '../helpers/worker-client'
import { isPartnerRoute, signUpPartner } from '../helpers/partners'

/** Write routes whose body cannot set anything on a stored object: each says why. */
const NOTHING_TO_ASSIGN = new Set([
  ...READS_NO_BODY, // proven below: a body that is not even JSON changes nothing in their answer
  'POST /api/auth/sign-in', // reads credentials, writes only a session to KV
  'POST /api/payments/receipts/renter', // reads a receipt, stores nothing
  'POST /api/payments/receipts/renter/pdf', // the same receipt as a PDF
  'PUT /api/pricing/settings', // keyed by the owner, no id to find it by: pricing-settings.test.ts sends it hostile fields
  'PUT /api/business/profile', // keyed by the owner, no id to find it by: business-profile.test.ts sends it hostile fields
  'POST /api/auth/password', // reads the current and the new password, which it hashes
  'POST /api/auth/password-reset/request', // reads an email; the link and its email are the server's
  'POST /api/auth/password-reset', // reads the link's token and the new password, which it hashes
  'POST /api/bookings/quote', // prices a stay, stores nothing
  'POST /api/marketing/unsubscribe', // reads only the recipient's token
  'POST /api/payments/stripe-webhook', // trusted by signature only; any unsigned body is refused
  'POST /api/reviews/renter/lookup', // reads a renter's trip and its reviews, stores nothing
  'POST /api/auth/role', // reads a role: the account and its session are the server's (account-roles.test.ts)
])

/** Routes that refuse any field they do not know, hostile ones included: a 400 is their answer. */
const REFUSE_UNKNOWN_FIELDS = new Set(['PUT /api/leads/:id'])

/**
 * Routes where the server alone decides the status, with a status it must not take from the
 * body. Elsewhere the status is the owner's to set (a booking's, a campaign's) and is left out.
 */
const SERVER_STATUS: Record<string, string> = {
  'POST /api/bookings/hold': 'confirmed',
  'POST /api/leads/generate': 'converted',
  'POST /api/issues/report': 'resolved',
  'POST /api/notifications/test': 'failed',
  'POST /api/create-payment-intent': 'succeeded',
  'POST /api/ad-campaigns/:id/performance': 'completed',
}

/** Where the object lands when the answer does not name it. */
const LOCATE: Record<string, (valid: ValidRequest) => Promise<string[]>> = {
  'POST /api/messages/enquiries': async ({ body }) =>
    idsWhere('select id from conversations where rv_id = ?', body.rvId),
  'POST /api/messages/renter-link': async ({ body }) =>
    idsWhere('select id from conversations where booking_id = ?', body.bookingId),
  'POST /api/leads/generate': async ({ body }) => idsWhere('select id from leads where rv_id = ?', body.rvId),
  'POST /api/create-payment-intent': async ({ body }) => [
    ...(await idsWhere('select id from test_payment_intents where booking_id = ?', body.bookingId)),
    body.bookingId as string,
  ],
  'POST /api/mobile-app/send-link': async () =>
    idsWhere('select id from text_messages where to_phone = ?', '+19705550110'),
  'POST /api/payments/test-card': async ({ body }) => [
    ...(await idsWhere('select id from test_payment_intents where client_secret = ?', body.clientSecret)),
    ...(await idsWhere('select booking_id as id from test_payment_intents where client_secret = ?', body.clientSecret)),
  ],
}

const idsWhere = async (query: string, value: unknown) =>
  (await env.DB.prepare(query).bind(value).all<{ id: string }>()).results.map(({ id }) => id)

/** The object an answer names (its id, a booking's id, an upload's key or address, a completed task), else the path's own. */
function answeredIds(answer: Record<string, unknown>, params: Record<string, string>) {
  const nested = [answer.completed, answer.campaign, answer.user].map((value) => (value as { id?: unknown })?.id)
  const key = typeof answer.url === 'string' ? answer.url.replace(/^\/media\//, '') : undefined
  const ids = [answer.id, answer.bookingId, answer.key, key, ...nested].filter(
    (id): id is string => typeof id === 'string',
  )
  return ids.length ? ids : Object.values(params).slice(-1)
}

const writeRoutes = routerRoutes().filter((route) => WRITE_METHODS.has(route.split(' ')[0]!))
const assignable = writeRoutes.filter((route) => !NOTHING_TO_ASSIGN.has(route))

describe('fields only the server sets', () => {
  const server = useMockServer()
  beforeEach(() => server.use(http.get('*', () => HttpResponse.text('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'))))

  let cookie: string
  // The partner API's routes are called by a venue partner of its own.
  let partnerCookie: string
  let strangerId: string
  beforeAll(async () => {
    const [owner, stranger, partner] = await Promise.all([signUpOwner(), signUpOwner(), signUpPartner()])
    cookie = owner.cookie
    partnerCookie = partner.cookie
    strangerId = stranger.user.id
  })

  it('knows, for every write route, whether its body could set a stored field', () => {
    expect(assignable).toContain('POST /api/rvs')
    for (const route of NOTHING_TO_ASSIGN) expect(writeRoutes, `${route} no longer exists`).toContain(route)
    for (const route of assignable)
      expect(validRequestFactory(route), `cover ${route} here, or list it in NOTHING_TO_ASSIGN`).toBeDefined()
  })

  // A route with a JSON validator answers malformed JSON with 400 before it looks the object up.
  it.each([...READS_NO_BODY])('%s reads no body: malformed JSON does not stop it', async (route) => {
    const caller = ENDS_THE_CALLERS_SESSIONS.has(route)
      ? (await signUpOwner()).cookie
      : isPartnerRoute(route)
        ? partnerCookie
        : cookie
    const sent = await answerOf(
      route,
      { params: {}, body: { text: '{"not json' }, label: route },
      PUBLIC_ROUTES.has(route) ? undefined : caller,
    )
    expect(sent.problem).toBeNull()
    expect(sent.status).not.toBe(400)
  })

  it.each(assignable)('%s ignores hostile values for the fields only the server sets', async (route) => {
    const caller = isPartnerRoute(route) ? partnerCookie : cookie
    const valid = await validRequestFactory(route)!(caller)
    const hostile = { ...hostileFields(strangerId), ...(SERVER_STATUS[route] ? { status: SERVER_STATUS[route] } : {}) }
    const form = valid.form?.()
    for (const [field, value] of Object.entries(hostile)) form?.set(field, String(value))
    const sent = await answerOf(
      route,
      {
        params: valid.params,
        body: form ? { form } : { text: JSON.stringify({ ...hostile, ...valid.body }) },
        label: route,
      },
      PUBLIC_ROUTES.has(route) ? undefined : caller,
    )
    expect(sent.problem).toBeNull()
    if (REFUSE_UNKNOWN_FIELDS.has(route)) return expect(sent.status).toBe(400)
    expect(sent.status, 'the valid body with extra fields is accepted').toBeLessThan(300)

    const ids = LOCATE[route] ? await LOCATE[route](valid) : answeredIds(sent.answer ?? {}, valid.params)
    const rows = (await Promise.all(ids.map(storedRows))).flat()
    expect(rows.length, `the object behind ${JSON.stringify(ids)} is stored`).toBeGreaterThan(0)
    expect(rows.flatMap(({ table, row }) => hostileValuesIn(table, row, strangerId))).toEqual([])
    for (const { row } of rows.filter(() => SERVER_STATUS[route]))
      if ('status' in row) expect(row.status).not.toBe(SERVER_STATUS[route])
    expect(await rowsWithHostileId()).toBe(0)
  })
})
