/**
 * The renters' filters, all at once: one RV meets them all, and each other RV fails exactly one,
 * so leaving that one filter out brings it back. And an RV's place, pets and accessibility as the
 * owner sets them.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { zipCentroid } from '../../worker/lib/us-zip-code'
import { dayFromToday, makePickupLocation, makeRv } from '../helpers/fleet'
import { locationAt, pointAt } from '../helpers/places'
import { api, type Api, type ArgsOf, errorOf, type JsonOf, signUpEstablishedOwner } from '../helpers/worker-client'

type SearchQuery = ArgsOf<Api['rvs']['search']['$get']>['query']
type RvInput = Partial<JsonOf<Api['rvs']['$post']>>

// Moab, Utah; every RV of this file is a Class A sleeping 9 and searched near there.
const MOAB = zipCentroid('84532')!
const stay = { startDate: dayFromToday(60), endDate: dayFromToday(63), type: 'Class A', guests: '9' } as const

const allFilters = {
  zipCode: '84532',
  radius: '50',
  pets: 'true',
  features: 'generator,BATHROOM,accessible',
  accessibility: 'wheelchair_access,accessible_bathroom',
  minLength: '20',
  maxLength: '30',
  delivery: 'true',
  // Three nights at $100: $300, whatever a fresh owner's fees.
  minTotal: '200',
  maxTotal: '450',
} as const satisfies Partial<SearchQuery>

const fits: RvInput = {
  petsAllowed: true,
  features: ['Onan GENERATOR', 'Full bathroom', 'Awning'],
  accessibility: ['wheelchair_access', 'accessible_bathroom', 'roll_in_shower'],
  length: 25,
  pricePerNight: '100.00',
}

/** Each RV that fails one filter: the filter, and what it changes of the RV that fits. */
const misfits: [keyof typeof allFilters | 'radius', RvInput | 'far' | 'pickup only'][] = [
  ['pets', { petsAllowed: false }],
  ['features', { features: ['Full bathroom', 'Awning'] }],
  ['accessibility', { accessibility: ['wheelchair_access'] }],
  ['minLength', { length: 19 }],
  ['maxLength', { length: 31 }],
  ['delivery', 'pickup only'],
  ['minTotal', { pricePerNight: '40.00' }],
  ['maxTotal', { pricePerNight: '200.00' }],
  ['radius', 'far'],
]

const ids = new Map<string, string>()

const search = async (query: Partial<SearchQuery>) => {
  const response = await api().rvs.search.$get({ query: { ...stay, limit: '100', ...query } })
  expect(response.status).toBe(200)
  return (await response.json()).items.map((item) => ids.get(item.id) ?? 'another')
}

beforeAll(async () => {
  const { cookie } = await signUpEstablishedOwner()
  const [delivering, pickupOnly, far] = await Promise.all([
    locationAt(cookie, pointAt(MOAB, 30, 10), { delivers: true }),
    locationAt(cookie, pointAt(MOAB, 200, 10), { delivers: false }),
    locationAt(cookie, pointAt(MOAB, 300, 60), { delivers: true }),
  ])
  const make = async (label: string, changes: RvInput | 'far' | 'pickup only') => {
    const place = changes === 'far' ? far : changes === 'pickup only' ? pickupOnly : delivering
    const own = typeof changes === 'string' ? {} : changes
    const rv = await makeRv(cookie, { type: 'Class A', sleeps: 9, ...fits, ...own, pickupLocationId: place.id })
    ids.set(rv.id, label)
  }
  await make('fits', {})
  for (const [filter, changes] of misfits) await make(filter, changes)
})

