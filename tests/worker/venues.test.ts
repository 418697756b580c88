import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { allPages } from '../helpers/paging'
import { mapConfig } from '../../worker/modules/venues/map-config'
import { api, type Api, call, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

const validVenue = {
  name: 'Pine Hollow Campground',
  location: 'Bend, OR',
  description: 'Shaded sites by the river.',
  pricePerNight: '45.00',
  capacity: 40,
  maxRvLength: 40,
  latitude: 44.058173,
  longitude: -121.31531,
  amenities: 'Water, Electric 50A, , Wi-Fi, Dump station',
  imageUrl: 'https://example.com/pine.jpg',
  available: true,
} satisfies JsonOf<Api['venues']['$post']>
const validSpot = {
  spotNumber: 'A1',
  size: 'large',
  utilities: 'water, sewer, 50A',
  pricePerNight: '55.00',
} satisfies JsonOf<Api['venues'][':id']['spots']['$post']>

const createVenue = (cookie: string, overrides: Partial<JsonOf<Api['venues']['$post']>> = {}) =>
  api(cookie).venues.$post({ json: { ...validVenue, ...overrides } })

describe('venues', () => {
  it('creates a venue with split amenities and lists it for the owner and, when available, for renters', async () => {
    const owner = await signUpOwner()
    const response = await createVenue(owner.cookie)
    expect(response.status).toBe(201)
    const venue = await response.json()
    expect(venue).toMatchObject({
      amenities: ['Water', 'Electric 50A', 'Wi-Fi', 'Dump station'],
      pricePerNight: '45.00',
      latitude: 44.058173,
    })
    const hidden = await (await createVenue(owner.cookie, { name: 'Closed', available: false })).json()

    const mine = (await (await api(owner.cookie).venues.mine.$get({ query: {} })).json()).items.map((v) => v.id)
    expect(mine.sort()).toEqual([venue.id, hidden.id].sort())
    const publicIds = (await (await api().venues.$get({ query: { limit: '100' } })).json()).items.map((v) => v.id)
    expect(publicIds).toContain(venue.id)
    expect(publicIds).not.toContain(hidden.id)
  })

  it.each([
    ['capacity', 1, 0, 'Capacity must be between 1 and 500'],
    ['capacity', 500, 501, 'Capacity must be between 1 and 500'],
    ['maxRvLength', 10, 9, 'Max RV length must be between 10 and 50'],
    ['maxRvLength', 50, 51, 'Max RV length must be between 10 and 50'],
    ['latitude', -90, -90.000001, 'Latitude must be between -90 and 90'],
    ['longitude', 180, 180.5, 'Longitude must be between -180 and 180'],
    ['latitude', 12.123456, 12.1234567, 'Latitude can have at most 6 decimals'],
    [
      'pricePerNight',
      '0.00',
      '-0.01',
      'Price per night must be an amount like 125.00 (at most 2 decimals, not negative)',
    ],
  ])('%s accepts %s and refuses %s', async (field, inside, outside, message) => {
    const owner = await signUpOwner()
    expect((await createVenue(owner.cookie, { [field]: inside })).status).toBe(201)
    const refused = await createVenue(owner.cookie, { [field]: outside })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).fields![field]).toEqual([message])
  })

  it.each(['/media/../api/logout', 'http://example.com/pine.jpg', 'javascript:alert(1)'])(
    'refuses %s as a venue image address',
    async (imageUrl) => {
      const owner = await signUpOwner()
      const refused = await createVenue(owner.cookie, { imageUrl })
      expect(refused.status).toBe(400)
      expect((await errorOf(refused)).fields!.imageUrl).toEqual([
        'Image must be an uploaded photo or a web address starting with https://',
      ])
    },
  )

  it('takes an https:// address or a demo illustration as the venue image', async () => {
    const owner = await signUpOwner()
    for (const imageUrl of ['https://images.example.com/pine.jpg', '/media/demo/venue-pine-ridge.svg']) {
      const response = await createVenue(owner.cookie, { imageUrl })
      expect(response.status, imageUrl).toBe(201)
      expect(await response.json()).toMatchObject({ imageUrl })
    }
  })

  it('edits only the owner’s own venue', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const venue = await (await createVenue(owner.cookie)).json()
    const edited = await api(owner.cookie).venues[':id'].$put({
      param: { id: venue.id },
      json: { ...validVenue, capacity: 12 },
    })
    expect(await edited.json()).toMatchObject({ capacity: 12 })
    expect((await api(other.cookie).venues[':id'].$put({ param: { id: venue.id }, json: validVenue })).status).toBe(404)
  })
})

