import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { ownerResponseStats } from '../../worker/modules/messages'
import { EMAIL_INTERVAL_MS } from '../../worker/modules/messages/batching'
import { CONTACT_PLACEHOLDER } from '../../worker/modules/messages/rules/mask-contacts'
import { RESPONSE_WINDOW_MS } from '../../worker/modules/messages/rules/response-stats'
import { runFrequentJobs } from '../../worker/scheduled'
import { dayFromToday, makeRv, ownerWithFleet } from '../helpers/fleet'
import { api, errorOf, signUpEstablishedOwner, signUpOwner } from '../helpers/worker-client'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
const HIDDEN = CONTACT_PLACEHOLDER

/** A client of its own per call: the renters' rate limits count per client. */
const renter = () => api({ headers: { 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250)}` } })

interface EmailRow {
  email: string
  subject: string
  content: string
  text_content: string
}

const emailsOf = async (type: string, to: string) =>
  (
    await env.DB.prepare(
      'select email, subject, content, text_content from notifications where type = ? and email = ? order by created_at, rowid',
    )
      .bind(type, to)
      .all<EmailRow>()
  ).results

/** The conversation id and key of the renter's link in an email. */
function linkIn(email: EmailRow) {
  const match = /\/messages\/([0-9a-f-]+)\?key=([a-z0-9]+)/.exec(email.text_content)
  if (!match) throw new Error(`no renter link in ${email.text_content}`)
  return { id: match[1]!, key: match[2]! }
}

async function enquiry(body = 'Is it pet friendly? Call me on 555-123-4567') {
  const fleet = await ownerWithFleet({ name: 'Sunset Cruiser' })
  const email = `${crypto.randomUUID()}@example.com`
  const response = await renter().messages.enquiries.$post({
    json: { rvId: fleet.rv.id, name: 'Robin Vale', email, body },
  })
  expect(response.status).toBe(201)
  const [confirmation] = await emailsOf('enquiry_confirmation', email)
  return { ...fleet, email, sent: await response.json(), link: linkIn(confirmation!) }
}

const readAsRenter = (link: { id: string; key: string }) =>
  renter().messages.renter[':id'].$get({ param: { id: link.id }, query: { key: link.key } })

const writeAsRenter = (link: { id: string; key: string }, body: string, photoUrls: string[] = []) =>
  renter().messages.renter[':id'].messages.$post({ param: { id: link.id }, json: { key: link.key, body, photoUrls } })

const writeAsOwner = (cookie: string, id: string, body: string, photoUrls: string[] = []) =>
  api(cookie).messages[':id'].messages.$post({ param: { id }, json: { body, photoUrls } })

describe('an enquiry from a listing', () => {
  it('starts a conversation the owner sees, masked, and emails both sides (the renter with their link)', async () => {
    const { owner, rv, email, sent, link } = await enquiry()
    expect(sent).toEqual({ sent: true, masked: true })
    const row = await env.DB.prepare('select * from conversations where id = ?').bind(link.id).first()
    expect(row).toMatchObject({
      owner_id: owner.user.id,
      kind: 'enquiry',
      rv_id: rv.id,
      needs_response: 1,
      renter_email: email,
    })
    // Only the hash of the link's secret is kept.
    const keys = await env.DB.prepare('select key_hash from conversation_keys where conversation_id = ?')
      .bind(link.id)
      .all<{ key_hash: string }>()
    expect(keys.results).toHaveLength(1)
    expect(keys.results[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(keys.results[0]!.key_hash).not.toContain(link.key)
    expect(row!.opened_at).toEqual(expect.any(Number))

    const list = await (await api(owner.cookie).messages.$get({ query: {} })).json()
    expect(list.items).toEqual([
      expect.objectContaining({
        id: link.id,
        renterName: 'Robin Vale',
        rvName: 'Sunset Cruiser',
        awaitingFirstAnswer: true,
        unread: 1,
        lastMessage: { sender: 'renter', preview: `Is it pet friendly? Call me on ${HIDDEN}` },
      }),
    ])
    const [ownerEmail] = await emailsOf('messages_to_owner', owner.email)
    expect(ownerEmail!.subject).toBe('New message from Robin Vale about Sunset Cruiser')
    expect(ownerEmail!.text_content).toContain(HIDDEN)
    expect(ownerEmail!.text_content).not.toContain('555-123-4567')
    expect(ownerEmail!.text_content).toContain(`/admin/messages?conversation=${link.id}`)

    // The owner's email log never shows (or resends) the renter's email with their secret link.
    const log = await (await api(owner.cookie).notifications.$get({ query: {} })).json()
    expect(log.items.map((item) => item.type)).toEqual(['messages_to_owner'])

    const view = await (await readAsRenter(link)).json()
    expect(view).toMatchObject({
      kind: 'enquiry',
      rv: { name: 'Sunset Cruiser' },
      contactsShared: false,
      contacts: null,
    })
    expect(view.messages).toEqual([
      expect.objectContaining({ sender: 'renter', masked: true, body: `Is it pet friendly? Call me on ${HIDDEN}` }),
    ])
  })

  it('answers a wrong key, or another conversation’s key, with the same 404', async () => {
    const first = await enquiry('Hello')
    const second = await enquiry('Hi there')
    for (const link of [
      { id: first.link.id, key: 'a'.repeat(32) },
      { id: first.link.id, key: second.link.key },
      { id: crypto.randomUUID(), key: first.link.key },
    ]) {
      const response = await readAsRenter(link)
      expect(response.status).toBe(404)
      expect((await writeAsRenter(link, 'sneaky')).status).toBe(404)
    }
    const count = await env.DB.prepare('select count(*) n from messages where conversation_id = ?')
      .bind(first.link.id)
      .first('n')
    expect(count).toBe(1)
  })

  it('refuses an RV renters cannot see, and bad input, with messages a person understands', async () => {
    // An owner whose email is not confirmed yet: renters do not see their RVs.
    const owner = await signUpOwner()
    const unlisted = await makeRv(owner.cookie)
    const email = `${crypto.randomUUID()}@example.com`
    const hidden = await renter().messages.enquiries.$post({
      json: { rvId: unlisted.id, name: 'Robin', email, body: 'Hi' },
    })
    expect(hidden.status).toBe(404)
    const { rv } = await ownerWithFleet()
    const bad = await renter().messages.enquiries.$post({
      json: { rvId: rv.id, name: '', email: 'not-an-email', body: ' ' },
    })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).fields).toMatchObject({
      name: ['Name is required'],
      email: ['Enter a valid email address'],
      body: ['Message is required'],
    })
    const long = await renter().messages.enquiries.$post({
      json: { rvId: rv.id, name: 'Robin', email, body: 'x'.repeat(2001) },
    })
    expect((await errorOf(long)).fields).toMatchObject({ body: ['Message must be at most 2000 characters'] })
    expect(
      await env.DB.prepare('select count(*) n from conversations where rv_id in (?, ?)')
        .bind(unlisted.id, rv.id)
        .first('n'),
    ).toBe(0)
  })
})

describe('tenancy', () => {
  it('no owner reads or writes another owner’s conversation, and lists only their own', async () => {
    const { link } = await enquiry()
    const other = await signUpEstablishedOwner()
    expect((await api(other.cookie).messages[':id'].$get({ param: { id: link.id } })).status).toBe(404)
    expect((await writeAsOwner(other.cookie, link.id, 'Mine now')).status).toBe(404)
    expect((await (await api(other.cookie).messages.$get({ query: {} })).json()).items).toEqual([])
  })

  it('no owner opens a conversation on another owner’s booking', async () => {
    const fleet = await ownerWithFleet()
    const booking = await (await fleet.book({ startDate: dayFromToday(3), endDate: dayFromToday(5) })).json()
    const other = await signUpEstablishedOwner()
    const response = await api(other.cookie).messages.bookings[':bookingId'].$post({ param: { bookingId: booking.id } })
    expect(response.status).toBe(404)
    expect(
      await env.DB.prepare('select count(*) n from conversations where booking_id = ?').bind(booking.id).first('n'),
    ).toBe(0)
  })
})

describe('a booking’s conversation', () => {
  async function bookedRenter() {
    const email = `${crypto.randomUUID()}@example.com`
    const fleet = await ownerWithFleet(
      { name: 'Desert Dream' },
      { email, firstName: 'Sam', lastName: 'Lee', phone: '555-987-6543' },
    )
    const booking = await (await fleet.book({ startDate: dayFromToday(3), endDate: dayFromToday(6) })).json()
    return { ...fleet, email, bookingId: booking.id }
  }

  it('is one per booking, opened by the owner or reached by the renter from My Bookings', async () => {
    const { owner, email, bookingId } = await bookedRenter()
    const opened = await api(owner.cookie).messages.bookings[':bookingId'].$post({ param: { bookingId } })
    expect(opened.status).toBe(200)
    const view = await opened.json()
    expect(view).toMatchObject({ kind: 'booking', renterName: 'Sam Lee', booking: { id: bookingId }, messages: [] })
    const again = await (await api(owner.cookie).messages.bookings[':bookingId'].$post({ param: { bookingId } })).json()
    expect(again.id).toBe(view.id)

    const wrong = await renter().messages['renter-link'].$post({ json: { bookingId, email: 'someone@example.com' } })
    expect(wrong.status).toBe(404)
    const { url } = await (await renter().messages['renter-link'].$post({ json: { bookingId, email } })).json()
    const [, id, key] = /^\/messages\/([0-9a-f-]+)\?key=([a-z0-9]+)$/.exec(url)!
    expect(id).toBe(view.id)
    expect((await readAsRenter({ id: id!, key: key! })).status).toBe(200)
    // A newer link is another key; the one before still opens the conversation (a page left open keeps working).
    const newer = await (await renter().messages['renter-link'].$post({ json: { bookingId, email } })).json()
    expect(newer.url).not.toBe(url)
    expect((await readAsRenter({ id: id!, key: key! })).status).toBe(200)
  })

  it('masks contact details until the booking is paid, then shows each side the other’s', async () => {
    const { owner, email, bookingId } = await bookedRenter()
    await env.DB.prepare(
      'insert into business_profiles (owner_id, name, phone, support_email, updated_at) values (?, ?, ?, ?, ?)',
    )
      .bind(owner.user.id, 'Dream RVs', '555-000-1111', 'help@dreamrvs.example', Date.now())
      .run()
    const { url } = await (await renter().messages['renter-link'].$post({ json: { bookingId, email } })).json()
    const [, id, key] = /^\/messages\/([0-9a-f-]+)\?key=([a-z0-9]+)$/.exec(url)!
    const link = { id: id!, key: key! }
    const before = await (await writeAsRenter(link, 'Text me at 555-222-3333')).json()
    expect(before).toMatchObject({ masked: true, body: `Text me at ${HIDDEN}` })
    expect((await (await readAsRenter(link)).json()).contacts).toBeNull()

    await env.DB.prepare("update bookings set payment_status = 'succeeded', status = 'confirmed' where id = ?")
      .bind(bookingId)
      .run()
    const after = await (await writeAsOwner(owner.cookie, id!, 'Sure, or call 555-000-1111')).json()
    expect(after).toMatchObject({ masked: false, body: 'Sure, or call 555-000-1111' })
    const ownerView = await (await api(owner.cookie).messages[':id'].$get({ param: { id: id! } })).json()
    expect(ownerView).toMatchObject({ contactsShared: true, contacts: { email, phone: '555-987-6543' } })
    // The owner's reply emailed the renter a new link (the old one no longer opens it).
    const [reply] = await emailsOf('messages_to_renter', email)
    expect(reply!.text_content).toContain('Sure, or call 555-000-1111')
    const renterView = await (await readAsRenter(linkIn(reply!))).json()
    expect(renterView).toMatchObject({
      contactsShared: true,
      contacts: { email: 'help@dreamrvs.example', phone: '555-000-1111' },
    })
    // What was masked before payment stays masked: it was stored that way.
    expect(renterView.messages.map((message) => message.body)).toEqual([
      `Text me at ${HIDDEN}`,
      'Sure, or call 555-000-1111',
    ])
  })
})

describe('message emails', () => {
  it('go at once for the first message, then at most one per 15 minutes, the job sending the waiting ones together', async () => {
    const { owner, link } = await enquiry('First question')
    expect(await emailsOf('messages_to_owner', owner.email)).toHaveLength(1)
    expect((await writeAsRenter(link, 'Second question')).status).toBe(201)
    expect((await writeAsRenter(link, 'Third question')).status).toBe(201)
    // Within 15 minutes of the first email: both wait.
    expect(await emailsOf('messages_to_owner', owner.email)).toHaveLength(1)
    const emailedAt = (await env.DB.prepare('select owner_emailed_at t from conversations where id = ?')
      .bind(link.id)
      .first<number>('t'))!
    expect((await runFrequentJobs(env, emailedAt + EMAIL_INTERVAL_MS - 1)).messageEmails).toBe(0)
    expect(await emailsOf('messages_to_owner', owner.email)).toHaveLength(1)

    expect((await runFrequentJobs(env, emailedAt + EMAIL_INTERVAL_MS)).messageEmails).toBe(1)
    const emails = await emailsOf('messages_to_owner', owner.email)
    expect(emails).toHaveLength(2)
    expect(emails[1]!.subject).toBe('New message from Robin Vale about Sunset Cruiser')
    expect(emails[1]!.text_content).toContain('Second question')
    expect(emails[1]!.text_content).toContain('Third question')
    expect(emails[1]!.text_content).not.toContain('First question')
    // Nothing is left waiting, so the next run sends nothing.
    expect((await runFrequentJobs(env, emailedAt + 3 * EMAIL_INTERVAL_MS)).messageEmails).toBe(0)
    expect(
      await env.DB.prepare('select count(*) n from messages where conversation_id = ? and notified_at is null')
        .bind(link.id)
        .first('n'),
    ).toBe(0)
  })

  it('email the renter the owner’s answer at once, with a new link, while the enquiry’s link still works', async () => {
    const { owner, email, link } = await enquiry()
    const answered = await writeAsOwner(owner.cookie, link.id, 'Yes, pets are welcome. Email me at owner@example.com')
    expect(answered.status).toBe(201)
    expect(await answered.json()).toMatchObject({ masked: true, body: `Yes, pets are welcome. Email me at ${HIDDEN}` })
    const [reply] = await emailsOf('messages_to_renter', email)
    expect(reply!.subject).toBe('New message from Avery Stone about Sunset Cruiser')
    expect(reply!.text_content).not.toContain('owner@example.com')
    const fresh = linkIn(reply!)
    expect(fresh.id).toBe(link.id)
    expect(fresh.key).not.toBe(link.key)
    // The page the renter opened from the enquiry's email still sends.
    expect((await writeAsRenter(link, 'Thanks!')).status).toBe(201)
    const view = await (await readAsRenter(fresh)).json()
    expect(view.messages.map((message) => message.sender)).toEqual(['renter', 'owner', 'renter'])
    const row = await env.DB.prepare('select first_response_at from conversations where id = ?')
      .bind(link.id)
      .first<number>('first_response_at')
    expect(row).toEqual(expect.any(Number))
  })
})

describe('photos on messages', () => {
  it('take at most 4 per message, only the sender’s own uploads, and a renter’s only for their conversation', async () => {
    const { owner, link } = await enquiry('Hello')
    const upload = async () =>
      (await (await api(owner.cookie).uploads.$post({ form: { file: new File([PNG], 'p.png') } })).json()).url
    const urls = await Promise.all([upload(), upload(), upload(), upload(), upload()])

    // The renter's photo is stored against this conversation, under the owner's prefix.
    const photo = await renter().messages.renter.photos.$post({
      form: { file: new File([PNG], 'r.png'), conversationId: link.id, key: link.key },
    })
    expect(photo.status).toBe(201)
    const { url } = await photo.json()
    expect(url).toMatch(new RegExp(`^/media/owners/${owner.user.id}/`))
    // The owner's upload is not the renter's to attach.
    const others = await writeAsRenter(link, 'Mine?', [urls[0]])
    expect(others.status).toBe(400)
    expect(await errorOf(others)).toMatchObject({ message: 'Photos must be images uploaded with this message' })
    const sent = await writeAsRenter(link, 'Here it is', [url])
    expect(sent.status).toBe(201)
    expect(
      await env.DB.prepare('select attached_at from uploads where key = ?')
        .bind(url.slice('/media/'.length))
        .first('attached_at'),
    ).toEqual(expect.any(Number))
    const wrongKey = await renter().messages.renter.photos.$post({
      form: { file: new File([PNG], 'r.png'), conversationId: link.id, key: 'b'.repeat(32) },
    })
    expect(wrongKey.status).toBe(404)

    // Another owner's photo is not this owner's to attach; and 5 photos are one too many.
    const stranger = await signUpEstablishedOwner()
    const strangers = (
      await (await api(stranger.cookie).uploads.$post({ form: { file: new File([PNG], 's.png') } })).json()
    ).url
    const notOwn = await writeAsOwner(owner.cookie, link.id, 'Photos', [strangers])
    expect(notOwn.status).toBe(400)
    expect(await errorOf(notOwn)).toMatchObject({ message: 'Photos must be images you uploaded' })
    const tooMany = await writeAsOwner(owner.cookie, link.id, 'Photos', urls)
    expect(tooMany.status).toBe(400)
    expect((await errorOf(tooMany)).fields).toMatchObject({ photoUrls: ['Attach at most 4 photos to a message'] })
    const four = await writeAsOwner(owner.cookie, link.id, 'Photos', urls.slice(0, 4))
    expect(four.status).toBe(201)
    expect((await four.json()).photoUrls).toEqual(urls.slice(0, 4))
  })
})

describe('the owner’s response figures', () => {
  const HOUR = 3_600_000

  async function enquiryAt(ownerId: string, openedAt: number, firstResponseAt: number | null) {
    await env.DB.prepare(
      `insert into conversations (id, owner_id, kind, renter_name, renter_email, needs_response, opened_at, first_response_at, created_at)
       values (?, ?, 'enquiry', 'R', 'r@example.com', 1, ?, ?, ?)`,
    )
      .bind(crypto.randomUUID(), ownerId, openedAt, firstResponseAt, openedAt)
      .run()
  }

  it('are 100% until 5 are counted, then the share answered within 24 hours, with the median time', async () => {
    const { owner, book } = await ownerWithFleet()
    const ownerId = owner.user.id
    const now = Date.now()
    const db = createDb(env.DB)
    const stats = () => ownerResponseStats({ ctx: { db, now }, input: { ownerId } })
    expect(await stats()).toEqual({ responseRate: 100, typicalResponseMinutes: null, counted: 0 })

    await enquiryAt(ownerId, now - 48 * HOUR, now - 48 * HOUR + 24 * HOUR) // exactly 24 h: in time
    await enquiryAt(ownerId, now - 48 * HOUR, now - 48 * HOUR + 24 * HOUR + 1) // 24 h + 1 ms: late
    await enquiryAt(ownerId, now - 30 * HOUR, null) // never answered, its 24 hours over
    await enquiryAt(ownerId, now - 2 * HOUR, null) // still inside its 24 hours: not judged yet
    await enquiryAt(ownerId, now - 40 * 24 * HOUR, null) // older than 30 days
    expect(await stats()).toEqual({ responseRate: 100, typicalResponseMinutes: 24 * 60, counted: 3 })

    // Requests to book count too: answered (accept or decline) within 24 hours of the request.
    const booking = await (await book({ startDate: dayFromToday(3), endDate: dayFromToday(5) })).json()
    await env.DB.prepare(
      "update bookings set request_status = 'accepted', created_at = ?, request_answered_at = ? where id = ?",
    )
      .bind(now - 10 * HOUR, now - 10 * HOUR + 30 * 60_000, booking.id)
      .run()
    await enquiryAt(ownerId, now - 5 * HOUR, now - 5 * HOUR + 10 * 60_000)
    // 5 counted: 3 answered in time (24 h, 30 min, 10 min) of 5; median of 10 min, 30 min, 24 h, 24 h + 1 ms.
    expect(await stats()).toEqual({
      responseRate: 60,
      typicalResponseMinutes: Math.round((30 + 24 * 60) / 2),
      counted: 5,
    })

    // The owner sees their own figures; another owner's are their own.
    const shown = await (await api(owner.cookie).messages.stats.$get()).json()
    expect(shown).toMatchObject({ responseRate: 60, counted: 5 })
    const other = await signUpEstablishedOwner()
    expect(await (await api(other.cookie).messages.stats.$get()).json()).toEqual({
      responseRate: 100,
      typicalResponseMinutes: null,
      counted: 0,
    })
  })

  it('time the owner’s first answer to an enquiry', async () => {
    const { owner, link } = await enquiry('Hello')
    await writeAsOwner(owner.cookie, link.id, 'Hi!')
    const db = createDb(env.DB)
    const stats = await ownerResponseStats({
      ctx: { db, now: Date.now() + RESPONSE_WINDOW_MS },
      input: { ownerId: owner.user.id },
    })
    expect(stats).toMatchObject({ counted: 1, typicalResponseMinutes: 0 })
  })
})
