import { env } from 'cloudflare:workers'
import { createExecutionContext, createMessageBatch } from 'cloudflare:test'
import { queueResult } from '../helpers/queue-result'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { notificationTypes } from '../../worker/lib/shared/enums'
import entry from '../../worker/index'
import { EMAIL_MAX_RETRIES, retryDelaySeconds } from '../../worker/modules/notifications/consumer'
import { SENDGRID_URL } from '../../worker/modules/notifications/providers'
import { runFrequentJobs } from '../../worker/scheduled'
import { renderEmail } from '../../worker/modules/notifications/templates'
import { dayFromToday, makeCustomer, makeRv } from '../helpers/fleet'
import { useMockServer } from '../helpers/msw'
import { allPages } from '../helpers/paging'
import { attemptsUntilLimited } from '../helpers/rate-limit'
import { api, signUpOwner } from '../helpers/worker-client'

const server = useMockServer()
const worker: ExportedHandler<Env> = entry
const withSendGrid = { ...env, SENDGRID_API_KEY: 'SG.test-key' }

/** A notification row waiting to be sent, written directly so no queue message races the test. */
async function pendingNotification(ownerId: string, email = 'renter@example.com') {
  const id = crypto.randomUUID()
  await env.DB.prepare(
    "insert into notifications (id, owner_id, type, email, subject, content, text_content, status, provider, created_at) values (?, ?, 'booking_confirmation', ?, 'Your booking', '<p>Hi</p>', 'Hi', 'pending', 'sendgrid', ?)",
  )
    .bind(id, ownerId, email, Date.now())
    .run()
  return id
}

const notificationRow = (id: string) =>
  env.DB.prepare('select status, error, provider_message_id, sent_at from notifications where id = ?')
    .bind(id)
    .first<{ status: string; error: string | null; provider_message_id: string | null; sent_at: number | null }>()

async function deliver(messages: { notificationId: string; attempts: number }[], settings: Env = withSendGrid) {
  const batch = createMessageBatch(
    'rv-connect-emails',
    messages.map(({ notificationId, attempts }, index) => ({
      id: `m${index}`,
      timestamp: new Date(),
      attempts,
      body: { notificationId },
    })),
  )
  const ctx = createExecutionContext()
  await worker.queue!(batch, settings, ctx)
  return queueResult(batch, ctx)
}

describe('email delivery', () => {
  it('sends a notification delivered three times exactly once', async () => {
    const owner = await signUpOwner()
    const id = await pendingNotification(owner.user.id)
    const sent: { to: string; authorization: string | null; types: string[] }[] = []
    server.use(
      http.post(SENDGRID_URL, async ({ request }) => {
        const body = (await request.json()) as {
          personalizations: { to: { email: string }[] }[]
          content: { type: string }[]
        }
        sent.push({
          to: body.personalizations[0]!.to[0]!.email,
          authorization: request.headers.get('authorization'),
          types: body.content.map((part) => part.type),
        })
        return new HttpResponse(null, { status: 202, headers: { 'x-message-id': 'sg-123' } })
      }),
    )

    const result = await deliver([1, 1, 2].map((attempts) => ({ notificationId: id, attempts })))
    expect(sent).toEqual([
      { to: 'renter@example.com', authorization: 'Bearer SG.test-key', types: ['text/plain', 'text/html'] },
    ])
    expect(result.explicitAcks.sort()).toEqual(['m0', 'm1', 'm2'])
    expect(await notificationRow(id)).toMatchObject({ status: 'sent', provider_message_id: 'sg-123', error: null })
  })

  it('retries a failing provider with growing delays, then marks the row failed with its error text', async () => {
    const owner = await signUpOwner()
    const id = await pendingNotification(owner.user.id)
    let calls = 0
    server.use(
      http.post(SENDGRID_URL, () => {
        calls += 1
        return HttpResponse.json(
          { errors: [{ message: 'The from address does not match a verified Sender Identity' }] },
          { status: 403 },
        )
      }),
    )

    for (let attempts = 1; attempts <= EMAIL_MAX_RETRIES; attempts++) {
      const result = await deliver([{ notificationId: id, attempts }])
      expect(result.retryMessages.map((message) => message.msgId)).toEqual(['m0'])
      expect(await notificationRow(id)).toMatchObject({
        status: 'pending',
        error: expect.stringContaining('SendGrid 403'),
      })
    }
    // Each retry waits twice as long as the one before (the test harness does not report delays).
    expect(Array.from({ length: EMAIL_MAX_RETRIES }, (_, index) => retryDelaySeconds(index + 1))).toEqual([
      30, 60, 120, 240,
    ])

    // The last delivery: still failing, so the row says failed and the message goes on to the dead-letter queue.
    const last = await deliver([{ notificationId: id, attempts: EMAIL_MAX_RETRIES + 1 }])
    expect(last.retryMessages).toHaveLength(1)
    expect(calls).toBe(EMAIL_MAX_RETRIES + 1)
    const row = await notificationRow(id)
    expect(row?.status).toBe('failed')
    expect(row?.error).toContain('The from address does not match a verified Sender Identity')

    const dead = createMessageBatch('rv-connect-emails-dlq', [
      { id: 'd0', timestamp: new Date(), attempts: 1, body: { notificationId: id } },
    ])
    const ctx = createExecutionContext()
    await worker.queue!(dead, withSendGrid, ctx)
    expect((await queueResult(dead, ctx)).explicitAcks).toEqual(['d0'])
  })

  it('keeps the message in the local outbox when no email provider is configured', async () => {
    const owner = await signUpOwner()
    const id = await pendingNotification(owner.user.id)
    await deliver([{ notificationId: id, attempts: 1 }], env)
    expect(await notificationRow(id)).toMatchObject({
      status: 'sent',
      provider_message_id: expect.stringMatching(/^outbox-/),
    })
  })
})

