/**
 * 'Express Interest' becomes a lead for the RV's real owner, with its customer, fee and email in
 * one batch; the owner's leads page reads, changes and converts only their own leads.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'
import { dayFromToday, makeRv, ownerWithFleet } from '../helpers/fleet'
import { rowsFor } from '../helpers/leads'
import { api, type Api, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

let client = 0
const from = () => ({ 'cf-connecting-ip': `198.19.0.${++client}` })

type LeadInput = JsonOf<Api['leads']['generate']['$post']>

/** What the wizard's dialog sends, with the local robot check's test-mode answer. */
const interest = (rvId: string, overrides: Partial<LeadInput> = {}) => ({
  rvId,
  firstName: 'Hannah',
  lastName: 'Brooks',
  email: `${crypto.randomUUID()}@example.com`,
  phone: '(970) 555-0110',
  customerZipCode: '80521',
  requestedStartDate: dayFromToday(30),
  requestedEndDate: dayFromToday(34),
  botCheckToken: TEST_BOT_CHECK_TOKEN,
  ...overrides,
})

const expressInterest = (json: LeadInput, headers = from()) => api().leads.generate.$post({ json }, { headers })

describe('expressing interest', () => {
  it('writes the lead for the RV’s owner with a real customer, the 5.00 fee and the owner’s email', async () => {
    const { owner, rv } = await ownerWithFleet({ name: 'Pine Wanderer', pricePerNight: '150.00' })
    const json = interest(rv.id)
    // Fields the form does not have: an owner, a customer, a revenue and a fee of the client's choosing.
    const response = await expressInterest(
      unchecked({ ...json, businessOwnerId: 'someone-else', customerId: 'temp-1', estimatedRevenue: 1, leadCost: 0 }),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ registered: true })

    const leads = await (await api(owner.cookie).leads.$get({ query: {} })).json()
    expect(leads.total).toBe(1)
    expect(leads.items).toEqual([
      expect.objectContaining({
        rvId: rv.id,
        rvName: 'Pine Wanderer',
        customerName: 'Hannah Brooks',
        customerEmail: json.email,
        requestedStartDate: json.requestedStartDate,
        // The server's quote: 4 nights at 150.00, whatever the client said.
        estimatedRevenue: '600.00',
        leadCost: '5.00',
        status: 'new',
        paymentStatus: 'pending',
      }),
    ])
    const customer = await env.DB.prepare('select owner_id, first_name, source from customers where email = ?')
      .bind(json.email)
      .first()
    expect(customer).toEqual({ owner_id: owner.user.id, first_name: 'Hannah', source: 'lead' })
    const fees = await (await api(owner.cookie)['business-payments'].$get({ query: {} })).json()
    expect(fees).toMatchObject({
      items: [{ paymentType: 'lead_fee', amount: '5.00', status: 'pending' }],
      outstanding: '5.00',
      outstandingCount: 1,
      paid: '0.00',
    })
    const email = await env.DB.prepare(
      "select email, subject from notifications where type = 'lead_received' and owner_id = ?",
    )
      .bind(owner.user.id)
      .first()
    expect(email).toEqual({ email: owner.email, subject: 'New lead: Hannah Brooks is interested in Pine Wanderer' })
  })

  it('refuses missing names, a bad email and impossible dates with the field’s message, writing nothing', async () => {
    const { rv } = await ownerWithFleet()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: undefined }, 'lastName', 'Last name is required'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      [{ requestedStartDate: '2026-02-30' }, 'requestedStartDate', 'Pickup date is not a real date'],
      [{ requestedEndDate: dayFromToday(20) }, 'requestedEndDate', 'Return date must be after pickup date'],
    ]
    for (const [override, field, message] of cases) {
      const json = interest(rv.id, unchecked(override))
      const response = await expressInterest(json)
      expect(response.status, field).toBe(400)
      const body = await errorOf(response)
      expect(body.fields![field]?.[0], field).toBe(message)
      if (typeof json.email === 'string')
        expect(await rowsFor(json.email)).toEqual({ leads: 0, fees: 0, customers: 0, emails: 0 })
    }
    const unknown = await expressInterest(interest('no-such-rv'))
    expect(unknown.status).toBe(404)
  })

  it('writes one lead, fee and email when the same renter asks about the same RV twice at once', async () => {
    const { rv } = await ownerWithFleet()
    const json = interest(rv.id)
    const answers = await Promise.all([expressInterest(json), expressInterest(json), expressInterest(json)])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(await rowsFor(json.email)).toEqual({ leads: 1, fees: 1, customers: 1, emails: 2 })
    // Another RV is another lead.
    const other = await makeRv((await signUpOwner()).cookie)
    await expressInterest({ ...json, rvId: other.id })
    expect((await rowsFor(json.email)).leads).toBe(2)
  })

  it('asks again after 24 hours as a new lead', async () => {
    const { rv } = await ownerWithFleet()
    const json = interest(rv.id)
    await expressInterest(json)
    await env.DB.prepare('update leads set created_at = created_at - 86400001 where customer_email = ?')
      .bind(json.email)
      .run()
    await expressInterest(json)
    expect((await rowsFor(json.email)).leads).toBe(2)
  })

  it('limits each client and each email address', async () => {
    const { rv, owner } = await ownerWithFleet()
    const headers = from()
    const statuses = []
    // A new RV each time, so only the client's limit can refuse (not the RV's daily cap).
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await expressInterest(interest((await makeRv(owner.cookie)).id), headers)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    // One email from many clients is limited too.
    const email = `${crypto.randomUUID()}@example.com`
    const byEmail = []
    for (let attempt = 0; attempt < 6; attempt++)
      byEmail.push((await expressInterest(interest(rv.id, { email }))).status)
    expect(byEmail.at(-1)).toBe(429)
  })
})

