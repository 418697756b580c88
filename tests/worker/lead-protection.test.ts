/**
 * A lead costs its owner a fee, so 'Express Interest' answers success only for a lead it stored,
 * needs the robot check (Turnstile, captured with MSW, or the local test-mode pass), charges only
 * for dates the owner could still sell, caps new renters per RV per day, confirms to the renter,
 * and lets the owner dispute the fee of a lead whose confirmation bounced.
 */
import { env } from 'cloudflare:workers'
import { createExecutionContext, createMessageBatch } from 'cloudflare:test'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import entry from '../../worker/index'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'
import { TURNSTILE_VERIFY_URL } from '../../worker/middleware/bot-check'
import { NEW_RENTER_LEADS_PER_RV_PER_DAY } from '../../worker/modules/leads/schemas'
import { EMAIL_MAX_RETRIES } from '../../worker/modules/notifications/consumer'
import { SENDGRID_URL } from '../../worker/modules/notifications/providers'
import { dayFromToday, makeCustomer, ownerWithFleet } from '../helpers/fleet'
import { rowsFor } from '../helpers/leads'
import { useMockServer } from '../helpers/msw'
import { api, type ClientOptions, signUpOwner, unchecked } from '../helpers/worker-client'

const server = useMockServer()
const worker: ExportedHandler<Env> = entry
const withSendGrid = { ...env, SENDGRID_API_KEY: 'SG.test-key' }

let client = 0
const from = () => ({ 'cf-connecting-ip': `198.22.0.${++client}` })

/** The spec's own payload (section 7), with the test-mode robot check's answer. */
const specInterest = (rvId: string, overrides: Record<string, unknown> = {}) => ({
  customerId: 'temp',
  rvId,
  businessOwnerId: 'someone',
  firstName: 'Jo',
  lastName: 'Rivera',
  customerEmail: `${crypto.randomUUID()}@example.com`,
  customerPhone: '(541) 555-0199',
  customerLocation: 'Bend, OR',
  customerZipCode: '97701',
  requestedStartDate: dayFromToday(20),
  requestedEndDate: dayFromToday(23),
  estimatedRevenue: 1,
  leadCost: 0,
  botCheckToken: TEST_BOT_CHECK_TOKEN,
  ...overrides,
})

/** Sends the spec's payload as it is: it carries fields (an owner, a revenue, a fee) the form's schema does not take. */
const expressInterest = (
  json: ReturnType<typeof specInterest>,
  { env: settings, headers = from() }: Pick<ClientOptions, 'env' | 'headers'> = {},
) => api({ headers, env: settings }).leads.generate.$post({ json: unchecked(json) })

const feesOf = (ownerId: string) =>
  env.DB.prepare('select count(*) as n from business_payments where owner_id = ?')
    .bind(ownerId)
    .first<{ n: number }>()
    .then((row) => row!.n)