describe('email templates', () => {
  it('escapes what people typed and gives every type an HTML and a plain-text part', () => {
    const customerName = '<img src=x onerror="alert(1)">'
    const email = renderEmail(
      'booking_confirmation',
      { businessName: 'Trail & Co', customerName, appUrl: 'https://rv.example' },
      {
        bookingId: 'b1',
        rvName: '<script>x()</script>',
        startDate: '2031-07-01',
        endDate: '2031-07-03',
        total: '$200.00',
        statusLabel: 'Pending',
      },
    )
    expect(email.html).not.toContain('<img src=x')
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(email.html).toContain('Trail &amp; Co')
    expect(email.html).toContain('href="https://rv.example/bookings?bookingId=b1"')
    expect(email.text).toContain(`Hi ${customerName},`)
    for (const type of notificationTypes) {
      const rendered = renderEmail(type, {
        businessName: 'RV Connect',
        customerName: 'Ana',
        appUrl: 'https://rv.example',
      })
      expect(rendered.subject.length, type).toBeGreaterThan(5)
      expect(rendered.html, type).toContain('<meta name="viewport"')
      expect(rendered.text, type).toContain('Hi Ana,')
    }
  })
})

describe('notification triggers', () => {
  const typesFor = async (bookingId: string) =>
    (
      await env.DB.prepare('select type from notifications where booking_id = ? order by created_at')
        .bind(bookingId)
        .all<{ type: string }>()
    ).results.map((row) => row.type)

  it('writes a confirmation with each new booking and an update with each status change, and nothing for a refused booking', async () => {
    const owner = await signUpOwner()
    const [rv, customer] = await Promise.all([
      makeRv(owner.cookie, { name: 'Dune Cruiser' }),
      makeCustomer(owner.cookie, { firstName: 'Ana', email: 'ana@example.com' }),
    ])
    const dates = { startDate: dayFromToday(40), endDate: dayFromToday(43) }
    const created = await api(owner.cookie).bookings.$post({ json: { rvId: rv.id, customerId: customer.id, ...dates } })
    const booking = await created.json()
    expect(
      (await api(owner.cookie).bookings.$post({ json: { rvId: rv.id, customerId: customer.id, ...dates } })).status,
    ).toBe(409)
    await api(owner.cookie).bookings[':id'].status.$patch({ param: { id: booking.id }, json: { status: 'confirmed' } })

    expect(await typesFor(booking.id)).toEqual(['booking_confirmation', 'booking_status_update'])
    expect(
      await env.DB.prepare(
        "select count(*) as n from notifications where owner_id = ? and type = 'booking_confirmation'",
      )
        .bind(owner.user.id)
        .first('n'),
    ).toBe(1)
    const update = await env.DB.prepare(
      "select email, subject, content from notifications where booking_id = ? and type = 'booking_status_update'",
    )
      .bind(booking.id)
      .first<{ email: string; subject: string; content: string }>()
    expect(update).toMatchObject({ email: 'ana@example.com', subject: 'Your booking is confirmed' })
    expect(update!.content).toContain('Dune Cruiser')
  })

  it('reminds each confirmed trip starting within 2 days, once, and queues again emails left waiting', async () => {
    const owner = await signUpOwner()
    const [rv, other, third, customer] = await Promise.all([
      makeRv(owner.cookie),
      makeRv(owner.cookie),
      makeRv(owner.cookie),
      makeCustomer(owner.cookie),
    ])
    const book = async (rvId: string, start: number, status: 'pending' | 'confirmed') => {
      const response = await api(owner.cookie).bookings.$post({
        json: {
          rvId,
          customerId: customer.id,
          startDate: dayFromToday(start),
          endDate: dayFromToday(start + 2),
          status,
        },
      })
      return (await response.json()).id
    }
    const soon = await book(rv.id, 2, 'confirmed')
    const unconfirmed = await book(other.id, 2, 'pending')
    const later = await book(rv.id, 9, 'confirmed')
    // A run missed on the day it was 2 days ahead: the trip tomorrow is still reminded; 3 days ahead is not yet.
    const tomorrow = await book(third.id, 1, 'confirmed')
    const inThreeDays = await book(third.id, 5, 'confirmed')
    await env.DB.prepare('update bookings set start_date = ?, end_date = ? where id = ?')
      .bind(dayFromToday(3), dayFromToday(4), inThreeDays)
      .run()
    const stale = await pendingNotification(owner.user.id)
    await env.DB.prepare('update notifications set created_at = ? where id = ?')
      .bind(Date.now() - 60 * 60_000, stale)
      .run()

    const first = await runFrequentJobs(env, Date.now())
    const again = await runFrequentJobs(env, Date.now())
    expect(await typesFor(soon)).toContain('booking_reminder')
    expect(await typesFor(unconfirmed)).not.toContain('booking_reminder')
    expect(await typesFor(later)).not.toContain('booking_reminder')
    expect(await typesFor(tomorrow)).toContain('booking_reminder')
    expect(await typesFor(inThreeDays)).not.toContain('booking_reminder')
    expect(first.reminders).toBeGreaterThanOrEqual(2)
    expect(again.reminders).toBe(0)
    expect(
      await env.DB.prepare("select count(*) as n from notifications where booking_id = ? and type = 'booking_reminder'")
        .bind(soon)
        .first('n'),
    ).toBe(1)
    expect(first.requeued).toBeGreaterThanOrEqual(1)
  })
})

