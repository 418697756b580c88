/**
 * Every sort of the renters' search pages stably: walking every page two at a time shows each
 * match once, none missing, in the sort's order with the RV's id breaking ties.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Point } from '../../worker/lib/shared/geo'
import { dayFromToday, makeRv } from '../helpers/fleet'
import { locationAt, pointAt } from '../helpers/places'
import { api, type Api, type ArgsOf, signUpEstablishedOwner } from '../helpers/worker-client'

type SearchQuery = ArgsOf<Api['rvs']['search']['$get']>['query']
type Found = Awaited<ReturnType<Awaited<ReturnType<Api['rvs']['search']['$get']>>['json']>>['items'][number]

// South Dakota; every RV of this file sleeps 11, so the searches below see only these.
const CENTRE: Point = { latitude: 44.4, longitude: -100.3 }
const base = { startDate: dayFromToday(50), endDate: dayFromToday(53), guests: '11' } as const

/** Every page of a search, `limit` at a time, following the cursor to the end. */
async function allPages(query: Partial<SearchQuery>, limit = '2') {
  const seen: Found[] = []
  let cursor: string | undefined
  for (let page = 0; page < 50; page++) {
    const response = await api().rvs.search.$get({ query: { ...base, ...query, limit, cursor } })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.items.length).toBeLessThanOrEqual(Number(limit))
    seen.push(...body.items)
    if (!body.nextCursor) return seen
    cursor = body.nextCursor
  }
  throw new Error('more than 50 pages')
}

const cents = (amount: string) => Math.round(Number(amount) * 100)
const keys = {
  price: (rv: Found) => cents(rv.pricePerNight),
  total: (rv: Found) => cents(rv.allInTotal),
  distance: (rv: Found) => rv.distance!,
}

/** In order by `key`, ties by id. */
const inOrder = (found: Found[], key: (rv: Found) => number) =>
  found.every(
    (rv, i) => i === 0 || key(found[i - 1]!) < key(rv) || (key(found[i - 1]!) === key(rv) && found[i - 1]!.id < rv.id),
  )

let ids: string[] = []
let placeless = ''

beforeAll(async () => {
  const owner = await signUpEstablishedOwner()
  // Two RVs at each of three places (equal distances), with prices that repeat (equal prices and totals).
  const places = await Promise.all(
    [5, 20, 60].map((miles, i) => locationAt(owner.cookie, pointAt(CENTRE, 120 * i, miles))),
  )
  const prices = ['150.00', '90.00', '150.00', '120.00', '90.00', '150.00']
  const made = []
  for (const [i, price] of prices.entries())
    made.push(
      await makeRv(owner.cookie, {
        name: `Sorted ${i}`,
        sleeps: 11,
        pricePerNight: price,
        pickupLocationId: places[Math.floor(i / 2)]!.id,
      }),
    )
  ids = made.map((rv) => rv.id)
  placeless = (
    await makeRv(owner.cookie, { name: 'Sorted nowhere', sleeps: 11, pricePerNight: '90.00', pickupLocationId: null })
  ).id
})

const near = { latitude: String(CENTRE.latitude), longitude: String(CENTRE.longitude) }

describe('paging through the search', () => {
  it.each([
    ['price, anywhere (paged in SQL)', {}, 'price'],
    ['price, near a place', { ...near, sort: 'price' }, 'price'],
    ['total, anywhere', { sort: 'total' }, 'total'],
    ['total, near a place', { ...near, sort: 'total' }, 'total'],
    ['distance', { ...near, sort: 'distance' }, 'distance'],
    ['price within a total range', { ...near, minTotal: '1', maxTotal: '1000000' }, 'price'],
  ] as const)('by %s shows every match once, in order', async (_, query, sort) => {
    const walked = await allPages(query)
    const expected = 'latitude' in query ? ids : [...ids, placeless]
    expect(walked.map((rv) => rv.id).sort()).toEqual([...expected].sort())
    expect(new Set(walked.map((rv) => rv.id)).size).toBe(walked.length)
    expect(inOrder(walked, keys[sort])).toBe(true)
    // The same order as one page holding every match.
    expect(walked.map((rv) => rv.id)).toEqual((await allPages(query, '100')).map((rv) => rv.id))
  })

  it('puts the nearest first, by the distance each card shows', async () => {
    const walked = await allPages({ ...near, sort: 'distance' })
    expect(walked.map((rv) => rv.distance)).toEqual([5, 5, 20, 20, 60, 60])
  })

  it('refuses a page link made for another order', async () => {
    const first = await (
      await api().rvs.search.$get({ query: { ...base, ...near, sort: 'distance', limit: '2' } })
    ).json()
    const response = await api().rvs.search.$get({
      query: { ...base, ...near, sort: 'price', limit: '2', cursor: first.nextCursor! },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'That page of results is no longer valid. Search again.' })
  })
})
