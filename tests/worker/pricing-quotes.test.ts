/**
 * A stay priced by its RV's terms: a season, an add-on, a promotion code and tax together give the
 * same lines from the server's quote, its hold, the owner's booking and the SPA's quote function
 * (fed the RV's public terms); rate rules refuse stays and hide RVs from search; a booking keeps
 * the policy it was sold under.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { quoteBooking } from '../../worker/modules/bookings/rules/pricing'
import { toCents } from '../../worker/lib/shared/money'
import { dayFromToday, makeCustomer, makeRv } from '../helpers/fleet'
import { api, type Api, errorOf, type JsonOf, signUpEstablishedOwner, signUpOwner } from '../helpers/worker-client'

let client = 0
const from = () => ({ 'cf-connecting-ip': `198.51.${Math.floor(++client / 250)}.${client % 250}` })

const sql = (query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .run()

/** The owner's taxes (8.875 % on rental, preparation fee and taxable add-ons) and Brisbane time. */
async function taxedOwner(userId: string) {
  await sql(
    `insert into pricing_settings (owner_id, tax_name, tax_rate_milli_percent, taxable_rental, taxable_prep_fee, default_policy, pickup_time, updated_at)
     values (?, 'Sales tax', 8875, 1, 1, 'moderate', '00:30', 0)`,
    userId,
  )
  await sql(`update users set time_zone = 'Australia/Brisbane' where id = ?`, userId)
}

/** A $75 preparation fee, a 2-night 'Peak' season at $250 on the first two nights, and camp chairs at $10 a day. */
async function rateRules(userId: string, rvId: string, minNights: number | null = null) {
  await sql(
    `insert into rv_rates (rv_id, owner_id, prep_fee_cents, min_nights, updated_at) values (?, ?, 7500, ?, 0)`,
    rvId,
    userId,
    minNights,
  )
  await sql(
    `insert into rv_seasons (id, owner_id, rv_id, name, start_date, end_date, nightly_cents, created_at)
     values (?, ?, ?, 'Peak', ?, ?, 25000, 0)`,
    crypto.randomUUID(),
    userId,
    rvId,
    dayFromToday(30),
    dayFromToday(31),
  )
  const addOnId = crypto.randomUUID()
  await sql(
    `insert into add_ons (id, owner_id, name, price_cents, unit, max_quantity, taxable, all_rvs, active, created_at)
     values (?, ?, 'Camp chairs', 1000, 'per_day', 4, 1, 1, 1, 0)`,
    addOnId,
    userId,
  )
  return addOnId
}

const stay = (rvId: string, addOnId: string) => ({
  rvId,
  startDate: dayFromToday(30),
  endDate: dayFromToday(33),
  zipCode: '80302',
  addOns: [{ addOnId, quantity: 2 }],
})

const quote = (json: JsonOf<Api['bookings']['quote']['$post']>) =>
  api().bookings.quote.$post({ json }, { headers: from() })