describe('notifications API', () => {
  it('sends a test email, lists the latest first, names the provider, and limits test sends per owner', async () => {
    const owner = await signUpOwner()
    const missing = await api(owner.cookie).notifications.test.$post({
      json: { type: 'booking_reminder', email: '', customerName: 'Ana' },
    })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ message: 'Please fill in all required fields' })

    const sent = await api(owner.cookie).notifications.test.$post({
      json: { type: 'booking_reminder', email: 'Ana@Example.com', customerName: 'Ana <b>' },
    })
    expect(sent.status).toBe(201)
    const notification = await sent.json()
    expect(notification).toMatchObject({ email: 'ana@example.com', type: 'booking_reminder', status: 'pending' })
    expect(notification.content).toContain('Ana &lt;b&gt;')

    const list = (await (await api(owner.cookie).notifications.$get({ query: {} })).json()).items
    expect(list[0]!.id).toBe(notification.id)
    expect(await (await api(owner.cookie).notifications.settings.$get()).json()).toEqual({
      provider: 'outbox',
    })

    const foreignCustomer = await api(owner.cookie).notifications.test.$post({
      json: { type: 'booking_reminder', email: 'a@example.com', customerName: 'A', customerId: crypto.randomUUID() },
    })
    expect(foreignCustomer.status).toBe(404)
    // One test email was sent above: four more fit in the limit of 5 a minute.
    const burst = await attemptsUntilLimited(4, () =>
      api(owner.cookie).notifications.test.$post({
        json: { type: 'issue_update', email: 'a@example.com', customerName: 'A' },
      }),
    )
    expect(burst.last).toBe(429)
  })

  it('resends only a failed notification, putting it back to pending', async () => {
    const owner = await signUpOwner()
    const id = await pendingNotification(owner.user.id)
    expect((await api(owner.cookie).notifications[':id'].resend.$post({ param: { id } })).status).toBe(409)
    await env.DB.prepare("update notifications set status = 'failed', error = 'mailbox full' where id = ?")
      .bind(id)
      .run()
    const resent = await api(owner.cookie).notifications[':id'].resend.$post({ param: { id } })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toMatchObject({ id, status: 'pending', error: null })
  })

  it('keeps each owner’s notifications to themselves', async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const id = await pendingNotification(owner.user.id)
    const strangers = (await (await api(stranger.cookie).notifications.$get({ query: {} })).json()).items
    expect(strangers.map((row) => row.id)).not.toContain(id)
  })
})

describe('notification list', () => {
  it('pages through every notification exactly once, newest first, and only the owner’s own', async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    // Five emails a millisecond (a booking batch writes several at once): the id orders them.
    const rows = Array.from({ length: 130 }, (_, n) => ({
      id: crypto.randomUUID(),
      createdAt: 1_700_000_000_000 + Math.floor(n / 5),
    }))
    const insert = (ownerId: string, row: { id: string; createdAt: number }) =>
      env.DB.prepare(
        "insert into notifications (id, owner_id, type, email, subject, content, status, provider, created_at) values (?, ?, 'booking_reminder', 'r@example.com', 'Paged', '<p>Hi</p>', 'sent', 'outbox', ?)",
      ).bind(row.id, ownerId, row.createdAt)
    await env.DB.batch([
      ...rows.map((row) => insert(owner.user.id, row)),
      ...rows.slice(0, 10).map((row) => insert(stranger.user.id, { ...row, id: crypto.randomUUID() })),
    ])

    const { pages, items } = await allPages((cursor) => api(owner.cookie).notifications.$get({ query: { cursor } }))
    // Sign-up also wrote the owner's own email confirmation: an account email, never in this list.
    expect(pages.map((page) => page.items.length)).toEqual([24, 24, 24, 24, 24, 10])
    const expected = [...rows].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).map((row) => row.id)
    expect(items.map((notification) => notification.id)).toEqual(expected)
    expect(
      (await allPages((cursor) => api(stranger.cookie).notifications.$get({ query: { limit: '100', cursor } }))).items,
    ).toHaveLength(10)
  })
})
