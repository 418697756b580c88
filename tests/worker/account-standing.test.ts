/**
 * What an owner writes reaches renters and strangers' inboxes only once their email is confirmed,
 * and then within limits that grow with the account's age and paid bookings (issue 23, item 20:
 * a brand-new account replaced the landing banner, filled page 1 of every search with $0 RVs
 * named 'Call 1-800-555-0199 to book' and emailed 240 made-up addresses).
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_LIMITS } from '../../worker/modules/business'
import { dayFromToday, makeCustomer, makeRv } from '../helpers/fleet'
import { api, establishOwner, signUpEstablishedOwner, signUpOwner } from '../helpers/worker-client'

const SCAM = 'Call 1-800-555-0199 to book'
const stay = { startDate: dayFromToday(30), endDate: dayFromToday(33), limit: '100' }

const count = async (query: string, ...params: unknown[]) =>
  (await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>('n'))!

const publicIds = async () => {
  const [catalogue, search] = await Promise.all([
    api()
      .rvs.$get({ query: { limit: '100' } })
      .then((r) => r.json()),
    api()
      .rvs.search.$get({ query: stay })
      .then((r) => r.json()),
  ])
  return { catalogue: catalogue.items.map((rv) => rv.id), search: search.items.map((rv) => rv.id) }
}

async function webBanner(cookie: string) {
  const response = await api(cookie).campaigns.$post({
    json: {
      name: 'Notice',
      type: 'web',
      status: 'active',
      bannerTitle: 'Security notice',
      bannerMessage: `Your booking was suspended. ${SCAM}`,
    },
  })
  expect(response.status).toBe(201)
}

/** `n` customers with made-up addresses, written straight to the table (as many as the attack used). */
async function madeUpCustomers(ownerId: string, n: number, { consent }: { consent: boolean }) {
  const now = Date.now()
  await env.DB.batch(
    Array.from({ length: n }, (_, i) =>
      env.DB.prepare(
        'insert into customers (id, owner_id, email, marketing_consent_at, created_at) values (?, ?, ?, ?, ?)',
      ).bind(
        crypto.randomUUID(),
        ownerId,
        `made-up-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`,
        consent ? now : null,
        now,
      ),
    ),
  )
}

async function emailCampaign(cookie: string) {
  const response = await api(cookie).campaigns.$post({
    json: { name: 'Blast', emailSubject: 'Account notice', emailContent: SCAM },
  })
  return (await response.json()).id
}

const send = (cookie: string, id: string) => api(cookie).campaigns[':id'].send.$post({ param: { id } })

describe('an account whose email is not confirmed', () => {
  it('cannot list an RV at $0, and renters never see its other RVs', async () => {
    const owner = await signUpOwner()
    const free = await api(owner.cookie).rvs.$post({
      json: { name: SCAM, type: 'Class C', sleeps: 4, pricePerNight: '0.00' },
    })
    expect(free.status).toBe(400)
    expect(await free.json()).toMatchObject({ fields: { pricePerNight: ['Price per night must be more than $0'] } })
    expect(await count('select count(*) as n from rvs where owner_id = ?', owner.user.id)).toBe(0)

    const rv = await makeRv(owner.cookie, { name: SCAM, pricePerNight: '1.00' })
    const seen = await publicIds()
    expect(seen.catalogue).not.toContain(rv.id)
    expect(seen.search).not.toContain(rv.id)
    expect((await api().rvs[':id'].$get({ param: { id: rv.id } })).status).toBe(404)
    // Their own fleet page still has it.
    const mine = await api(owner.cookie)
      .rvs.mine.$get({ query: {} })
      .then((r) => r.json())
    expect(mine.items.map((item) => item.id)).toEqual([rv.id])

    // Once the email is confirmed, renters see it.
    await env.DB.prepare('update users set email_verified_at = ? where id = ?').bind(Date.now(), owner.user.id).run()
    expect((await publicIds()).search).toContain(rv.id)
  })

  it('shows no banner anywhere: not on the landing page, not beside its RVs', async () => {
    const owner = await signUpOwner()
    const rv = await makeRv(owner.cookie)
    await webBanner(owner.cookie)
    expect(
      await api()
        .marketing.banner.$get()
        .then((r) => r.json()),
    ).toEqual({ banner: null })
    expect(
      await api()
        .marketing.banners.$get({ query: { rvIds: rv.id } })
        .then((r) => r.json()),
    ).toEqual({ banners: [] })
  })

  it('sends no campaign: refused, nothing written, nothing queued', async () => {
    const owner = await signUpOwner()
    await madeUpCustomers(owner.user.id, 120, { consent: true })
    const id = await emailCampaign(owner.cookie)
    const refused = await send(owner.cookie, id)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'email_unconfirmed' })
    expect(await count('select count(*) as n from campaign_recipients where owner_id = ?', owner.user.id)).toBe(0)
    expect(
      await count(
        "select count(*) as n from notifications where owner_id = ? and type = 'marketing_campaign'",
        owner.user.id,
      ),
    ).toBe(0)
    const preview = await api(owner.cookie)
      .campaigns[':id'].recipients.$get({ param: { id } })
      .then((r) => r.json())
    expect(preview).toMatchObject({ recipients: 120, emailConfirmed: false, left: 0 })
  })
})

