import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { created, matrixRatesBody, matrixRv, matrixSettingsBody } from '../helpers/matrix-objects'
import { api, type Api, call, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

type SettingsBody = JsonOf<Api['pricing']['settings']['$put']>

const newRv = (cookie: string) => created(api(cookie).rvs.$post({ json: matrixRv }))
const pricing = (cookie: string) => api(cookie).pricing
const putSettings = (cookie: string, json: SettingsBody) => pricing(cookie).settings.$put({ json })

describe('pricing settings', () => {
  it('answers 401 to a signed-out caller', async () => {
    for (const response of [
      await api().pricing.settings.$get(),
      await api().pricing['add-ons'].$get({ query: {} }),
      await call(api().pricing.settings.$path(), { method: 'PUT', json: { taxName: 'X' } }),
    ]) {
      expect(response.status).toBe(401)
      expect(await errorOf(response)).toMatchObject({ code: 'unauthorized' })
    }
  })

  it('answers the defaults before the owner saves any', async () => {
    const owner = await signUpOwner()
    expect(await (await pricing(owner.cookie).settings.$get()).json()).toEqual({
      taxName: null,
      taxRate: null,
      secondTaxName: null,
      secondTaxRate: null,
      taxableRental: false,
      taxablePrepFee: false,
      taxableDelivery: false,
      defaultPolicy: 'moderate',
      pickupTime: '10:00',
    })
  })

  it('keeps a rate with three decimals exactly, in thousandths of a percent, and saves again over it', async () => {
    const owner = await signUpOwner()
    const body = {
      taxName: 'State sales tax',
      taxRate: '8.875',
      secondTaxName: 'County tax',
      secondTaxRate: 1.5,
      taxableRental: true,
      taxablePrepFee: true,
      taxableDelivery: false,
      defaultPolicy: 'strict',
      pickupTime: '15:30',
    } satisfies SettingsBody
    const saved = await putSettings(owner.cookie, body)
    expect(saved.status).toBe(200)
    const expected = { ...body, secondTaxRate: '1.5' }
    expect(await saved.json()).toEqual(expected)
    expect(await (await pricing(owner.cookie).settings.$get()).json()).toEqual(expected)
    const row = await env.DB.prepare(
      'select tax_rate_milli_percent, second_tax_rate_milli_percent, owner_id from pricing_settings where owner_id = ?',
    )
      .bind(owner.user.id)
      .first()
    expect(row).toEqual({ tax_rate_milli_percent: 8875, second_tax_rate_milli_percent: 1500, owner_id: owner.user.id })

    // Saving again replaces the row: the second tax cleared, the default policy back to moderate.
    const again = await putSettings(owner.cookie, { taxName: 'State sales tax', taxRate: '20' })
    expect(await again.json()).toMatchObject({
      taxRate: '20',
      secondTaxName: null,
      secondTaxRate: null,
      defaultPolicy: 'moderate',
      taxableRental: false,
    })
    const { n } = (await env.DB.prepare('select count(*) as n from pricing_settings where owner_id = ?')
      .bind(owner.user.id)
      .first<{ n: number }>())!
    expect(n).toBe(1)
  })

  it.each([
    [{ taxName: 'Sales tax' }, 'taxRate', 'Tax rate is required with a name'],
    [{ taxRate: '6' }, 'taxName', 'Tax name is required with a rate'],
    [{ secondTaxName: 'City tax', secondTaxRate: '' }, 'secondTaxRate', 'Second tax rate is required with a name'],
    [{ secondTaxRate: 2 }, 'secondTaxName', 'Second tax name is required with a rate'],
    [{ taxName: 'T', taxRate: '8.8755' }, 'taxRate', 'Tax rate must be a percent like 8.875 (at most 3 decimals)'],
    [{ taxName: 'T', taxRate: '20.001' }, 'taxRate', 'Tax rate must be a percent from 0 to 20'],
    [{ taxName: 'T', taxRate: '-1' }, 'taxRate', 'Tax rate must be a percent like 8.875 (at most 3 decimals)'],
    [{ pickupTime: '24:00' }, 'pickupTime', 'Pickup time must be a time of day like 10:00'],
    [{ defaultPolicy: 'lenient' }, 'defaultPolicy', 'Default policy must be flexible, moderate or strict'],
  ])('refuses %j with a message under %s', async (body, field, message) => {
    const owner = await signUpOwner()
    const response = await putSettings(owner.cookie, unchecked(body))
    expect(response.status).toBe(400)
    const envelope = await errorOf(response)
    expect(envelope).toMatchObject({ code: 'invalid_input', message })
    expect(envelope.fields?.[field]).toEqual([message])
    const row = await env.DB.prepare('select 1 from pricing_settings where owner_id = ?').bind(owner.user.id).first()
    expect(row).toBeNull()
  })

  it("saves the signed-in owner's row whatever owner or time the body names", async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const body = unchecked({ ...matrixSettingsBody, ownerId: stranger.user.id, updatedAt: 1 })
    expect((await putSettings(owner.cookie, body)).status).toBe(200)
    const rows = await env.DB.prepare('select owner_id, updated_at from pricing_settings where owner_id in (?, ?)')
      .bind(owner.user.id, stranger.user.id)
      .all<{ owner_id: string; updated_at: number }>()
    expect(rows.results).toEqual([{ owner_id: owner.user.id, updated_at: expect.any(Number) }])
    expect(rows.results[0]!.updated_at).toBeGreaterThan(1)
  })
})

