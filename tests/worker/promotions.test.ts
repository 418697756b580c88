/**
 * Promotion codes: the owner's form rules, every refusal a renter can meet, the discount line in
 * the server's quote, and uses reserved with the hold (never more than maxUses, even at once) and
 * given back when an unpaid hold lapses or is cancelled.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { runFrequentJobs } from '../../worker/scheduled'
import { dayFromToday, makeRv } from '../helpers/fleet'
import {
  api,
  type Api,
  errorOf,
  type JsonOf,
  signUpEstablishedOwner,
  signUpOwner,
  unchecked,
} from '../helpers/worker-client'

let client = 0
const from = () => ({ 'cf-connecting-ip': `203.0.${Math.floor(++client / 250)}.${client % 250}` })

type PromotionInput = JsonOf<Api['promotions']['$post']>

const promotion = (overrides: Partial<PromotionInput> = {}) =>
  ({
    name: 'Summer deal',
    code: `SUMMER${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
    discountType: 'percentage',
    discountValue: '15',
    validFrom: dayFromToday(0),
    ...overrides,
  }) satisfies PromotionInput

async function createPromotion(cookie: string, json: PromotionInput) {
  const response = await api(cookie).promotions.$post({ json })
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`)
  return response.json()
}

/** The wizard's step 3 for an RV: 3 nights from `offset` days ahead. */
const stay = (rvId: string, offset = 30, extra: { promotionCode?: string } = {}) => ({
  rvId,
  startDate: dayFromToday(offset),
  endDate: dayFromToday(offset + 3),
  zipCode: '80302',
  ...extra,
})

const renter = (n: number) => ({
  firstName: 'Pat',
  lastName: `Renter${n}`,
  email: `renter-${n}-${crypto.randomUUID().slice(0, 6)}@example.com`,
  phone: '555-123-4567',
})

const quote = (json: JsonOf<Api['bookings']['quote']['$post']>) =>
  api().bookings.quote.$post({ json }, { headers: from() })
const hold = (json: JsonOf<Api['bookings']['hold']['$post']>) =>
  api().bookings.hold.$post({ json }, { headers: from() })

const usesOf = (id: string) =>
  env.DB.prepare('select current_uses as n from promotions where id = ?')
    .bind(id)
    .first<{ n: number }>()
    .then((row) => row!.n)

describe('the promotion form', () => {
  it('stores the code upper-case, unique per owner in any case, and lists it', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const created = await createPromotion(owner.cookie, promotion({ code: 'spring-10', maxUses: 5 }))
    expect(created).toMatchObject({ code: 'SPRING-10', discountValue: '15.00', currentUses: 0, active: true })
    const again = await api(owner.cookie).promotions.$post({ json: promotion({ code: 'Spring-10' }) })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      fields: { code: ['You already have a promotion with the code SPRING-10'] },
    })
    // Another owner may use the same words.
    expect((await api(other.cookie).promotions.$post({ json: promotion({ code: 'spring-10' }) })).status).toBe(201)
    const list = await api(owner.cookie)
      .promotions.$get({ query: { active: 'true' } })
      .then((r) => r.json())
    expect(list.items.map((p) => p.code)).toEqual(['SPRING-10'])
  })

  it.each([
    [{ code: 'no spaces' }, 'code', 'Code may use only letters, digits, - and _'],
    [{ discountValue: '0' }, 'discountValue', 'Discount value must be more than 0'],
    [{ discountValue: '101' }, 'discountValue', 'A percentage discount is at most 100'],
    [{ discountType: 'bogo' }, 'discountType', 'Choose percent off or a fixed amount off'],
    [{ validUntil: dayFromToday(-1) }, 'validUntil', 'Valid until must be on or after valid from'],
    [{ maxUses: 0 }, 'maxUses', 'Max uses must be at least 1'],
    [{ applicableToRvTypes: ['Houseboat'] }, 'applicableToRvTypes', 'Choose RV types from the list'],
    [{ validFrom: '2026-13-01' }, 'validFrom', 'Valid from is not a real date'],
  ])('refuses %j with "%s: %s"', async (overrides, field, message) => {
    const owner = await signUpOwner()
    const response = await api(owner.cookie).promotions.$post({ json: promotion(unchecked(overrides)) })
    expect(response.status).toBe(400)
    const { fields } = await errorOf(response)
    expect(Object.entries(fields!).flatMap(([key, list]) => (key.split('.')[0] === field ? list! : []))).toContain(
      message,
    )
  })

  it('changes one field at a time, checked with the rest, and never the uses counted so far', async () => {
    const owner = await signUpOwner()
    const created = await createPromotion(owner.cookie, promotion({ discountType: 'fixed', discountValue: '150.00' }))
    const patch = (json: JsonOf<Api['promotions'][':id']['$patch']>) =>
      api(owner.cookie).promotions[':id'].$patch({ param: { id: created.id }, json })
    expect(await (await patch({ active: false })).json()).toMatchObject({ active: false, discountValue: '150.00' })
    // 150 is fine off a fixed price, not as a percentage.
    const percent = await patch({ discountType: 'percentage' })
    expect(percent.status).toBe(400)
    expect(await (await patch(unchecked({ maxUses: 3, currentUses: 99 }))).json()).toMatchObject({
      maxUses: 3,
      currentUses: 0,
    })
  })
})