describe('search filters', () => {
  it('together find only the RV that meets every one', async () => {
    expect(await search(allFilters)).toEqual(['fits'])
  })

  it.each(misfits.map(([filter]) => filter))('without %s, find the RV that fails only it too', async (filter) => {
    const query: Partial<SearchQuery> = { ...allFilters }
    if (filter === 'radius') query.radius = '100'
    else delete query[filter]
    expect((await search(query)).sort()).toEqual(['fits', filter].sort())
  })

  it('count an RV accessible when the owner ticked any accessibility', async () => {
    const found = await search({ zipCode: '84532', features: 'accessible' })
    expect(found).toContain('fits')
    expect(found).toContain('accessibility') // wheelchair access only
    const rollIn = await search({ zipCode: '84532', accessibility: 'roll_in_shower' })
    expect(rollIn).toContain('fits')
    expect(rollIn).not.toContain('accessibility')
  })

  it('treat empty values as no filter, and refuse unknown ones', async () => {
    const empty = { pets: '', features: '', accessibility: '', minTotal: '', maxTotal: '', maxLength: '' } as const
    expect((await search({ zipCode: '84532', ...(empty as Partial<SearchQuery>) })).length).toBe(misfits.length + 1)
    for (const [query, field] of [
      [{ features: 'generator,jacuzzi' }, 'features'],
      [{ accessibility: 'ramp' }, 'accessibility'],
      [{ minTotal: '500', maxTotal: '100' }, 'maxTotal'],
      [{ maxLength: '3' }, 'maxLength'],
      [{ pets: 'yes' }, 'pets'],
    ] as const) {
      const response = await api().rvs.search.$get({ query: { ...stay, ...(query as Partial<SearchQuery>) } })
      expect(response.status, field).toBe(400)
      expect(Object.keys((await errorOf(response)).fields ?? {}), field).toEqual([field])
    }
  })
})

describe('an RV’s place, pets and accessibility', () => {
  it('are saved and answered; accessibility once each', async () => {
    const { cookie } = await signUpEstablishedOwner()
    const location = await makePickupLocation(cookie)
    const rv = await makeRv(cookie, {
      pickupLocationId: location.id,
      petsAllowed: true,
      accessibility: ['roll_in_shower', 'roll_in_shower', 'wheelchair_access'],
    })
    expect(rv).toMatchObject({
      pickupLocationId: location.id,
      petsAllowed: true,
      accessibility: ['roll_in_shower', 'wheelchair_access'],
    })
    const put = (json: RvInput) =>
      api(cookie).rvs[':id'].$put({
        param: { id: rv.id },
        json: { name: 'Moved', type: 'Class B', sleeps: 2, pricePerNight: '80.00', ...json },
      })
    // Left out, the place stays; '' or null clears it; pets and accessibility fall back to none.
    expect(await (await put({})).json()).toMatchObject({
      pickupLocationId: location.id,
      petsAllowed: false,
      accessibility: [],
    })
    expect(await (await put({ pickupLocationId: '' })).json()).toMatchObject({ pickupLocationId: null })
  })

  it('must be one of the owner’s own pickup locations', async () => {
    const [owner, stranger] = await Promise.all([signUpEstablishedOwner(), signUpEstablishedOwner()])
    const theirs = await makePickupLocation(stranger.cookie)
    const base = { name: 'Borrowed', type: 'Class C', sleeps: 4, pricePerNight: '90.00' } as const
    for (const pickupLocationId of [theirs.id, crypto.randomUUID()]) {
      const response = await api(owner.cookie).rvs.$post({ json: { ...base, pickupLocationId } })
      expect(response.status).toBe(404)
      expect(await errorOf(response)).toMatchObject({
        message: 'Pickup location not found',
        fields: { pickupLocationId: ['Pickup location not found'] },
      })
    }
    const rv = await makeRv(owner.cookie)
    const moved = await api(owner.cookie).rvs[':id'].$put({
      param: { id: rv.id },
      json: { ...base, pickupLocationId: theirs.id },
    })
    expect(moved.status).toBe(404)
    expect((await (await api(owner.cookie).rvs[':id'].$get({ param: { id: rv.id } })).json()).pickupLocationId).toBe(
      rv.pickupLocationId,
    )
  })
})
