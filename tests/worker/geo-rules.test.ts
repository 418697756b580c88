/**
 * Places (issue 26): great-circle distance against published city-pair figures, the delivery fee
 * rule at its boundaries, and the ZIP code table's lookups and refusals.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_DELIVERY_RULE, deliveryFeeCents } from '../../worker/lib/shared/delivery-rule'
import { distanceMiles, roundMiles } from '../../worker/lib/shared/geo'
import { assertUsZipCode, isUsZipCode, nearestZipCode, zipCentroid } from '../../worker/lib/us-zip-code'

const city = {
  sanFrancisco: { latitude: 37.7749, longitude: -122.4194 },
  losAngeles: { latitude: 34.0522, longitude: -118.2437 },
  newYork: { latitude: 40.7128, longitude: -74.006 },
  chicago: { latitude: 41.8781, longitude: -87.6298 },
  denver: { latitude: 39.7392, longitude: -104.9903 },
  austin: { latitude: 30.2672, longitude: -97.7431 },
  dallas: { latitude: 32.7767, longitude: -96.797 },
  london: { latitude: 51.5074, longitude: -0.1278 },
  paris: { latitude: 48.8566, longitude: 2.3522 },
}

describe('distance', () => {
  // Published great-circle distances between the city centres, in kilometres, and so in miles.
  const pairs: [keyof typeof city, keyof typeof city, number][] = [
    ['sanFrancisco', 'losAngeles', 559],
    ['newYork', 'losAngeles', 3936],
    ['chicago', 'denver', 1478],
    ['austin', 'dallas', 293],
    ['london', 'paris', 344],
    ['newYork', 'london', 5570],
  ]

  it.each(pairs)('from %s to %s is the published figure within 1 %', (from, to, kilometres) => {
    const miles = kilometres / 1.609344
    expect(Math.abs(distanceMiles(city[from], city[to]) - miles) / miles).toBeLessThan(0.01)
  })

  it('is the same both ways, nothing from a place to itself, and shown to a tenth of a mile', () => {
    expect(distanceMiles(city.austin, city.dallas)).toBeCloseTo(distanceMiles(city.dallas, city.austin), 9)
    expect(distanceMiles(city.denver, city.denver)).toBe(0)
    expect(roundMiles(distanceMiles(city.sanFrancisco, city.losAngeles))).toBe(347.4)
    expect(roundMiles(12.34)).toBe(12.3)
    expect(roundMiles(12.35)).toBe(12.4)
  })
})

describe('the delivery fee rule', () => {
  // The example: $50 plus $2.50 a mile past 10 miles, up to 150 miles.
  const rule = { baseFeeCents: 50_00, freeMiles: 10, perMileCents: 2_50, maxMiles: 150 }

  it('charges the base fee up to the free miles, then each tenth of a mile past them', () => {
    expect(deliveryFeeCents(rule, 0)).toBe(50_00)
    expect(deliveryFeeCents(rule, 10)).toBe(50_00)
    expect(deliveryFeeCents(rule, 10.1)).toBe(50_25)
    expect(deliveryFeeCents(rule, 30.2)).toBe(100_50) // 20.2 miles × $2.50 = $50.50
  })

  it('delivers up to the maximum distance and not a tenth of a mile beyond it', () => {
    expect(deliveryFeeCents(rule, 150)).toBe(400_00) // 140 miles × $2.50 = $350
    expect(deliveryFeeCents(rule, 150.1)).toBeNull()
    expect(deliveryFeeCents(rule, 2000)).toBeNull()
  })

  it('prices the distance as shown, rounded to a tenth of a mile first', () => {
    expect(deliveryFeeCents(rule, 12.34)).toBe(55_75) // 2.3 miles past the free ones
    expect(deliveryFeeCents(rule, 12.36)).toBe(56_00) // 2.4 miles
    // 150.04 miles is shown as 150.0, within reach; 150.06 as 150.1, beyond it.
    expect(deliveryFeeCents(rule, 150.04)).toBe(400_00)
    expect(deliveryFeeCents(rule, 150.06)).toBeNull()
  })

  it('rounds a half cent up, counted in whole tenths of a mile (no floating-point drift)', () => {
    // 0.1 mile past the free ones at $1.25 a mile is 12.5 cents: 13. In floating point 0.1 × 125 is 12.4999….
    expect(deliveryFeeCents({ ...rule, perMileCents: 1_25 }, 10.1)).toBe(50_13)
    expect(deliveryFeeCents({ ...rule, perMileCents: 1_25 }, 10.3)).toBe(50_38)
  })

  it('by default spans the spec’s $30-150 delivery range', () => {
    expect(deliveryFeeCents(DEFAULT_DELIVERY_RULE, 0)).toBe(30_00)
    expect(deliveryFeeCents(DEFAULT_DELIVERY_RULE, DEFAULT_DELIVERY_RULE.maxMiles)).toBe(150_00)
    expect(deliveryFeeCents(DEFAULT_DELIVERY_RULE, DEFAULT_DELIVERY_RULE.maxMiles + 0.1)).toBeNull()
  })
})

const thrown = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  return 'nothing thrown'
}

describe('ZIP codes', () => {
  it('have their centroids, a few miles from the neighbourhood they name', () => {
    expect(zipCentroid('94110')).toEqual({ latitude: 37.7509, longitude: -122.4153 })
    expect(zipCentroid('10001')).toEqual({ latitude: 40.7484, longitude: -73.9967 })
    // The smallest code in the table (a leading zero) and the farthest states.
    expect(zipCentroid('00501')).toEqual({ latitude: 40.8154, longitude: -73.0451 })
    expect(zipCentroid('99501')).toEqual({ latitude: 61.2116, longitude: -149.8761 })
    expect(distanceMiles(zipCentroid('78701')!, city.austin)).toBeLessThan(2)
    expect(distanceMiles(zipCentroid('60611')!, city.chicago)).toBeLessThan(2)
  })

  it('refuses five digits that are no US ZIP code, and anything else', () => {
    for (const zip of ['00000', '99999', 'abcde', '9411', '941100', '']) {
      expect(zipCentroid(zip), zip).toBeNull()
      expect(isUsZipCode(zip), zip).toBe(false)
    }
    expect(thrown(() => assertUsZipCode('deliveryZip', '00000'))).toMatchObject({
      status: 400,
      fields: { deliveryZip: ['00000 is not a US zip code. Check it and try again.'] },
    })
    expect(() => assertUsZipCode('zipCode', 'abcde')).toThrow('abcde is not a US zip code')
    expect(assertUsZipCode('zipCode', '94110')).toEqual(zipCentroid('94110'))
  })

  it('finds the nearest code to a point (use my location)', () => {
    expect(nearestZipCode({ latitude: 37.7509, longitude: -122.4153 })).toEqual({ zipCode: '94110', miles: 0 })
    const nearMission = nearestZipCode({ latitude: 37.7599, longitude: -122.4148 })
    expect(nearMission.zipCode).toBe('94110')
    expect(nearMission.miles).toBeCloseTo(0.62, 2)
    expect(nearestZipCode({ latitude: 40.7506, longitude: -73.9972 }).zipCode).toBe('10001')
    expect(nearestZipCode({ latitude: 40.8154, longitude: -73.0451 }).zipCode).toBe('00501')
  })
})