describe('the owner’s leads', () => {
  async function ownerWithLeads(count: number) {
    const fleet = await ownerWithFleet({ pricePerNight: '100.00' })
    const emails: string[] = []
    for (let n = 0; n < count; n++) {
      const json = interest(fleet.rv.id)
      emails.push(json.email)
      expect((await expressInterest(json)).status).toBe(201)
    }
    const { items } = await (await api(fleet.owner.cookie).leads.$get({ query: {} })).json()
    return { ...fleet, leadIds: items.map((lead) => lead.id), emails }
  }

  it('changes status and notes, counts the conversion rate, and filters by status', async () => {
    const { owner, leadIds } = await ownerWithLeads(3)
    const put = (id: string, json: JsonOf<Api['leads'][':id']['$put']>) =>
      api(owner.cookie).leads[':id'].$put({ param: { id }, json })
    expect(await (await put(leadIds[0]!, { status: 'converted' })).json()).toMatchObject({ status: 'converted' })
    expect(
      await (await put(leadIds[1]!, { notes: '  Called back: wants a dog-friendly van.  ' })).json(),
    ).toMatchObject({
      notes: 'Called back: wants a dog-friendly van.',
    })
    expect((await put(leadIds[1]!, unchecked({ status: 'won' }))).status).toBe(400)
    expect((await put(leadIds[1]!, unchecked({}))).status).toBe(400)
    expect(await (await api(owner.cookie).leads.stats.$get()).json()).toEqual({
      total: 3,
      new: 2,
      converted: 1,
      conversionRate: 33.3,
    })
    const converted = await (await api(owner.cookie).leads.$get({ query: { status: 'converted' } })).json()
    expect(converted).toMatchObject({ total: 1, items: [{ id: leadIds[0] }] })
  })

  it('shows, changes and counts nothing of another owner’s leads or fees', async () => {
    const { leadIds } = await ownerWithLeads(1)
    const stranger = await signUpOwner()
    const put = await api(stranger.cookie).leads[':id'].$put({ param: { id: leadIds[0]! }, json: { status: 'lost' } })
    expect(put.status).toBe(404)
    expect(await (await api(stranger.cookie).leads.$get({ query: {} })).json()).toMatchObject({ items: [], total: 0 })
    expect(await (await api(stranger.cookie).leads.stats.$get()).json()).toMatchObject({ total: 0 })
    expect(await (await api(stranger.cookie)['business-payments'].$get({ query: {} })).json()).toMatchObject({
      items: [],
      outstanding: '0.00',
    })
  })

  it('answers the spec’s /api/business-payments/{code} only for the signed-in owner’s own code', async () => {
    const { owner } = await ownerWithLeads(2)
    const own = await api(owner.cookie)['business-payments'][':code'].$get({
      param: { code: owner.user.id },
      query: {},
    })
    expect(await own.json()).toMatchObject({ outstanding: '10.00', outstandingCount: 2 })
    const stranger = await signUpOwner()
    expect(
      (await api(stranger.cookie)['business-payments'][':code'].$get({ param: { code: owner.user.id }, query: {} }))
        .status,
    ).toBe(404)
  })

  it('converts a lead with the booking made from it, and only the owner’s own lead', async () => {
    const { owner, rv, customer, leadIds, book } = await ownerWithLeads(1)
    const booked = await book({ startDate: dayFromToday(40), endDate: dayFromToday(43), leadId: leadIds[0] })
    expect(booked.status).toBe(201)
    const [lead] = (await (await api(owner.cookie).leads.$get({ query: {} })).json()).items
    expect(lead!.status).toBe('converted')

    // A refused booking leaves its lead alone; a stranger's lead id is refused before anything is written.
    const other = await ownerWithLeads(1)
    const taken = await other.book({ startDate: dayFromToday(40), endDate: dayFromToday(43) })
    expect(taken.status).toBe(201)
    const clash = await other.book({ startDate: dayFromToday(41), endDate: dayFromToday(42), leadId: other.leadIds[0] })
    expect(clash.status).toBe(409)
    const still = await env.DB.prepare('select status from leads where id = ?').bind(other.leadIds[0]).first()
    expect(still).toEqual({ status: 'new' })
    const foreign = await api(owner.cookie).bookings.$post({
      json: {
        customerId: customer.id,
        rvId: rv.id,
        startDate: dayFromToday(50),
        endDate: dayFromToday(52),
        leadId: other.leadIds[0],
      },
    })
    expect(foreign.status).toBe(404)
    const bookings = await env.DB.prepare('select count(*) as n from bookings where owner_id = ?')
      .bind(owner.user.id)
      .first()
    expect(bookings).toEqual({ n: 1 })
  })
})