describe('parking spots', () => {
  it('adds, lists, edits and removes a venue’s spots', async () => {
    const owner = await signUpOwner()
    const venue = await (await createVenue(owner.cookie)).json()
    const created = await api(owner.cookie).venues[':id'].spots.$post({ param: { id: venue.id }, json: validSpot })
    expect(created.status).toBe(201)
    const spot = await created.json()
    expect(spot).toMatchObject({
      spotNumber: 'A1',
      size: 'large',
      utilities: ['water', 'sewer', '50A'],
      pricePerNight: '55.00',
      available: true,
      venueId: venue.id,
    })
    await api(owner.cookie).venues[':id'].spots.$post({
      param: { id: venue.id },
      json: { ...validSpot, spotNumber: 'A2', size: 'small' },
    })

    const duplicate = await api(owner.cookie).venues[':id'].spots.$post({ param: { id: venue.id }, json: validSpot })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toMatchObject({ message: 'This venue already has a spot numbered A1' })

    const edited = await api(owner.cookie).venues[':id'].spots[':spotId'].$put({
      param: { id: venue.id, spotId: spot.id },
      json: { ...validSpot, available: false },
    })
    expect(await edited.json()).toMatchObject({ available: false })
    expect(
      (await api(owner.cookie).venues[':id'].spots[':spotId'].$delete({ param: { id: venue.id, spotId: spot.id } }))
        .status,
    ).toBe(204)
    const left = await (await api(owner.cookie).venues[':id'].spots.$get({ param: { id: venue.id } })).json()
    expect(left.map((s) => s.spotNumber)).toEqual(['A2'])
  })

  it('refuses spots on another owner’s venue and a spot addressed through the wrong venue', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const venue = await (await createVenue(owner.cookie)).json()
    const otherVenue = await (await createVenue(other.cookie)).json()
    expect(
      (await api(other.cookie).venues[':id'].spots.$post({ param: { id: venue.id }, json: validSpot })).status,
    ).toBe(404)
    const spot = await (
      await api(owner.cookie).venues[':id'].spots.$post({ param: { id: venue.id }, json: validSpot })
    ).json()
    const ownSecondVenue = await (await createVenue(owner.cookie)).json()
    expect(
      (
        await api(owner.cookie).venues[':id'].spots[':spotId'].$delete({
          param: { id: ownSecondVenue.id, spotId: spot.id },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await api(other.cookie).venues[':id'].spots[':spotId'].$delete({
          param: { id: otherVenue.id, spotId: spot.id },
        })
      ).status,
    ).toBe(404)
  })

  it('validates spot fields', async () => {
    const owner = await signUpOwner()
    const venue = await (await createVenue(owner.cookie)).json()
    const refused = await api(owner.cookie).venues[':id'].spots.$post({
      param: { id: venue.id },
      json: unchecked({ size: 'huge', pricePerNight: 'ten' }),
    })
    expect(refused.status).toBe(400)
    const { fields } = await errorOf(refused)
    expect(fields).toMatchObject({ spotNumber: ['Spot number is required'], size: ['Choose a spot size'] })
    expect(fields!.pricePerNight?.[0]).toMatch(/Price per night must be an amount/)
  })
})

interface VenueRow {
  id: string
  name: string
  location: string
  amenities: string[]
  available: boolean
  capacity: number
  createdAt: number
}

const insertVenues = (ownerId: string, rows: VenueRow[]) =>
  env.DB.batch(
    rows.map((venue) =>
      env.DB.prepare(
        'insert into venues (id, owner_id, name, location, amenities, available, capacity, price_per_night_cents, created_at) values (?, ?, ?, ?, ?, ?, ?, 4000, ?)',
      ).bind(
        venue.id,
        ownerId,
        venue.name,
        venue.location,
        JSON.stringify(venue.amenities),
        venue.available ? 1 : 0,
        venue.capacity,
        venue.createdAt,
      ),
    ),
  )

const venueRow = (n: number, overrides: Partial<VenueRow> = {}): VenueRow => ({
  id: crypto.randomUUID(),
  name: `Paged Venue ${n}`,
  location: 'Bend, OR',
  amenities: [],
  available: true,
  capacity: 10,
  // Five venues share each millisecond (a page of 24 ends inside a group): only the id can order them.
  createdAt: 1_700_000_000_000 + Math.floor(n / 5),
  ...overrides,
})

const newestFirst = (rows: VenueRow[]) =>
  [...rows].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).map((row) => row.id)

