/**
 * Sending an email campaign in chunks through the real queue, the email's tracked open, click and
 * unsubscribe, the conversion a click leads to, and the landing page's web banner.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { sendCampaign } from '../../worker/modules/marketing/campaigns/sending'
import { mailer } from '../../worker/modules/notifications'
import { createCampaign, deliver, emailCampaign, getCampaign, paidBooking, recipientsOf } from '../helpers/campaigns'
import { dayFromToday, makeCustomer, makeRv } from '../helpers/fleet'
import { api, signUpEstablishedOwner } from '../helpers/worker-client'

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
