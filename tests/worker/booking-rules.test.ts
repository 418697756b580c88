/** The pure booking rules the server charges by and the SPA shows. */
import { describe, expect, it } from 'vitest'
import { deliveryOptionsFor, suggestedRegionsFor } from '../../worker/modules/bookings/rules/delivery-options'
import { nightsBetween, priceBooking } from '../../worker/modules/bookings/rules/pricing'
import { bookingStatusLabel, canMove, statusesLeadingTo } from '../../worker/modules/bookings/rules/transitions'
import { bookingStatuses } from '../../worker/db/schema/enums'

describe('nights', () => {
  it('counts calendar days between pickup and return, across month, year and leap-day boundaries', () => {
    expect(nightsBetween('2031-07-01', '2031-07-02')).toBe(1)
    expect(nightsBetween('2031-01-30', '2031-02-02')).toBe(3)
    expect(nightsBetween('2031-12-30', '2032-01-02')).toBe(3)
    expect(nightsBetween('2032-02-28', '2032-03-01')).toBe(2) // 2032 is a leap year
    // Daylight-saving changes do not shorten or lengthen a night: dates are read in UTC.
    expect(nightsBetween('2031-03-08', '2031-03-10')).toBe(2)
  })
})

describe('price', () => {
  it('is nights × RV price + nights × venue price + delivery fee, in whole cents', () => {
    expect(priceBooking({ startDate: '2031-07-01', endDate: '2031-07-04', rvPricePerNightCents: 12_999, venuePricePerNightCents: 4_550, deliveryFeeCents: 7_500 })).toEqual({
      nights: 3,
      rvCents: 38_997,
      venueCents: 13_650,
      deliveryCents: 7_500,
      totalCents: 60_147,
    })
  })

  it('charges nothing for a venue or delivery that was not chosen, and never a negative stay', () => {
    expect(priceBooking({ startDate: '2031-07-01', endDate: '2031-07-03', rvPricePerNightCents: 10_000 }).totalCents).toBe(20_000)
    expect(priceBooking({ startDate: '2031-07-03', endDate: '2031-07-01', rvPricePerNightCents: 10_000 })).toMatchObject({ nights: 0, totalCents: 0 })
  })
})

describe('delivery options', () => {
  it('gives zips starting 9, 8, 7 and 6 their own lists and every other digit the generic set', () => {
    const ids = (zip: string) => deliveryOptionsFor(zip).map((option) => option.id)
    const lists = ['90210', '84532', '78701', '60601', '10001'].map(ids)
    expect(new Set(lists.map((list) => list.join())).size).toBe(5)
    for (const zip of ['00501', '10001', '20500', '30301', '40202', '55401']) expect(ids(zip)).toEqual(lists[4])
    expect(ids('94105')).toEqual(lists[0])
  })

  it('keeps fees within 30-150 and the direct-to-home option within 120-150', () => {
    for (const zip of ['90210', '84532', '78701', '60601', '10001']) {
      const options = deliveryOptionsFor(zip)
      for (const option of options) {
        expect(option.fee).toBeGreaterThanOrEqual(30)
        expect(option.fee).toBeLessThanOrEqual(150)
      }
      const home = options.find((option) => option.id === 'home')!
      expect(home.fee).toBeGreaterThanOrEqual(120)
      expect(home.fee).toBeLessThanOrEqual(150)
    }
  })

  it('offers nothing, and suggests no region, for a zip that is not 5 digits', () => {
    for (const zip of ['', '9021', '902100', '9021a', null, undefined]) {
      expect(deliveryOptionsFor(zip)).toEqual([])
      expect(suggestedRegionsFor(zip)).toEqual([])
    }
    expect(suggestedRegionsFor('90210')).not.toEqual(suggestedRegionsFor('10001'))
  })
})

describe('status transitions', () => {
  it('allows exactly pending → confirmed | cancelled, confirmed → in progress | cancelled, in progress → completed', () => {
    const allowed = bookingStatuses.flatMap((from) => bookingStatuses.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`))
    expect(allowed.sort()).toEqual(['confirmed→cancelled', 'confirmed→in_progress', 'in_progress→completed', 'pending→cancelled', 'pending→confirmed'])
    expect(statusesLeadingTo('cancelled').sort()).toEqual(['confirmed', 'pending'])
  })

  it('shows an unknown status as Pending', () => {
    expect(bookingStatusLabel('in_progress')).toBe('In Progress')
    expect(bookingStatusLabel('on_hold')).toBe('Pending')
  })
})
