/**
 * Marketing campaigns: the form's rules, each target audience, sending an email campaign in
 * chunks through the real queue, and the email's tracked open, click and unsubscribe.
 */
import { env } from 'cloudflare:workers'
import { createExecutionContext, createMessageBatch } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import entry from '../../worker/index'
import { createDb } from '../../worker/db/client'
import { sendCampaign } from '../../worker/modules/marketing/campaigns/sending'
import { mailer } from '../../worker/modules/notifications'
import { dayFromToday, makeCustomer, makeRv } from '../helpers/fleet'
import {
  api,
  type Api,
  errorOf,
  type JsonOf,
  signUpEstablishedOwner,
  signUpOwner,
  unchecked,
} from '../helpers/worker-client'

const worker: ExportedHandler<Env> = entry
const DAY = 86_400_000

type CampaignInput = JsonOf<Api['campaigns']['$post']>

const emailCampaign = (overrides: Partial<CampaignInput> = {}) => ({
  name: 'Spring getaway',
  emailSubject: 'Your spring trip',
  emailContent: 'Book now: https://blog.example.com/spring-guide and see you soon.',
  ...overrides,
})

async function createCampaign(cookie: string, json: CampaignInput) {
  const response = await api(cookie).campaigns.$post({ json })
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`)
  return response.json()
}

const getCampaignRow = (id: string) =>
  env.DB.prepare('select status, content from campaigns where id = ?')
    .bind(id)
    .first<{ status: string }>()
    .then((row) => row!)

const getCampaign = (cookie: string, id: string) =>
  api(cookie)
    .campaigns[':id'].$get({ param: { id } })
    .then((r) => r.json())

/** A booking of the owner's RV that a renter paid for (the provider confirmed it): what grows an account's standing. */
async function paidBooking(ownerId: string, rvId: string) {
  const customer = crypto.randomUUID()
  await env.DB.batch([
    env.DB.prepare('insert into customers (id, owner_id, email, created_at) values (?, ?, ?, ?)').bind(
      customer,
      ownerId,
      `${customer}@example.com`,
      Date.now(),
    ),
    env.DB.prepare(
      `insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, payment_status, created_at, updated_at)
       values (?, ?, ?, ?, '2031-01-01', '2031-01-03', 20000, 'confirmed', 'succeeded', ?, ?)`,
    ).bind(crypto.randomUUID(), ownerId, customer, rvId, Date.now(), Date.now()),
  ])
}

/** Runs the queue consumer over these notification ids, as the EMAILS queue would deliver them (local outbox). */
async function deliver(ids: string[]) {
  const batch = createMessageBatch(
    'rv-connect-emails',
    ids.map((notificationId, index) => ({
      id: `m${index}`,
      timestamp: new Date(),
      attempts: 1,
      body: { notificationId },
    })),
  )
  await worker.queue!(batch, env, createExecutionContext())
}

const recipientsOf = (campaignId: string) =>
  env.DB.prepare(
    `select r.token, r.notification_id as notificationId, c.email, n.text_content as text, n.content as html
     from campaign_recipients r join customers c on c.id = r.customer_id join notifications n on n.id = r.notification_id
     where r.campaign_id = ? order by c.email`,
  )
    .bind(campaignId)
    .all<{ token: string; notificationId: string; email: string; text: string; html: string }>()
    .then((result) => result.results)

describe('the campaign form', () => {
  it('defaults to a draft email campaign for everyone, and ignores the client’s content and metrics', async () => {
    const owner = await signUpOwner()
    const campaign = await createCampaign(owner.cookie, emailCampaign({ metrics: { sent: 5000 }, content: { x: 1 } }))
    expect(campaign).toMatchObject({ type: 'email', status: 'draft', targetAudience: 'all_customers' })
    expect(campaign.metrics).toEqual({ recipients: 0, sent: 0, opened: 0, clicked: 0, conversions: 0 })
  })

  it.each([
    [{ startDate: dayFromToday(-3) }, 'startDate', 'Start date cannot be in the past'],
    [{ endDate: dayFromToday(-3) }, 'endDate', 'End date cannot be in the past'],
    [{ startDate: dayFromToday(5), endDate: dayFromToday(5) }, 'endDate', 'End date must be after the start date'],
    [{ startDate: dayFromToday(5), endDate: dayFromToday(2) }, 'endDate', 'End date must be after the start date'],
    [{ startDate: '2026-02-30' }, 'startDate', 'Start date is not a real date'],
    [{ type: 'sms', smsContent: 'x'.repeat(161) }, 'smsContent', 'SMS message must be at most 160 characters'],
    [{ type: 'sms', smsContent: '', status: 'active' }, 'smsContent', 'SMS message is required'],
    [{ emailSubject: '', status: 'active' }, 'emailSubject', 'Email subject is required'],
    [{ emailSubject: 'Account notice\nBcc: list@evil.example' }, 'emailSubject', 'Email subject must be one line'],
    [{ emailSubject: 'Account notice\r\nBcc: list@evil.example' }, 'emailSubject', 'Email subject must be one line'],
    [{ targetAudience: 'everyone' }, 'targetAudience', 'Choose one of the target audiences'],
    [{ type: 'fax' }, 'type', 'Choose email, social media, SMS or web banner'],
    [
      { type: 'social_media', postContent: 'Hi', socialPlatforms: ['myspace'] },
      'socialPlatforms',
      'Choose Facebook, Instagram, Twitter or all',
    ],
    [
      { type: 'social_media', postContent: 'Hi', socialPlatforms: [], status: 'active' },
      'socialPlatforms',
      'Choose at least one platform',
    ],
    [{ type: 'web', bannerTitle: 'Sale', status: 'paused' }, 'bannerMessage', 'Banner message is required'],
    [{ name: '  ' }, 'name', 'Campaign name is required'],
  ])('refuses %j with "%s: %s"', async (overrides, field, message) => {
    const owner = await signUpOwner()
    const response = await api(owner.cookie).campaigns.$post({ json: unchecked({ ...emailCampaign(), ...overrides }) })
    expect(response.status).toBe(400)
    const body = await errorOf(response)
    // A list's entry reports under 'field.index'.
    const messages = Object.entries(body.fields!).flatMap(([key, list]) => (key.split('.')[0] === field ? list! : []))
    expect(messages).toContain(message)
    const { n } = (await env.DB.prepare('select count(*) as n from campaigns where owner_id = ?')
      .bind(owner.user.id)
      .first<{ n: number }>())!
    expect(n).toBe(0)
  })

  it('saves a draft with only its name and type; the subject and content are needed to activate or send it', async () => {
    const owner = await signUpEstablishedOwner()
    await makeCustomer(owner.cookie, { marketingConsent: true })
    const draft = await createCampaign(owner.cookie, { name: 'Half-written', type: 'email' })
    expect(draft).toMatchObject({ status: 'draft', emailSubject: null, emailContent: null })
    const patch = (json: JsonOf<Api['campaigns'][':id']['$patch']>) =>
      api(owner.cookie).campaigns[':id'].$patch({ param: { id: draft.id }, json })
    expect((await patch({ emailSubject: 'Half a subject' })).status).toBe(200)
    const activated = await patch({ status: 'active' })
    expect(activated.status).toBe(400)
    expect(await activated.json()).toMatchObject({ fields: { emailContent: ['Email content is required'] } })
    const sent = await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: draft.id } })
    expect(sent.status).toBe(400)
    const { n } = (await env.DB.prepare('select count(*) as n from campaign_recipients where campaign_id = ?')
      .bind(draft.id)
      .first<{ n: number }>())!
    expect(n).toBe(0)
    expect((await getCampaignRow(draft.id)).status).toBe('draft')
    // A subject is one line, whenever it is set.
    const broken = await patch({ emailSubject: 'Account notice\nBcc: list@evil.example' })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ fields: { emailSubject: ['Email subject must be one line'] } })
  })

  it('takes an SMS of exactly 160 characters, the four platforms and each audience', async () => {
    const owner = await signUpOwner()
    const sms = await createCampaign(owner.cookie, { name: 'Text', type: 'sms', smsContent: 'x'.repeat(160) })
    expect(sms).toMatchObject({ type: 'sms', delivery: 'not_connected' })
    const social = await createCampaign(owner.cookie, {
      name: 'Post',
      type: 'social_media',
      socialPlatforms: ['facebook', 'instagram', 'twitter', 'all'],
      postContent: 'Summer!',
      targetAudience: 'adventure_seekers',
      startDate: dayFromToday(0),
      endDate: dayFromToday(30),
    })
    expect(social).toMatchObject({
      socialPlatforms: ['facebook', 'instagram', 'twitter', 'all'],
      delivery: 'not_connected',
    })
  })

  it('changes status freely, keeps a change within the type’s rules, and keeps a sent email’s words', async () => {
    const owner = await signUpEstablishedOwner()
    const campaign = await createCampaign(owner.cookie, emailCampaign())
    const patch = (json: JsonOf<Api['campaigns'][':id']['$patch']>) =>
      api(owner.cookie).campaigns[':id'].$patch({ param: { id: campaign.id }, json })
    for (const status of ['draft', 'paused', 'completed', 'active'] as const)
      expect(await (await patch({ status })).json()).toMatchObject({ status })
    const cleared = await patch({ emailSubject: '' })
    expect(cleared.status).toBe(400)
    expect(await cleared.json()).toMatchObject({ fields: { emailSubject: ['Email subject is required'] } })
    expect(await (await patch({ emailSubject: 'New subject' })).json()).toMatchObject({ emailSubject: 'New subject' })
    await makeCustomer(owner.cookie, { marketingConsent: true })
    expect((await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: campaign.id } })).status).toBe(200)
    const afterSend = await patch({ emailContent: 'Something else' })
    expect(afterSend.status).toBe(409)
    expect((await patch({ status: 'completed' })).status).toBe(200)
  })

  it('sends only email campaigns: social and SMS say they are not connected', async () => {
    const owner = await signUpOwner()
    const sms = await createCampaign(owner.cookie, { name: 'Text', type: 'sms', smsContent: 'Hi' })
    const response = await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: sms.id } })
    expect(response.status).toBe(409)
    const { n } = (await env.DB.prepare('select count(*) as n from campaign_recipients where campaign_id = ?')
      .bind(sms.id)
      .first<{ n: number }>())!
    expect(n).toBe(0)
  })
})

describe('target audiences', () => {
  it('reaches exactly the customers each rule names, never one who unsubscribed', async () => {
    const owner = await signUpEstablishedOwner()
    const rv = await makeRv(owner.cookie, { pricePerNight: '100.00' })
    const customer = (email: string, tags: string[] = []) =>
      makeCustomer(owner.cookie, { email: `${email}@example.com`, firstName: email, tags, marketingConsent: true })
    const [fresh, regular, big, sleepy, family, , , quiet] = await Promise.all([
      customer('fresh'),
      customer('regular'),
      customer('big'),
      customer('sleepy'),
      customer('family'),
      customer('adventurous', ['adventure']),
      customer('tagfamily', ['Family']),
      customer('quiet'),
    ])
    let n = 0
    /** A booking written as it stood `daysAgo` days ago (created then), confirmed and paid for `nights` nights. */
    const booking = async (customerId: string, daysAgo: number, nights = 2, guests: number | null = null) => {
      const id = crypto.randomUUID()
      const start = dayFromToday(400 + n * 5)
      n += 1
      await env.DB.prepare(
        `insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, payment_status, guests, created_at, updated_at)
         values (?, ?, ?, ?, ?, date(?, '+' || ? || ' days'), ?, 'confirmed', 'succeeded', ?, ?, ?)`,
      )
        .bind(
          id,
          owner.user.id,
          customerId,
          rv.id,
          start,
          start,
          nights,
          nights * 10_000,
          guests,
          Date.now() - daysAgo * DAY,
          Date.now(),
        )
        .run()
    }
    await booking(fresh.id, 3) // first booking 3 days ago: new
    await booking(regular.id, 100)
    await booking(regular.id, 50) // two bookings: returning
    await booking(big.id, 90, 20) // the biggest spender: high value
    await booking(sleepy.id, 200) // last booked 200 days ago: inactive
    await booking(family.id, 60, 2, 6) // 6 guests: family
    // A cancelled booking is not business: it makes nobody new or returning.
    await env.DB.prepare(
      `insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, created_at, updated_at)
       values (?, ?, ?, ?, '2030-01-01', '2030-01-05', 99999900, 'cancelled', ?, ?)`,
    )
      .bind(crypto.randomUUID(), owner.user.id, quiet.id, rv.id, Date.now(), Date.now())
      .run()
    // Customers created long ago, without bookings since: inactive too.
    await env.DB.prepare('update customers set created_at = ? where id in (?, ?)')
      .bind(Date.now() - 365 * DAY, sleepy.id, quiet.id)
      .run()
    // Someone who unsubscribed is in no audience at all.
    const gone = await customer('gone', ['family', 'adventure'])
    await booking(gone.id, 1, 30, 8)
    await env.DB.prepare('update customers set unsubscribed_at = ? where id = ?').bind(Date.now(), gone.id).run()

    const reached = async (targetAudience: NonNullable<CampaignInput['targetAudience']>) => {
      const campaign = await createCampaign(owner.cookie, emailCampaign({ targetAudience }))
      const preview = await api(owner.cookie).campaigns[':id'].recipients.$get({ param: { id: campaign.id } })
      const { recipients } = await preview.json()
      await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: campaign.id } })
      const emails = (await recipientsOf(campaign.id)).map((r) => r.email.replace('@example.com', ''))
      expect(recipients, `${targetAudience}: the preview counts who is sent to`).toBe(emails.length)
      return emails
    }
    expect(await reached('all_customers')).toEqual(
      ['adventurous', 'big', 'family', 'fresh', 'quiet', 'regular', 'sleepy', 'tagfamily'].sort(),
    )
    expect(await reached('new_customers')).toEqual(['fresh'])
    expect(await reached('returning_customers')).toEqual(['regular'])
    // 5 customers spent (fresh, regular, big, sleepy, family): the top 20% is one, the biggest.
    expect(await reached('high_value_customers')).toEqual(['big'])
    expect(await reached('inactive_customers')).toEqual(['quiet', 'sleepy'])
    expect(await reached('family_travelers')).toEqual(['family', 'tagfamily'])
    expect(await reached('adventure_seekers')).toEqual(['adventurous'])
  })
})

describe('sending an email campaign', () => {
  it('queues one email per recipient in chunks, resumes without duplicates, and counts what was sent', async () => {
    const owner = await signUpEstablishedOwner()
    const db = createDb(env.DB)
    const now = Date.now()
    const customerIds = Array.from({ length: 250 }, () => crypto.randomUUID())
    await env.DB.batch(
      customerIds.map((id, i) =>
        env.DB.prepare(
          'insert into customers (id, owner_id, first_name, email, marketing_consent_at, created_at) values (?, ?, ?, ?, ?, ?)',
        ).bind(id, owner.user.id, `Renter ${i}`, `bulk-${i}-${id.slice(0, 6)}@example.com`, now, now),
      ),
    )
    const campaign = await createCampaign(owner.cookie, emailCampaign())
    const queueBatches: number[] = []
    const queued: string[] = []
    const countingQueue = {
      ...env.EMAILS,
      send: env.EMAILS.send.bind(env.EMAILS),
      sendBatch: async (messages: Iterable<MessageSendRequest<{ notificationId: string }>>) => {
        const list = [...messages]
        queueBatches.push(list.length)
        queued.push(...list.map((m) => m.body.notificationId))
        return env.EMAILS.sendBatch(list)
      },
    } as Queue
    const d1Batch = env.DB.batch.bind(env.DB)
    let d1Batches = 0
    const countingDb = createDb({
      ...env.DB,
      prepare: env.DB.prepare.bind(env.DB),
      batch: (s: D1PreparedStatement[]) => (d1Batches++, d1Batch(s)),
    } as D1Database)
    const ctx = { db: countingDb, ownerId: owner.user.id }
    const result = await sendCampaign({
      ctx: { ...ctx, mailer: mailer({ ...env, EMAILS: countingQueue }), now, chunkSize: 100 },
      input: { id: campaign.id },
    })
    expect(result).toEqual({ queued: 250, recipients: 250, waiting: 0 })
    expect(queueBatches).toEqual([100, 100, 50])
    expect(d1Batches).toBe(3)
    expect(new Set(queued).size).toBe(250)

    // Sending again (a double click, a retried request) writes and queues nothing new.
    const again = await sendCampaign({
      ctx: { db, ownerId: owner.user.id, mailer: mailer({ ...env, EMAILS: countingQueue }), now },
      input: { id: campaign.id },
    })
    expect(again).toEqual({ queued: 0, recipients: 250, waiting: 0 })
    expect(queueBatches).toHaveLength(3)

    const row = await env.DB.prepare('select status, sent_at from campaigns where id = ?').bind(campaign.id).first()
    expect(row).toMatchObject({ status: 'active', sent_at: now })
    expect((await getCampaign(owner.cookie, campaign.id)).metrics).toMatchObject({ recipients: 250, sent: 0 })
    await deliver(queued.slice(0, 100))
    expect((await getCampaign(owner.cookie, campaign.id)).metrics).toMatchObject({ recipients: 250, sent: 100 })
  })

  it('tracks the open and the click, redirects only to the campaign’s own links, and unsubscribes for good', async () => {
    const owner = await signUpEstablishedOwner()
    const [, ben] = await Promise.all([
      makeCustomer(owner.cookie, { firstName: 'Ana', email: 'ana@example.com', marketingConsent: true }),
      makeCustomer(owner.cookie, { firstName: 'Ben', email: 'ben@example.com', marketingConsent: true }),
    ])
    const campaign = await createCampaign(owner.cookie, emailCampaign())
    await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: campaign.id } })
    const [first, second] = await recipientsOf(campaign.id)
    expect(first!.email).toBe('ana@example.com')
    await deliver([first!.notificationId, second!.notificationId])
    expect((await getCampaign(owner.cookie, campaign.id)).metrics).toMatchObject({ sent: 2, opened: 0, clicked: 0 })

    // The email greets by name, links through its own token, and carries the unsubscribe link and the open image.
    const html = first!.html
    expect(html).toContain('Hi Ana,')
    // Links are named by their place in the email, never by an address the click could change.
    const link = (n: string) =>
      api().marketing.click[':token'].$path({ param: { token: first!.token }, query: { link: n } })
    expect(html).toContain(link('0'))
    expect(html).toContain(link('1'))
    expect(html).not.toContain('?url=')
    expect(html).toContain(`/unsubscribe?token=${first!.token}`)
    expect(html).toContain(api().marketing.open[':token'].$path({ param: { token: first!.token } }))
    expect(first!.text).toContain(`/unsubscribe?token=${first!.token}`)

    const pixel = await api().marketing.open[':token'].$get({ param: { token: first!.token } })
    expect(pixel.status).toBe(200)
    expect(pixel.headers.get('content-type')).toBe('image/gif')
    await api().marketing.open[':token'].$get({ param: { token: first!.token } }) // a second open counts once
    expect((await getCampaign(owner.cookie, campaign.id)).metrics).toMatchObject({ opened: 1, clicked: 0 })

    const click = (token: string, url: string) =>
      api().marketing.click[':token'].$get({ param: { token }, query: { url } })
    const foreign = await click(second!.token, 'https://evil.example.com/phish')
    expect(foreign.status).toBe(400)
    expect(await foreign.json()).toMatchObject({ code: 'foreign_link' })
    expect((await click('f'.repeat(64), 'https://blog.example.com/spring-guide')).status).toBe(404)
    expect((await getCampaign(owner.cookie, campaign.id)).metrics).toMatchObject({ opened: 1, clicked: 0 })

    const byPlace = (token: string, link: string) =>
      api().marketing.click[':token'].$get({ param: { token }, query: { link } })
    for (const link of ['2', '-1', '1e0', ''])
      expect((await byPlace(second!.token, link)).status, `link=${link}`).toBe(400)
    const followed = await byPlace(second!.token, '0')
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe('https://blog.example.com/spring-guide')
    expect(followed.headers.get('set-cookie')).toContain(`__Host-campaign=${second!.token}`)
    // The booking button's address is the campaign's own too.
    const button = await byPlace(first!.token, '1')
    expect(button.headers.get('location')).toBe(`${env.APP_URL}/book`)
    // Emails sent before links were numbered name the address, which must still be one of the email's own.
    expect((await click(first!.token, 'https://blog.example.com/spring-guide')).status).toBe(302)
    expect((await getCampaign(owner.cookie, campaign.id)).metrics).toMatchObject({ opened: 2, clicked: 2 })

    // Unsubscribing: the customer is out of every audience, and a queued email to them is never sent.
    const invalid = await api().marketing.unsubscribe.$post({ json: { token: 'a'.repeat(64) } })
    expect(invalid.status).toBe(404)
    const unsubscribed = await api().marketing.unsubscribe.$post({ json: { token: first!.token } })
    expect(await unsubscribed.json()).toEqual({ unsubscribed: true })
    const customers = await api(owner.cookie)
      .customers.$get({ query: {} })
      .then((r) => r.json())
    expect(customers.items).toHaveLength(2)
    const next = await createCampaign(owner.cookie, emailCampaign({ name: 'Next' }))
    const preview = await api(owner.cookie).campaigns[':id'].recipients.$get({ param: { id: next.id } })
    expect(await preview.json()).toMatchObject({ recipients: 1 })

    // An email queued before the unsubscribe arrived is dropped by the consumer, not sent.
    const late = await createCampaign(owner.cookie, emailCampaign({ name: 'Late' }))
    await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: late.id } })
    const [benCopy] = await recipientsOf(late.id)
    expect(benCopy!.email).toBe('ben@example.com')
    await env.DB.prepare('update customers set unsubscribed_at = ? where id = ?').bind(Date.now(), ben.id).run()
    await deliver([benCopy!.notificationId])
    const row = await env.DB.prepare('select status, error from notifications where id = ?')
      .bind(benCopy!.notificationId)
      .first()
    expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining('unsubscribed') })
  })

  it('keeps an unsubscribed address unsubscribed when the customer’s email is renamed and the address added again', async () => {
    const owner = await signUpEstablishedOwner()
    const ana = await makeCustomer(owner.cookie, { firstName: 'Ana', email: 'ana@example.com', marketingConsent: true })
    const first = await createCampaign(owner.cookie, emailCampaign())
    await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: first.id } })
    const [copy] = await recipientsOf(first.id)
    expect((await api().marketing.unsubscribe.$post({ json: { token: copy!.token } })).status).toBe(200)
    // The owner renames the customer's email, then adds the old address as a new customer who agreed.
    const renamed = await api(owner.cookie).customers[':id'].$put({
      param: { id: ana.id },
      json: { firstName: 'Ana', lastName: 'Renter', email: 'ana.new@example.com', marketingConsent: true },
    })
    expect(renamed.status).toBe(200)
    await makeCustomer(owner.cookie, { firstName: 'Ana', email: 'ana@example.com', marketingConsent: true })
    const next = await createCampaign(owner.cookie, emailCampaign({ name: 'Next' }))
    await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: next.id } })
    expect((await recipientsOf(next.id)).map((r) => r.email)).not.toContain('ana@example.com')
    // Another owner's customer at that address is theirs to email.
    const other = await signUpEstablishedOwner()
    await makeCustomer(other.cookie, { email: 'ana@example.com', marketingConsent: true })
    const theirs = await createCampaign(other.cookie, emailCampaign())
    await api(other.cookie).campaigns[':id'].send.$post({ param: { id: theirs.id } })
    expect((await recipientsOf(theirs.id)).map((r) => r.email)).toEqual(['ana@example.com'])
  })

  it('counts a booking made after a campaign click as the campaign’s conversion', async () => {
    const owner = await signUpEstablishedOwner()
    const rv = await makeRv(owner.cookie, { pricePerNight: '120.00' })
    await makeCustomer(owner.cookie, { email: 'clicker@example.com', marketingConsent: true })
    const campaign = await createCampaign(owner.cookie, emailCampaign())
    await api(owner.cookie).campaigns[':id'].send.$post({ param: { id: campaign.id } })
    const [copy] = await recipientsOf(campaign.id)
    const followed = await api().marketing.click[':token'].$get({ param: { token: copy!.token }, query: { link: '1' } })
    const cookie = followed.headers.get('set-cookie')!.split(';')[0]!
    const hold = await api(cookie).bookings.hold.$post(
      {
        json: {
          rvId: rv.id,
          startDate: dayFromToday(20),
          endDate: dayFromToday(23),
          zipCode: '80302',
          firstName: 'Click',
          lastName: 'Er',
          email: 'clicker@example.com',
          phone: '555-123-4567',
        },
      },
      { headers: { 'cf-connecting-ip': '198.51.100.77' } },
    )
    expect(hold.status).toBe(201)
    const { bookingId } = await hold.json()
    // A hold is not business until it is paid or accepted; the owner confirms it.
    await api(owner.cookie).bookings[':id'].status.$patch({ param: { id: bookingId }, json: { status: 'confirmed' } })
    expect((await getCampaign(owner.cookie, campaign.id)).metrics).toMatchObject({ conversions: 1 })
    const stats = await api(owner.cookie)
      .marketing.stats.$get()
      .then((r) => r.json())
    expect(stats).toMatchObject({
      recipients: 1,
      conversions: 1,
      conversionRate: 100,
      engagement: 2,
      activeCampaigns: 1,
    })
  })

  it('shows one active web banner inside its dates on the landing page, naming the business and its RVs', async () => {
    const owner = await signUpEstablishedOwner({ firstName: 'Dana', lastName: 'Reyes' })
    // One after the other: the banner names the oldest first.
    const rv = await makeRv(owner.cookie, { name: 'Family Voyager' })
    await makeRv(owner.cookie, { name: 'Trail Blazer' })
    await paidBooking(owner.user.id, rv.id)
    const banner = (name: string, overrides: Record<string, unknown>) =>
      createCampaign(owner.cookie, {
        name,
        type: 'web',
        bannerTitle: name,
        bannerMessage: `${name} message`,
        ...overrides,
      })
    await banner('Draft banner', { startDate: dayFromToday(0) })
    await banner('Future banner', { status: 'active', startDate: dayFromToday(5) })
    const current = await banner('Current banner', {
      status: 'active',
      startDate: dayFromToday(0),
      endDate: dayFromToday(10),
    })
    const response = await api().marketing.banner.$get()
    expect(response.headers.get('cache-control')).toContain('s-maxage')
    expect(await response.json()).toEqual({
      banner: {
        id: current.id,
        title: 'Current banner',
        message: 'Current banner message',
        businessName: 'Dana Reyes',
        rvNames: ['Family Voyager', 'Trail Blazer'],
        rvCount: 2,
      },
    })
    await api(owner.cookie).campaigns[':id'].$patch({ param: { id: current.id }, json: { status: 'paused' } })
    expect(
      await api()
        .marketing.banner.$get()
        .then((r) => r.json()),
    ).toEqual({ banner: null })
  })
})