/** The venues page's own filters before they moved to the server (venue-filter.ts). */
function matchedInTheBrowser(venue: VenueRow, filters: { q: string; availability: string }) {
  const needle = filters.q.trim().toLocaleLowerCase()
  const text =
    !needle ||
    [venue.name, venue.location, ...venue.amenities].some((field) => field.toLocaleLowerCase().includes(needle))
  return text && (filters.availability === 'all' || venue.available === (filters.availability === 'available'))
}

describe('venue lists', () => {
  it('pages through the owner’s venues exactly once, newest first, and renters through available ones only', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const mine = Array.from({ length: 130 }, (_, n) => venueRow(n, { available: n % 5 !== 0 }))
    const theirs = Array.from({ length: 20 }, (_, n) => venueRow(n))
    await Promise.all([insertVenues(owner.user.id, mine), insertVenues(other.user.id, theirs)])

    const { pages, items } = await allPages((cursor) => api(owner.cookie).venues.mine.$get({ query: { cursor } }))
    expect(pages.map((page) => page.items.length)).toEqual([24, 24, 24, 24, 24, 10])
    expect(pages.every((page) => page.total === 130)).toBe(true)
    expect(items.map((venue) => venue.id)).toEqual(newestFirst(mine))
    expect(
      (await allPages((cursor) => api(other.cookie).venues.mine.$get({ query: { limit: '3', cursor } }))).items.map(
        (venue) => venue.id,
      ),
    ).toEqual(newestFirst(theirs))

    const open = await allPages((cursor) => api().venues.$get({ query: { limit: '9', cursor } }))
    const ids = open.items.map((venue) => venue.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(open.items.every((venue) => venue.available)).toBe(true)
    const stored = await env.DB.prepare('select count(*) as n from venues where available = 1').first<{ n: number }>()
    expect(ids).toHaveLength(stored!.n)
    expect(ids).toEqual(expect.arrayContaining(newestFirst([...mine.filter((venue) => venue.available), ...theirs])))
    // The booking wizard asks for the newest 6.
    expect((await (await api().venues.$get({ query: { limit: '6' } })).json()).items).toHaveLength(6)
  })

  it('filters by search and availability on the server as the venues page did in the browser', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const at = (n: number) => 1_700_000_000_000 + n
    const rows: VenueRow[] = [
      venueRow(0, {
        name: 'Pine Hollow',
        location: 'Bend, OR',
        amenities: ['Water', 'Electric 50A', 'Wi-Fi'],
        createdAt: at(1),
      }),
      venueRow(0, {
        name: 'Lakeside_Park',
        location: 'Lake Tahoe, CA',
        amenities: ['Kayaks', '100% shade'],
        available: false,
        createdAt: at(2),
      }),
      venueRow(0, {
        name: 'Desert Springs',
        location: 'Moab, UT',
        amenities: ['Dump station', 'Wi-Fi'],
        createdAt: at(2),
      }),
      venueRow(0, {
        name: 'Back\\slash Bay',
        location: 'Bend Harbor, OR',
        amenities: [],
        available: false,
        createdAt: at(3),
      }),
    ]
    await insertVenues(owner.user.id, rows)
    await insertVenues(other.user.id, [{ ...rows[0]!, id: crypto.randomUUID() }])

    for (const q of [
      '',
      'bend',
      'WI-FI',
      'electric 50',
      'tahoe',
      '100%',
      '%',
      '_',
      'side_',
      '\\',
      'station',
      'nowhere',
    ]) {
      for (const availability of ['all', 'available', 'unavailable'] as const) {
        const query = { q, availability, limit: '1' }
        const params = new URLSearchParams(query)
        const found = await allPages((cursor) => api(owner.cookie).venues.mine.$get({ query: { ...query, cursor } }))
        const expected = newestFirst(rows.filter((venue) => matchedInTheBrowser(venue, { q, availability })))
        expect(
          found.items.map((venue) => venue.id),
          params.toString(),
        ).toEqual(expected)
        expect(found.pages[0]!.total, params.toString()).toBe(expected.length)
      }
    }
    // Renters: available venues of every owner matching the search.
    expect(
      (await allPages((cursor) => api().venues.$get({ query: { q: 'wi-fi', cursor } }))).items.map((venue) => venue.id),
    ).toEqual(expect.arrayContaining([rows[0]!.id, rows[2]!.id]))
    expect((await allPages((cursor) => api().venues.$get({ query: { q: 'lakeside', cursor } }))).items).toEqual([])
    for (const query of ['availability=maybe', `q=${'x'.repeat(101)}`])
      expect((await call(`${api().venues.mine.$path()}?${query}`, { cookie: owner.cookie })).status, query).toBe(400)
  })

  it('counts the venue tiles over every venue and parking spot in SQL', async () => {
    const [owner, other, empty] = await Promise.all([signUpOwner(), signUpOwner(), signUpOwner()])
    const venues = [
      venueRow(0, { capacity: 40 }),
      venueRow(1, { capacity: 12, available: false }),
      venueRow(2, { capacity: 8 }),
    ]
    await insertVenues(owner.user.id, venues)
    await insertVenues(other.user.id, [venueRow(0, { capacity: 500 })])
    for (const [venue, spots] of [
      [venues[0]!, ['A1', 'A2', 'A3']],
      [venues[1]!, ['B1']],
    ] as const) {
      for (const spotNumber of spots)
        expect(
          (
            await api(owner.cookie).venues[':id'].spots.$post({
              param: { id: venue.id },
              json: { ...validSpot, spotNumber },
            })
          ).status,
        ).toBe(201)
    }
    const stats = async (cookie: string) => (await api(cookie).venues.mine.stats.$get()).json()
    expect(await stats(owner.cookie)).toEqual({ total: 3, available: 2, capacity: 60, parkingSpots: 4 })
    expect(await stats(empty.cookie)).toEqual({ total: 0, available: 0, capacity: 0, parkingSpots: 0 })
  })
})

describe('map config', () => {
  it('tells anyone where the maps get their tiles: the configured style, no satellite unless set', async () => {
    const response = await api().venues['map-config'].$get()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('s-maxage')
    expect(await response.json()).toEqual({
      styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      satelliteTilesUrl: null,
    })
  })

  it('answers no style offline, and only http(s) addresses', () => {
    const satellite = 'https://tiles.example.com/sat/{z}/{x}/{y}.jpg'
    expect(
      mapConfig({ MAP_STYLE_URL: 'https://style.example/s.json', SATELLITE_TILES_URL: satellite, MAP_MODE: 'offline' }),
    ).toEqual({ styleUrl: null, satelliteTilesUrl: satellite })
    expect(mapConfig({ MAP_STYLE_URL: ' https://style.example/s.json ', SATELLITE_TILES_URL: '' })).toEqual({
      styleUrl: 'https://style.example/s.json',
      satelliteTilesUrl: null,
    })
    expect(mapConfig({ MAP_STYLE_URL: 'javascript:alert(1)', SATELLITE_TILES_URL: 'ftp://x/{z}' })).toEqual({
      styleUrl: null,
      satelliteTilesUrl: null,
    })
  })
})