describe('a new account whose email is confirmed', () => {
  const { publicRvs, campaignRecipientsPerDay } = ACCOUNT_LIMITS

  it(`lists its first ${publicRvs.base} RVs, and more as renters pay for bookings`, async () => {
    const owner = await signUpOwner()
    await establishOwner(owner.user.id, 0)
    const rvs: { id: string }[] = []
    for (let i = 0; i < 24; i += 1)
      rvs.push(await makeRv(owner.cookie, { name: `${SCAM} ${i}`, pricePerNight: '1.00' }))
    const listed = (ids: string[]) => rvs.filter((rv) => ids.includes(rv.id)).length
    let seen = await publicIds()
    expect(listed(seen.search)).toBe(publicRvs.base)
    expect(listed(seen.catalogue)).toBe(publicRvs.base)
    // The oldest are the ones shown, so an RV once listed stays listed.
    expect(seen.search).toEqual(expect.arrayContaining(rvs.slice(0, publicRvs.base).map((rv) => rv.id)))

    // A booking the owner types in does not count; one a renter paid for does.
    const customer = await makeCustomer(owner.cookie)
    const booked = await api(owner.cookie).bookings.$post({
      json: {
        customerId: customer.id,
        rvId: rvs[0]!.id,
        startDate: dayFromToday(60),
        endDate: dayFromToday(62),
        status: 'confirmed',
      },
    })
    expect(booked.status).toBe(201)
    expect(listed((await publicIds()).search)).toBe(publicRvs.base)
    const { id } = await booked.json()
    await env.DB.prepare("update bookings set payment_status = 'succeeded' where id = ?").bind(id).run()
    seen = await publicIds()
    expect(listed(seen.search)).toBe(publicRvs.base + publicRvs.perPaidBooking)
  })

  it(`sends at most ${campaignRecipientsPerDay.base} campaign emails a day, only to customers who booked or agreed`, async () => {
    const owner = await signUpOwner()
    await establishOwner(owner.user.id, 0)
    await madeUpCustomers(owner.user.id, 120, { consent: false })
    const first = await emailCampaign(owner.cookie)
    // Nobody agreed and nobody booked: nobody to send to.
    expect(await send(owner.cookie, first).then((r) => r.json())).toEqual({ queued: 0, recipients: 0, waiting: 0 })

    await madeUpCustomers(owner.user.id, 120, { consent: true })
    const second = await emailCampaign(owner.cookie)
    expect(await send(owner.cookie, second).then((r) => r.json())).toEqual({
      queued: campaignRecipientsPerDay.base,
      recipients: campaignRecipientsPerDay.base,
      waiting: 120 - campaignRecipientsPerDay.base,
    })
    const again = await send(owner.cookie, second)
    expect(again.status).toBe(429)
    expect(await again.json()).toMatchObject({ code: 'daily_limit' })
    expect(await count('select count(*) as n from campaign_recipients where owner_id = ?', owner.user.id)).toBe(
      campaignRecipientsPerDay.base,
    )
    expect(
      await count(
        "select count(*) as n from notifications where owner_id = ? and type = 'marketing_campaign'",
        owner.user.id,
      ),
    ).toBe(campaignRecipientsPerDay.base)
  })
})

describe('banners beside their owner’s RVs', () => {
  it('answers each banner with its owner’s RVs among those asked about, and never another owner’s', async () => {
    const [owner, other] = await Promise.all([
      signUpEstablishedOwner({ firstName: 'Dana', lastName: 'Reyes' }),
      signUpEstablishedOwner(),
    ])
    const [mine, theirs] = await Promise.all([makeRv(owner.cookie), makeRv(other.cookie)])
    await webBanner(owner.cookie)
    const { banners } = await api()
      .marketing.banners.$get({ query: { rvIds: `${mine.id},${theirs.id}` } })
      .then((r) => r.json())
    expect(banners).toEqual([expect.objectContaining({ businessName: 'Dana Reyes', rvIds: [mine.id] })])
    expect(
      await api()
        .marketing.banners.$get({ query: { rvIds: theirs.id } })
        .then((r) => r.json()),
    ).toEqual({ banners: [] })
    // A new account is not on the landing page, which every visitor sees, until renters have paid it.
    expect(
      await api()
        .marketing.banner.$get()
        .then((r) => r.json()),
    ).toEqual({ banner: null })
    expect((await api().marketing.banners.$get({ query: { rvIds: 'x,'.repeat(60) } })).status).toBe(200)
    expect(
      (
        await api().marketing.banners.$get({
          query: { rvIds: Array.from({ length: 51 }, (_, i) => `id${i}`).join(',') },
        })
      ).status,
    ).toBe(400)
  })
})