describe("an RV's rate rules", () => {
  const rules = {
    weeklyRate: '1300.00',
    monthlyRate: 4200,
    weekendRate: '189.5',
    minNights: 3,
    prepFee: '75.00',
    milesPerDay: 150,
    extraMileFee: '0.45',
    generatorHoursPerDay: 4,
    extraGeneratorHourFee: '3.00',
    noTurnoverDays: [6, 0],
    cancellationPolicy: 'flexible',
  } satisfies JsonOf<Api['pricing']['rvs'][':rvId']['$put']>

  it("answers an RV without rules as all off, following the owner's default policy", async () => {
    const owner = await signUpOwner()
    const rv = await newRv(owner.cookie)
    await putSettings(owner.cookie, { defaultPolicy: 'strict' })
    const response = await pricing(owner.cookie).rvs[':rvId'].$get({ param: { rvId: rv.id } })
    expect(await response.json()).toEqual({
      rvId: rv.id,
      rates: {
        weeklyRate: null,
        monthlyRate: null,
        weekendRate: null,
        minNights: null,
        prepFee: null,
        milesPerDay: null,
        extraMileFee: null,
        generatorHoursPerDay: null,
        extraGeneratorHourFee: null,
        noTurnoverDays: [],
        cancellationPolicy: null,
      },
      seasons: [],
      defaultPolicy: 'strict',
    })
  })

  it('saves every rule in cents and answers them as entered, then clears them', async () => {
    const owner = await signUpOwner()
    const rv = await newRv(owner.cookie)
    const saved = await pricing(owner.cookie).rvs[':rvId'].$put({ param: { rvId: rv.id }, json: rules })
    expect(saved.status).toBe(200)
    const expected = {
      ...rules,
      monthlyRate: '4200.00',
      weekendRate: '189.50',
      noTurnoverDays: [0, 6],
    }
    expect((await saved.json()).rates).toEqual(expected)
    const read = await (await pricing(owner.cookie).rvs[':rvId'].$get({ param: { rvId: rv.id } })).json()
    expect(read.rates).toEqual(expected)
    const row = await env.DB.prepare(
      'select owner_id, weekly_cents, monthly_cents, extra_mile_cents, no_turnover_days from rv_rates where rv_id = ?',
    )
      .bind(rv.id)
      .first()
    expect(row).toEqual({
      owner_id: owner.user.id,
      weekly_cents: 130000,
      monthly_cents: 420000,
      extra_mile_cents: 45,
      no_turnover_days: '[0,6]',
    })

    // An empty form clears every rule: the RV prices as nights × nightly price again.
    const cleared = await pricing(owner.cookie).rvs[':rvId'].$put({
      param: { rvId: rv.id },
      json: { weeklyRate: '', cancellationPolicy: '' },
    })
    expect((await cleared.json()).rates).toMatchObject({ weeklyRate: null, cancellationPolicy: null, minNights: null })
  })

  it.each([
    [{ weeklyRate: '0' }, 'weeklyRate', 'Weekly rate must be more than $0'],
    [{ minNights: 0 }, 'minNights', 'Minimum nights must be between 1 and 365'],
    [{ minNights: 366 }, 'minNights', 'Minimum nights must be between 1 and 365'],
    [{ noTurnoverDays: [1, 1] }, 'noTurnoverDays', 'Each weekday may be listed once'],
    [{ noTurnoverDays: [7] }, 'noTurnoverDays', 'Weekdays must be numbers from 0 (Sunday) to 6 (Saturday)'],
    [
      { noTurnoverDays: [0, 1, 2, 3, 4, 5, 6] },
      'noTurnoverDays',
      'At least one weekday must allow pickups and returns',
    ],
    [
      { cancellationPolicy: 'lenient' },
      'cancellationPolicy',
      'Cancellation policy must be flexible, moderate or strict',
    ],
  ])('refuses %j', async (body, field, message) => {
    const owner = await signUpOwner()
    const rv = await newRv(owner.cookie)
    const response = await pricing(owner.cookie).rvs[':rvId'].$put({ param: { rvId: rv.id }, json: unchecked(body) })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).fields?.[field]).toEqual([message])
  })

  it("answers 404 for another owner's RV and writes nothing", async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const rv = await newRv(owner.cookie)
    const param = { rvId: rv.id }
    expect((await pricing(stranger.cookie).rvs[':rvId'].$get({ param })).status).toBe(404)
    const put = await pricing(stranger.cookie).rvs[':rvId'].$put({ param, json: matrixRatesBody })
    expect(put.status).toBe(404)
    expect(await errorOf(put)).toMatchObject({ message: 'That RV was not found' })
    expect(await env.DB.prepare('select 1 from rv_rates where rv_id = ?').bind(rv.id).first()).toBeNull()
  })
})
