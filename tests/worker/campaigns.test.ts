/** Marketing campaigns: the form's rules and each target audience (sending and tracking: campaign-sending.test.ts). */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  createCampaign,
  DAY,
  emailCampaign,
  getCampaignRow,
  recipientsOf,
  type CampaignInput,
} from '../helpers/campaigns'
import { dayFromToday, makeCustomer, makeRv } from '../helpers/fleet'
import {
  api,
  errorOf,
  signUpEstablishedOwner,
  signUpOwner,
  unchecked,
  type Api,
  type JsonOf,
} from '../helpers/worker-client'

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