describe('what Express Interest stores and answers', () => {
  it('takes the spec’s customerEmail and customerPhone, and confirms to the renter by email', async () => {
    const { owner, rv } = await ownerWithFleet({ name: 'Juniper' })
    const json = specInterest(rv.id)
    const response = await expressInterest(json)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ registered: true })
    const lead = await env.DB.prepare('select customer_phone, owner_id from leads where customer_email = ?')
      .bind(json.customerEmail)
      .first()
    expect(lead).toEqual({ customer_phone: '(541) 555-0199', owner_id: owner.user.id })
    const confirmation = await env.DB.prepare(
      "select subject from notifications where type = 'lead_confirmation' and email = ?",
    )
      .bind(json.customerEmail)
      .first()
    expect(confirmation).toEqual({ subject: 'Your interest in Juniper was sent' })
    // Without any email the field is named.
    const missing = await expressInterest(specInterest(rv.id, { customerEmail: undefined }))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ fields: { email: ['Email is required'] } })
  })

  it('stores a form sent at once, with no opening time, as a person’s (autofill is not a bot)', async () => {
    const { rv } = await ownerWithFleet()
    const json = specInterest(rv.id, { formOpenedAt: Date.now(), website: '' })
    expect((await expressInterest(json)).status).toBe(201)
    expect(await rowsFor(json.customerEmail)).toMatchObject({ leads: 1, fees: 1 })
  })

  it('refuses, writing nothing, without the robot check’s answer', async () => {
    const { rv } = await ownerWithFleet()
    for (const botCheckToken of [undefined, null, 'guess']) {
      const json = specInterest(rv.id, { botCheckToken })
      const response = await expressInterest(json)
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'bot_check_failed' })
      expect(await rowsFor(json.customerEmail)).toMatchObject({ leads: 0, fees: 0 })
    }
    expect(await (await api().leads['bot-check'].$get()).json()).toEqual({ botCheck: { mode: 'test' } })
  })

  it('asks Cloudflare Turnstile when it is configured, and writes only what it passes', async () => {
    const { rv } = await ownerWithFleet()
    const turnstile = { TURNSTILE_SITE_KEY: '0x4AAAAAAA-site', TURNSTILE_SECRET_KEY: '0x4AAAAAAA-secret' }
    const asked: string[] = []
    server.use(
      http.post(TURNSTILE_VERIFY_URL, async ({ request }) => {
        const form = await request.formData()
        asked.push(form.get('response') as string)
        return HttpResponse.json({ success: form.get('response') === 'human-token' })
      }),
    )
    const config = await api({ env: turnstile }).leads['bot-check'].$get()
    expect(await config.json()).toEqual({ botCheck: { mode: 'turnstile', siteKey: '0x4AAAAAAA-site' } })
    // The test-mode pass means nothing once Turnstile is set up.
    const bot = specInterest(rv.id)
    expect((await expressInterest(bot, { env: turnstile })).status).toBe(403)
    const person = specInterest(rv.id, { botCheckToken: 'human-token' })
    expect((await expressInterest(person, { env: turnstile })).status).toBe(201)
    expect(asked).toEqual([TEST_BOT_CHECK_TOKEN, 'human-token'])
    expect(await rowsFor(bot.customerEmail)).toMatchObject({ leads: 0, fees: 0 })
    expect(await rowsFor(person.customerEmail)).toMatchObject({ leads: 1, fees: 1 })
  })
})

describe('an attacker running up an owner’s lead fees', () => {
  it('gets no fee written for past dates or dates beyond the booking window', async () => {
    const { owner, rv } = await ownerWithFleet()
    const cases: [string, string, string][] = [
      ['2000-01-01', '2000-03-01', 'Pickup date cannot be before today'],
      [dayFromToday(-3), dayFromToday(2), 'Pickup date cannot be before today'],
      [dayFromToday(800), dayFromToday(803), 'Pickup date must be within 2 years from today'],
    ]
    for (const [requestedStartDate, requestedEndDate, message] of cases) {
      const response = await expressInterest(specInterest(rv.id, { requestedStartDate, requestedEndDate }))
      expect(response.status, requestedStartDate).toBe(400)
      expect(await response.json()).toMatchObject({ fields: { requestedStartDate: [message] } })
    }
    expect(await feesOf(owner.user.id)).toBe(0)
  })

  it('draws at most a few fees per RV a day from made-up addresses, from any number of clients', async () => {
    const { owner, rv } = await ownerWithFleet()
    const statuses = []
    for (let n = 0; n < NEW_RENTER_LEADS_PER_RV_PER_DAY + 2; n++)
      statuses.push((await expressInterest(specInterest(rv.id))).status)
    expect(statuses).toEqual([...Array<number>(NEW_RENTER_LEADS_PER_RV_PER_DAY).fill(201), 429, 429])
    expect(await feesOf(owner.user.id)).toBe(NEW_RENTER_LEADS_PER_RV_PER_DAY)
    const refused = await expressInterest(specInterest(rv.id))
    expect(await refused.json()).toMatchObject({ code: 'rv_lead_limit' })

    // A renter the owner already knows still gets through, and the next day the RV takes new renters again.
    const known = await makeCustomer(owner.cookie, { email: `${crypto.randomUUID()}@example.com` })
    const email = await env.DB.prepare('select email from customers where id = ?').bind(known.id).first<string>('email')
    expect((await expressInterest(specInterest(rv.id, { customerEmail: email }))).status).toBe(201)
    await env.DB.prepare('update leads set created_at = created_at - 86400001 where rv_id = ?').bind(rv.id).run()
    await env.DB.prepare(
      "update customers set created_at = created_at - 86400001 where owner_id = ? and source = 'lead'",
    )
      .bind(owner.user.id)
      .run()
    expect((await expressInterest(specInterest(rv.id))).status).toBe(201)
    expect(await feesOf(owner.user.id)).toBe(NEW_RENTER_LEADS_PER_RV_PER_DAY + 2)
  })
})