describe('a stay priced by its terms', () => {
  it('gives the same hand-computed total from the server, the hold and the SPA’s quote', async () => {
    const owner = await signUpEstablishedOwner()
    await taxedOwner(owner.user.id)
    const rv = await makeRv(owner.cookie, { name: 'Canyon Cruiser', pricePerNight: '200.00' })
    const addOnId = await rateRules(owner.user.id, rv.id)
    const promotion = await api(owner.cookie).promotions.$post({
      json: {
        name: 'Ten off',
        code: 'TEN',
        discountType: 'percentage',
        discountValue: '10',
        validFrom: dayFromToday(0),
      },
    })
    expect(promotion.status).toBe(201)

    const priced = await quote({ ...stay(rv.id, addOnId), promotionCode: 'ten' })
    expect(priced.status).toBe(200)
    const server = await priced.json()
    // 1 night at $200 and 2 Peak nights at $250, the $75 fee, 2 chairs × 4 days at $10 = $855;
    // 10 % off = −$85.50; tax 8.875 % per line: 17.75 + 44.38 + 6.66 + 7.10 − 7.59 = $68.30.
    expect(server.lines.map(({ code, quantity, amountCents }) => [code, quantity, amountCents])).toEqual([
      ['rv_nights', 1, 20_000],
      ['rv_season_nights', 2, 50_000],
      ['prep_fee', 1, 7_500],
      ['add_on', 8, 8_000],
      ['discount', 1, -8_550],
      ['tax', 1, 6_830],
    ])
    expect(server.totalCents).toBe(83_780)

    // The wizard's own quote: the same function fed the RV's public terms.
    const terms = await (await api().rvs[':id'].terms.$get({ param: { id: rv.id } })).json()
    const chairs = terms.addOns.find((addOn) => addOn.id === addOnId)!
    const spa = quoteBooking({
      startDate: dayFromToday(30),
      endDate: dayFromToday(33),
      rv: { name: rv.name, pricePerNightCents: toCents(rv.pricePerNight)! },
      rates: terms.rates,
      addOns: [{ addOn: chairs, quantity: 2 }],
      discount: { code: 'TEN', type: 'percentage', value: 1000 },
    })
    expect(spa).toEqual(server)

    const held = await api().bookings.hold.$post(
      {
        json: {
          ...stay(rv.id, addOnId),
          promotionCode: 'TEN',
          firstName: 'Pat',
          lastName: 'Renter',
          email: 'pat@example.com',
          phone: '555-123-4567',
        },
      },
      { headers: from() },
    )
    expect(held.status).toBe(201)
    expect(await held.json()).toMatchObject({ amount: '837.80' })
  })

  it('stores the policy a booking is sold under, with its pickup moment in the owner’s time zone', async () => {
    const owner = await signUpOwner()
    await taxedOwner(owner.user.id)
    const rv = await makeRv(owner.cookie, { pricePerNight: '100.00' })
    const addOnId = await rateRules(owner.user.id, rv.id)
    const customer = await makeCustomer(owner.cookie)
    const response = await api(owner.cookie).bookings.$post({
      json: { ...stay(rv.id, addOnId), customerId: customer.id },
    })
    expect(response.status).toBe(201)
    const booking = await response.json()
    // $100 + 2 × $250 + $75 + $80 = $755, tax 8.875 % per line: 8.88 + 44.38 + 6.66 + 7.10 = $67.02.
    expect(booking.totalPrice).toBe('822.02')
    // The owner's dialog prices it with the same function and the RV's terms.
    const terms = await (await api(owner.cookie).rvs.mine[':id'].terms.$get({ param: { id: rv.id } })).json()
    const dialog = quoteBooking({
      startDate: dayFromToday(30),
      endDate: dayFromToday(33),
      rv: { name: rv.name, pricePerNightCents: 10_000 },
      rates: terms.rates,
      addOns: [{ addOn: terms.addOns[0]!, quantity: 2 }],
    })
    expect(dialog).toEqual(booking.quote)
    const [year, month, day] = dayFromToday(30).split('-').map(Number)
    expect(booking.cancellationPolicy).toMatchObject({
      name: 'moderate',
      timeZone: 'Australia/Brisbane',
      // 00:30 in Brisbane (UTC+10, no daylight saving) is 14:30 UTC the day before.
      pickupAt: Date.UTC(year!, month! - 1, day, 0, 30) - 10 * 3_600_000,
      tiers: [
        { moreThanDays: 30, percent: 100 },
        { moreThanDays: 7, percent: 50 },
        { moreThanDays: 0, percent: 0 },
      ],
    })
    // A later change of policy never reaches it.
    await sql(`update pricing_settings set default_policy = 'strict' where owner_id = ?`, owner.user.id)
    const again = await (await api(owner.cookie).bookings[':id'].$get({ param: { id: booking.id } })).json()
    expect(again.cancellationPolicy?.name).toBe('moderate')
  })

  it('refuses a stay shorter than the minimum, an add-on of another owner and too many of one', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const rv = await makeRv(owner.cookie, { name: 'Canyon Cruiser', pricePerNight: '200.00' })
    const addOnId = await rateRules(owner.user.id, rv.id, 4)
    const short = await quote(stay(rv.id, addOnId))
    expect(short.status).toBe(400)
    expect((await errorOf(short)).message).toBe('Canyon Cruiser needs at least 4 nights for these dates')

    await sql(`update rv_rates set min_nights = null where rv_id = ?`, rv.id)
    const otherRv = await makeRv(other.cookie)
    const othersAddOn = await rateRules(other.user.id, otherRv.id)
    const foreign = await quote({ ...stay(rv.id, addOnId), addOns: [{ addOnId: othersAddOn, quantity: 1 }] })
    expect(foreign.status).toBe(404)
    expect((await errorOf(foreign)).fields).toEqual({ addOns: ['That add-on is not offered with this RV'] })

    const many = await quote({ ...stay(rv.id, addOnId), addOns: [{ addOnId, quantity: 5 }] })
    expect(many.status).toBe(400)
    expect((await errorOf(many)).message).toBe('You can add at most 4 of Camp chairs')
  })
})

describe('search with rate rules', () => {
  it('shows each RV’s all-in total, sorts by it, and hides an RV whose minimum the dates miss', async () => {
    const owner = await signUpEstablishedOwner()
    await taxedOwner(owner.user.id)
    const type = 'Class A'
    const sleeps = 11
    // Cheapest by the night, dearest in total: the fee, the season and tax.
    const priced = await makeRv(owner.cookie, { name: 'Fee Cruiser', type, sleeps, pricePerNight: '190.00' })
    await rateRules(owner.user.id, priced.id)
    const plain = await makeRv(owner.cookie, { name: 'Plain Cruiser', type, sleeps, pricePerNight: '210.00' })
    const picky = await makeRv(owner.cookie, { name: 'Picky Cruiser', type, sleeps, pricePerNight: '100.00' })
    await sql(
      `insert into rv_rates (rv_id, owner_id, min_nights, updated_at) values (?, ?, 5, 0)`,
      picky.id,
      owner.user.id,
    )

    const search = (sort: 'price' | 'total') =>
      api()
        .rvs.search.$get({
          query: { startDate: dayFromToday(30), endDate: dayFromToday(33), type, guests: String(sleeps), sort },
        })
        .then((response) => response.json())
    const byTotal = await search('total')
    const mine = byTotal.items.filter((item) => [priced.id, plain.id, picky.id].includes(item.id))
    // Plain: 3 × $210 × 1.08875 = $685.91 (tax per line on $630: 55.91).
    // Fee Cruiser: $190 + 2 × $250 + $75 = $765, tax 16.86 + 44.38 + 6.66 = $67.90: $832.90.
    expect(mine.map(({ name, allInTotal, nightlyAverage }) => [name, allInTotal, nightlyAverage])).toEqual([
      ['Plain Cruiser', '685.91', '228.64'],
      ['Fee Cruiser', '832.90', '277.63'],
    ])
    const byPrice = await search('price')
    expect(
      byPrice.items.filter((item) => item.id === priced.id || item.id === plain.id).map((item) => item.name),
    ).toEqual(['Fee Cruiser', 'Plain Cruiser'])
  })
})
