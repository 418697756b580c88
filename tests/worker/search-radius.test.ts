/** The renters' search from a place: exactly the RVs within the radius, their distance and pickup, and 'use my location'. */
import { describe, expect, it } from 'vitest'
import { SEARCH_RADII, type Point } from '../../worker/lib/shared/geo'
import { zipCentroid } from '../../worker/lib/us-zip-code'
import { dayFromToday, makeRv } from '../helpers/fleet'
import { locationAt, pointAt } from '../helpers/places'
import { api, type Api, type ArgsOf, errorOf, signUpEstablishedOwner } from '../helpers/worker-client'

type SearchQuery = ArgsOf<Api['rvs']['search']['$get']>['query']

const stay = { startDate: dayFromToday(40), endDate: dayFromToday(43), limit: '100' } as const

const search = async (query: Partial<SearchQuery>) => {
  const response = await api().rvs.search.$get({ query: { ...stay, ...query } })
  expect(response.status).toBe(200)
  return (await response.json()).items
}

/** An owner's RV at each point, by the point's label. */
async function rvsAt(points: Record<string, Point>) {
  const owner = await signUpEstablishedOwner()
  const entries = await Promise.all(
    Object.entries(points).map(async ([label, point]) => {
      const location = await locationAt(owner.cookie, point)
      return [label, await makeRv(owner.cookie, { name: label, pickupLocationId: location.id })] as const
    }),
  )
  return Object.fromEntries(entries)
}

// Central Utah: each test counts only its own RVs among what the search finds.
const UTAH = { latitude: 39.3, longitude: -111.7 }

describe('search within a radius', () => {
  it.each(SEARCH_RADII)(
    'within %i miles finds the RVs half a mile inside the edge, never those half a mile past it',
    async (radius) => {
      const centre = UTAH
      const rvs = await rvsAt({
        northInside: pointAt(centre, 0, radius - 0.5),
        southWestInside: pointAt(centre, 225, radius - 0.5),
        // Inside the bounding box (its corner) but outside the circle: the exact distance leaves it out.
        northEastOutside: pointAt(centre, 45, radius + 0.5),
        eastOutside: pointAt(centre, 90, radius + 0.5),
      })
      const mine = new Set(Object.values(rvs).map((rv) => rv.id))
      const found = (
        await search({
          latitude: String(centre.latitude),
          longitude: String(centre.longitude),
          radius: String(radius) as SearchQuery['radius'],
        })
      ).filter((item) => mine.has(item.id))
      expect(found.map((item) => item.name).sort()).toEqual(['northInside', 'southWestInside'])
      for (const item of found) expect(item.distance).toBeCloseTo(radius - 0.5, 1)
    },
  )

  it('centres on the zip code, 100 miles unless told, with each card’s distance and pickup place', async () => {
    const mission = zipCentroid('94110')!
    const rvs = await rvsAt({ near: pointAt(mission, 10, 12.34), far: pointAt(mission, 100, 100.5) })
    const found = await search({ zipCode: '94110' })
    const near = found.find((item) => item.id === rvs.near!.id)
    expect(near).toMatchObject({
      distance: 12.3,
      pickup: { city: 'San Francisco', state: 'CA', zipCode: '94110', delivers: true },
    })
    expect(found.map((item) => item.id)).not.toContain(rvs.far!.id)
    expect((await search({ zipCode: '94110', radius: '250' })).map((item) => item.id)).toContain(rvs.far!.id)
  })

  it('finds an RV without a pickup location only when the search has no centre', async () => {
    const owner = await signUpEstablishedOwner()
    const placeless = await makeRv(owner.cookie, { name: 'Nowhere', pickupLocationId: null })
    const placed = await makeRv(owner.cookie, { name: 'Somewhere' })
    const anywhere = await search({})
    expect(anywhere.find((item) => item.id === placeless.id)).toMatchObject({ distance: null, pickup: null })
    expect(anywhere.find((item) => item.id === placed.id)).toMatchObject({
      distance: null,
      pickup: { zipCode: '94110' },
    })
    const near = (await search({ zipCode: '94110', radius: '250' })).map((item) => item.id)
    expect(near).toContain(placed.id)
    expect(near).not.toContain(placeless.id)
  })
})

describe('a search’s place is refused when', () => {
  it.each([
    [{ zipCode: '00000' }, 'zipCode', '00000 is not a US zip code. Check it and try again.'],
    [{ latitude: '39.3' }, 'longitude', 'Give both latitude and longitude, or neither'],
    [{ latitude: '91', longitude: '-111' }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ latitude: '39.3', longitude: 'west' }, 'longitude', 'Longitude must be a number of degrees, like 37.7749'],
    [{ zipCode: '94110', radius: '75' }, 'radius', 'Search within 25, 50, 100, 250 miles'],
    [{ sort: 'distance' }, 'sort', 'Sorting by distance needs a zip code or your location'],
  ] as const)('%j', async (query, field, message) => {
    const response = await api().rvs.search.$get({ query: { ...stay, ...(query as Partial<SearchQuery>) } })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ message, fields: { [field]: [message] } })
  })
})

describe('use my location', () => {
  const nearest = (latitude: string, longitude: string) =>
    api()['rvs']['nearest-zip'].$get({ query: { latitude, longitude } })

  it('answers the zip code whose centre is nearest', async () => {
    const mission = zipCentroid('94110')!
    const response = await nearest(String(mission.latitude), String(mission.longitude))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ zipCode: '94110' })
    const boulder = zipCentroid('80302')!
    expect(await (await nearest(String(boulder.latitude + 0.001), String(boulder.longitude))).json()).toEqual({
      zipCode: '80302',
    })
  })

  it('says so far from any US zip code, and refuses a position that is none', async () => {
    const atSea = await nearest('30', '-40')
    expect(atSea.status).toBe(404)
    expect(await errorOf(atSea)).toMatchObject({
      message: expect.stringMatching(/^No US zip code is near your location/),
    })
    const refused = await nearest('39.3', '200')
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toMatchObject({ fields: { longitude: ['Longitude must be between -180 and 180'] } })
  })
})