describe('a lead whose renter’s confirmation bounced', () => {
  /** Sends the email as the queue's last attempt, with SendGrid refusing the address. */
  async function bounce(notificationId: string) {
    server.use(
      http.post(SENDGRID_URL, () => HttpResponse.json({ errors: [{ message: 'does not exist' }] }, { status: 400 })),
    )
    const batch = createMessageBatch('rv-connect-emails', [
      { id: 'b0', timestamp: new Date(), attempts: EMAIL_MAX_RETRIES + 1, body: { notificationId } },
    ])
    await worker.queue!(batch, withSendGrid, createExecutionContext())
  }

  /** A lead whose emails are written but not queued, so only this test sends them. */
  async function leadWithConfirmation() {
    const fleet = await ownerWithFleet()
    const json = specInterest(fleet.rv.id)
    const quietQueue = { send: () => Promise.resolve(), sendBatch: () => Promise.resolve() } as unknown as Queue
    expect((await expressInterest(json, { env: { EMAILS: quietQueue } })).status).toBe(201)
    const { id } = (await env.DB.prepare("select id from notifications where type = 'lead_confirmation' and email = ?")
      .bind(json.customerEmail)
      .first<{ id: string }>())!
    const fees = async () => (await api(fleet.owner.cookie)['business-payments'].$get({ query: {} })).json()
    const dispute = (feeId: string, cookie = fleet.owner.cookie) =>
      api(cookie)['business-payments'][':id'].dispute.$post({ param: { id: feeId } })
    return { ...fleet, confirmationId: id, fees, dispute }
  }

  it('is marked bounced, and its owner disputes the fee, which is waived and never paid', async () => {
    const { owner, confirmationId, fees, dispute } = await leadWithConfirmation()
    const [fee] = (await fees()).items
    expect(fee).toMatchObject({ status: 'pending', disputable: false })
    // Not bounced yet: no dispute.
    expect((await dispute(fee!.id)).status).toBe(409)

    await bounce(confirmationId)
    const [lead] = (await (await api(owner.cookie).leads.$get({ query: {} })).json()).items
    expect(lead).toMatchObject({ bounced: true, paymentStatus: 'pending' })
    expect((await fees()).items[0]).toMatchObject({ disputable: true })

    // Only the owner's own fee.
    const stranger = await signUpOwner()
    expect((await dispute(fee!.id, stranger.cookie)).status).toBe(404)

    const disputed = await dispute(fee!.id)
    expect(disputed.status).toBe(200)
    expect(await disputed.json()).toMatchObject({ id: fee!.id, status: 'waived', disputable: false })
    expect(await fees()).toMatchObject({ outstanding: '0.00', items: [{ status: 'waived' }] })
    const [waivedLead] = (await (await api(owner.cookie).leads.$get({ query: {} })).json()).items
    expect(waivedLead).toMatchObject({ paymentStatus: 'waived' })
    expect((await api(owner.cookie)['business-payments'].pay.$post()).status).toBe(409)
    expect((await dispute(fee!.id)).status).toBe(409)
  })
})
