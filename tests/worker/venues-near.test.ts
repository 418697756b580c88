/**
 * Venues near the trip (issue 26): step 2 lists the venues within the radius of the renter's zip
 * code or of the RV's pickup location, nearest to the renter first, each at its distance, and
 * still only those the RV may be booked at.
 */
import { describe, expect, it } from 'vitest'
import { makePickupLocation, makeRv, makeVenue } from '../helpers/fleet'
import { api, errorOf, signUpEstablishedOwner, unchecked } from '../helpers/worker-client'

/** 94110's centroid, where the renter searches from. */
const MISSION = { latitude: 37.7509, longitude: -122.4153 }
const EARTH_RADIUS_MILES = 3958.7613

/** The point `miles` due north of the Mission (a meridian's great-circle distance is its angle), to 6 decimals. */
const northOfMission = (miles: number) => ({
  latitude: Math.round((MISSION.latitude + (miles / EARTH_RADIUS_MILES) * (180 / Math.PI)) * 1e6) / 1e6,
  longitude: MISSION.longitude,
})

const GOLDEN_GATE_PARK = { latitude: 37.7694, longitude: -122.4862 } // 4.1 miles from the Mission
const SANTA_CRUZ = { latitude: 36.9741, longitude: -122.0308 } // 57.7 miles; 114.8 from Sacramento
const SOUTH_LAKE_TAHOE = { latitude: 38.9399, longitude: -119.9772 } // 155.6 miles; 85.3 from Sacramento
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 } // 346.1 miles; 361.3 from Sacramento

/**
 * An owner whose RV (30 ft) is picked up in Sacramento, 76 miles from the Mission, with venues all
 * round; another owner's venue in the park. Names carry a tag, so a search sees only this fixture.
 */
async function fixture() {
  const tag = crypto.randomUUID().slice(0, 8)
  const [owner, other] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
  const pickup = await makePickupLocation(owner.cookie, {
    name: 'Sacramento yard',
    street: '1 Capitol Mall',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
  })
  const rv = await makeRv(owner.cookie, { pickupLocationId: pickup.id, length: 30 })
  const venue = (name: string, place: object, extra: object = {}, cookie = owner.cookie) =>
    makeVenue(cookie, { name: `${name} ${tag}`, location: 'California', ...place, ...extra })
  const venues = {
    park: await venue('Park', GOLDEN_GATE_PARK),
    inside: await venue('Edge inside', northOfMission(24.9)),
    outside: await venue('Edge outside', northOfMission(25.1)),
    santaCruz: await venue('Santa Cruz', SANTA_CRUZ),
    tahoe: await venue('Tahoe', SOUTH_LAKE_TAHOE),
    losAngeles: await venue('Los Angeles', LOS_ANGELES),
    unmapped: await venue('Unmapped', {}),
    tiny: await venue('Tiny', GOLDEN_GATE_PARK, { maxRvLength: 25 }),
    closed: await venue('Closed', GOLDEN_GATE_PARK, { available: false }),
    others: await venue('Others', GOLDEN_GATE_PARK, {}, other.cookie),
  }
  return { tag, rv, venues }
}

type Query = {
  zipCode?: string
  radius?: '25' | '50' | '100' | '250'
  rvId?: string
  limit?: string
  q?: string
  cursor?: string
}
const listed = (query: Query) => api().venues.$get({ query })
const near = async (query: Query) => {
  const response = await listed(query)
  expect(response.status).toBe(200)
  return (await response.json()).items.map(({ id, distance }) => ({ id, distance }))
}

describe('venues near the trip', () => {
  it('are those within the radius of the renter or of the RV’s pickup, nearest to the renter first', async () => {
    const { rv, venues, tag } = await fixture()
    const query = { zipCode: '94110', rvId: rv.id, q: tag }
    expect(await near({ ...query, radius: '25' })).toEqual([
      { id: venues.park.id, distance: 4.1 },
      { id: venues.inside.id, distance: 24.9 },
    ])
    expect(await near({ ...query, radius: '50' })).toEqual([
      { id: venues.park.id, distance: 4.1 },
      { id: venues.inside.id, distance: 24.9 },
      { id: venues.outside.id, distance: 25.1 },
    ])
    // Tahoe is 155.6 miles from the renter but 85.3 from the RV: on the way, so in reach at 100.
    const within100 = [
      { id: venues.park.id, distance: 4.1 },
      { id: venues.inside.id, distance: 24.9 },
      { id: venues.outside.id, distance: 25.1 },
      { id: venues.santaCruz.id, distance: 57.7 },
      { id: venues.tahoe.id, distance: 155.6 },
    ]
    expect(await near(query)).toEqual(within100) // 100 miles unless told
    expect(await near({ ...query, radius: '100' })).toEqual(within100)
    expect(await near({ ...query, radius: '250' })).toEqual(within100)
  })

  it('keep to the venues the RV may be booked at: its owner’s, available, mapped and long enough', async () => {
    const { rv, venues, tag } = await fixture()
    const ids = (await near({ zipCode: '94110', rvId: rv.id, q: tag, radius: '25' })).map(({ id }) => id)
    for (const left of [venues.tiny, venues.closed, venues.others, venues.unmapped]) expect(ids).not.toContain(left.id)
    // Without an RV, any owner's available venue near the renter, whatever its length limit.
    const anyone = (await near({ zipCode: '94110', q: tag, radius: '25' })).map(({ id }) => id)
    expect(anyone.sort()).toEqual([venues.park.id, venues.inside.id, venues.tiny.id, venues.others.id].sort())
  })

  it('come at most `limit` at a time, the nearest', async () => {
    const { rv, venues, tag } = await fixture()
    expect(await near({ zipCode: '94110', rvId: rv.id, q: tag, limit: '2' })).toEqual([
      { id: venues.park.id, distance: 4.1 },
      { id: venues.inside.id, distance: 24.9 },
    ])
    const page = await (await listed({ zipCode: '94110', rvId: rv.id, q: tag, limit: '2' })).json()
    expect(page.nextCursor).toBeNull()
  })

  it('without a zip code are listed as before: newest first, a page at a time, with no distance', async () => {
    const { rv, venues, tag } = await fixture()
    const first = await (await listed({ rvId: rv.id, q: tag, limit: '4' })).json()
    expect(first.items).toHaveLength(4)
    expect(first.items.every(({ distance }) => distance === null)).toBe(true)
    const second = await (await listed({ rvId: rv.id, q: tag, limit: '4', cursor: first.nextCursor! })).json()
    const all = [...first.items, ...second.items]
    const takesRv = [venues.park, venues.inside, venues.outside, venues.santaCruz, venues.tahoe, venues.losAngeles]
    expect(all.map(({ id }) => id).sort()).toEqual([...takesRv, venues.unmapped].map(({ id }) => id).sort())
    const newestFirst = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    expect(all).toEqual(newestFirst)
  })

  it('refuse a zip code that is no US ZIP code, and a radius the renter cannot pick', async () => {
    const notAZip = await listed({ zipCode: '00000' })
    expect(notAZip.status).toBe(400)
    expect((await errorOf(notAZip)).fields).toEqual({
      zipCode: ['00000 is not a US zip code. Check it and try again.'],
    })
    const radius = await listed({ zipCode: '94110', radius: unchecked('30') })
    expect(radius.status).toBe(400)
    expect((await errorOf(radius)).fields).toEqual({ radius: ['Search within 25, 50, 100, 250 miles'] })
  })
})