describe('redeeming a code', () => {
  it('adds a discount line to the server’s quote and holds the booking at the discounted total', async () => {
    const owner = await signUpOwner()
    const rv = await makeRv(owner.cookie, { name: 'Canyon Cruiser', type: 'Class C', pricePerNight: '200.00' })
    await createPromotion(owner.cookie, promotion({ code: 'TRIP15', minBookingAmount: '500.00', maxUses: 2 }))
    const priced = await quote(stay(rv.id, 30, { promotionCode: 'trip15' }))
    expect(priced.status).toBe(200)
    expect(await priced.json()).toEqual({
      nights: 3,
      lines: [
        { code: 'rv_nights', label: 'Canyon Cruiser', quantity: 3, unitCents: 20_000, amountCents: 60_000 },
        { code: 'discount', label: 'Code TRIP15', quantity: 1, unitCents: -9_000, amountCents: -9_000 },
      ],
      totalCents: 51_000,
    })
    const held = await hold({ ...stay(rv.id, 30, { promotionCode: 'TRIP15' }), ...renter(1) })
    expect(held.status).toBe(201)
    expect(await held.json()).toMatchObject({ amount: '510.00' })
  })

  it('refuses each unusable code with a clear message and holds nothing', async () => {
    const [owner, other, unconfirmed] = await Promise.all([
      signUpOwner(),
      signUpEstablishedOwner({ firstName: 'Other', lastName: 'Business' }),
      signUpOwner({ firstName: 'Call 1-800-555-0199', lastName: 'now' }),
    ])
    const rv = await makeRv(owner.cookie, { type: 'Class C', pricePerNight: '100.00' })
    await Promise.all([
      createPromotion(owner.cookie, promotion({ code: 'OFF', active: false })),
      createPromotion(owner.cookie, promotion({ code: 'LATER', validFrom: dayFromToday(10) })),
      createPromotion(owner.cookie, promotion({ code: 'VANS', applicableToRvTypes: ['Class B'] })),
      createPromotion(owner.cookie, promotion({ code: 'BIGTRIP', minBookingAmount: '1000.00' })),
      createPromotion(other.cookie, promotion({ code: 'THEIRS' })),
      createPromotion(unconfirmed.cookie, promotion({ code: 'UNSEEN' })),
    ])
    const old = await createPromotion(owner.cookie, promotion({ code: 'OLD', validFrom: dayFromToday(0) }))
    await env.DB.prepare("update promotions set valid_from = '2025-01-01', valid_until = '2025-12-31' where id = ?")
      .bind(old.id)
      .run()
    const spent = await createPromotion(owner.cookie, promotion({ code: 'SPENT', maxUses: 1 }))
    await env.DB.prepare('update promotions set current_uses = 1 where id = ?').bind(spent.id).run()
    const cases: [string, number, string | RegExp][] = [
      ['NOPE', 404, 'That code is not valid for this RV'],
      ['THEIRS', 404, 'This code is for RVs of Other Business'],
      // An owner renters cannot see yet is never named.
      ['UNSEEN', 404, 'That code is not valid for this RV'],
      ['OFF', 400, 'That code is no longer active'],
      ['LATER', 400, /^That code can be used from /],
      ['OLD', 400, 'That code expired on December 31, 2025'],
      ['VANS', 400, 'That code applies only to Class B RVs'],
      ['BIGTRIP', 400, 'That code needs a total of at least $1,000.00'],
      ['SPENT', 409, 'That code has been fully used'],
    ]
    for (const [code, status, message] of cases) {
      const response = await quote(stay(rv.id, 30, { promotionCode: code }))
      expect(response.status, code).toBe(status)
      expect((await errorOf(response)).message, code).toMatch(message)
      const held = await hold({ ...stay(rv.id, 30, { promotionCode: code }), ...renter(2) })
      expect(held.status, code).toBe(status)
    }
    const { n } = (await env.DB.prepare('select count(*) as n from bookings where rv_id = ?')
      .bind(rv.id)
      .first<{ n: number }>())!
    expect(n).toBe(0)
  })

  it('gives exactly 10 discounted bookings to 50 holds at once on a code with 10 uses left', async () => {
    const owner = await signUpOwner()
    const rv = await makeRv(owner.cookie, { pricePerNight: '100.00' })
    const code = await createPromotion(owner.cookie, promotion({ code: 'TENLEFT', maxUses: 12 }))
    await env.DB.prepare('update promotions set current_uses = 2 where id = ?').bind(code.id).run()
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        hold({ ...stay(rv.id, 20 + i * 6, { promotionCode: 'TENLEFT' }), ...renter(100 + i) }),
      ),
    )
    const statuses = responses.map((r): number => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(40)
    const refusals = await Promise.all(responses.filter((r) => r.status === (409 as number)).map(errorOf))
    for (const { message } of refusals) expect(message).toMatch(/That code has (just )?been fully used/)
    expect(await usesOf(code.id)).toBe(12)
    const { n } = (await env.DB.prepare('select count(*) as n from bookings where promotion_id = ?')
      .bind(code.id)
      .first<{ n: number }>())!
    expect(n).toBe(10)
    // The 40 renters who lost the race left nothing behind: only the winners became customers.
    const customers = (await env.DB.prepare('select count(*) as n from customers where owner_id = ?')
      .bind(owner.user.id)
      .first<{ n: number }>())!
    expect(customers.n).toBe(10)
  })

  it('gives the use back when the hold lapses unpaid or the owner cancels it, and not for a paid booking', async () => {
    const owner = await signUpOwner()
    const rv = await makeRv(owner.cookie, { pricePerNight: '100.00' })
    const code = await createPromotion(owner.cookie, promotion({ code: 'BACK', maxUses: 5 }))
    const holdWithCode = async (offset: number, n: number) => {
      const response = await hold({ ...stay(rv.id, offset, { promotionCode: 'BACK' }), ...renter(n) })
      expect(response.status).toBe(201)
      return (await response.json()).bookingId
    }
    const [lapsing, cancelled, paid] = [
      await holdWithCode(30, 201),
      await holdWithCode(40, 202),
      await holdWithCode(50, 203),
    ]
    expect(await usesOf(code.id)).toBe(3)

    await env.DB.prepare('update bookings set held_until = ? where id = ?')
      .bind(Date.now() - 1_000, lapsing)
      .run()
    await runFrequentJobs(env, Date.now())
    expect(await usesOf(code.id)).toBe(2)
    await runFrequentJobs(env, Date.now()) // the job again changes nothing
    expect(await usesOf(code.id)).toBe(2)

    await api(owner.cookie).bookings[':id'].status.$patch({ param: { id: cancelled }, json: { status: 'cancelled' } })
    expect(await usesOf(code.id)).toBe(1)

    await env.DB.prepare(
      "update bookings set payment_status = 'succeeded', status = 'confirmed', held_until = null where id = ?",
    )
      .bind(paid)
      .run()
    await api(owner.cookie).bookings[':id'].status.$patch({ param: { id: paid }, json: { status: 'cancelled' } })
    expect(await usesOf(code.id)).toBe(1)
  })
})
