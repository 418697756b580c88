import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { allPages } from '../helpers/paging'
import { call, signUpOwner } from '../helpers/worker-client'

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
}
const validSpot = { spotNumber: 'A1', size: 'large', utilities: 'water, sewer, 50A', pricePerNight: '55.00' }

const createVenue = (cookie: string, overrides: Record<string, unknown> = {}) =>
  call('/api/venues', { cookie, json: { ...validVenue, ...overrides } })

describe('venues', () => {
  it('creates a venue with split amenities and lists it for the owner and, when available, for renters', async () => {
    const owner = await signUpOwner()
    const response = await createVenue(owner.cookie)
    expect(response.status).toBe(201)
    const venue = await response.json<{ id: string }>()
    expect(venue).toMatchObject({
      amenities: ['Water', 'Electric 50A', 'Wi-Fi', 'Dump station'],
      pricePerNight: '45.00',
      latitude: 44.058173,
    })
    const hidden = await (await createVenue(owner.cookie, { name: 'Closed', available: false })).json<{ id: string }>()

    const mine = (
      await (await call('/api/venues/mine', { cookie: owner.cookie })).json<{ items: { id: string }[] }>()
    ).items.map((v) => v.id)
    expect(mine.sort()).toEqual([venue.id, hidden.id].sort())
    const publicIds = (await (await call('/api/venues?limit=100')).json<{ items: { id: string }[] }>()).items.map(
      (v) => v.id,
    )
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
    expect((await refused.json<{ fields: Record<string, string[]> }>()).fields[field]).toEqual([message])
  })

  it.each(['/media/../api/logout', 'http://example.com/pine.jpg', 'javascript:alert(1)'])(
    'refuses %s as a venue image address',
    async (imageUrl) => {
      const owner = await signUpOwner()
      const refused = await createVenue(owner.cookie, { imageUrl })
      expect(refused.status).toBe(400)
      expect((await refused.json<{ fields: Record<string, string[]> }>()).fields.imageUrl).toEqual([
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
    const venue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    const edited = await call(`/api/venues/${venue.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { ...validVenue, capacity: 12 },
    })
    expect(await edited.json()).toMatchObject({ capacity: 12 })
    expect(
      (await call(`/api/venues/${venue.id}`, { method: 'PUT', cookie: other.cookie, json: validVenue })).status,
    ).toBe(404)
  })
})

describe('parking spots', () => {
  it('adds, lists, edits and removes a venue’s spots', async () => {
    const owner = await signUpOwner()
    const venue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    const created = await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: validSpot })
    expect(created.status).toBe(201)
    const spot = await created.json<{ id: string }>()
    expect(spot).toMatchObject({
      spotNumber: 'A1',
      size: 'large',
      utilities: ['water', 'sewer', '50A'],
      pricePerNight: '55.00',
      available: true,
      venueId: venue.id,
    })
    await call(`/api/venues/${venue.id}/spots`, {
      cookie: owner.cookie,
      json: { ...validSpot, spotNumber: 'A2', size: 'small' },
    })

    const duplicate = await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: validSpot })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toMatchObject({ message: 'This venue already has a spot numbered A1' })

    const edited = await call(`/api/venues/${venue.id}/spots/${spot.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { ...validSpot, available: false },
    })
    expect(await edited.json()).toMatchObject({ available: false })
    expect(
      (await call(`/api/venues/${venue.id}/spots/${spot.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204)
    const left = await (
      await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie })
    ).json<{ spotNumber: string }[]>()
    expect(left.map((s) => s.spotNumber)).toEqual(['A2'])
  })

  it('refuses spots on another owner’s venue and a spot addressed through the wrong venue', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const venue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    const otherVenue = await (await createVenue(other.cookie)).json<{ id: string }>()
    expect((await call(`/api/venues/${venue.id}/spots`, { cookie: other.cookie, json: validSpot })).status).toBe(404)
    const spot = await (
      await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: validSpot })
    ).json<{ id: string }>()
    const ownSecondVenue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    expect(
      (await call(`/api/venues/${ownSecondVenue.id}/spots/${spot.id}`, { method: 'DELETE', cookie: owner.cookie }))
        .status,
    ).toBe(404)
    expect(
      (await call(`/api/venues/${otherVenue.id}/spots/${spot.id}`, { method: 'DELETE', cookie: other.cookie })).status,
    ).toBe(404)
  })

  it('validates spot fields', async () => {
    const owner = await signUpOwner()
    const venue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    const refused = await call(`/api/venues/${venue.id}/spots`, {
      cookie: owner.cookie,
      json: { size: 'huge', pricePerNight: 'ten' },
    })
    expect(refused.status).toBe(400)
    const { fields } = await refused.json<{ fields: Record<string, string[]> }>()
    expect(fields).toMatchObject({ spotNumber: ['Spot number is required'], size: ['Choose a spot size'] })
    expect(fields.pricePerNight?.[0]).toMatch(/Price per night must be an amount/)
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

    const { pages, items } = await allPages<{ id: string }>('/api/venues/mine', { cookie: owner.cookie })
    expect(pages.map((page) => page.items.length)).toEqual([24, 24, 24, 24, 24, 10])
    expect(pages.every((page) => page.total === 130)).toBe(true)
    expect(items.map((venue) => venue.id)).toEqual(newestFirst(mine))
    expect(
      (await allPages<{ id: string }>('/api/venues/mine?limit=3', { cookie: other.cookie })).items.map(
        (venue) => venue.id,
      ),
    ).toEqual(newestFirst(theirs))

    const open = await allPages<{ id: string; available: boolean }>('/api/venues?limit=9')
    const ids = open.items.map((venue) => venue.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(open.items.every((venue) => venue.available)).toBe(true)
    const stored = await env.DB.prepare('select count(*) as n from venues where available = 1').first<{ n: number }>()
    expect(ids).toHaveLength(stored!.n)
    expect(ids).toEqual(expect.arrayContaining(newestFirst([...mine.filter((venue) => venue.available), ...theirs])))
    // The booking wizard asks for the newest 6.
    expect((await (await call('/api/venues?limit=6')).json<{ items: unknown[] }>()).items).toHaveLength(6)
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
      for (const availability of ['all', 'available', 'unavailable']) {
        const params = new URLSearchParams({ q, availability, limit: '1' })
        const found = await allPages<{ id: string }>(`/api/venues/mine?${params}`, { cookie: owner.cookie })
        const expected = newestFirst(rows.filter((venue) => matchedInTheBrowser(venue, { q, availability })))
        expect(
          found.items.map((venue) => venue.id),
          params.toString(),
        ).toEqual(expected)
        expect(found.pages[0]!.total, params.toString()).toBe(expected.length)
      }
    }
    // Renters: available venues of every owner matching the search.
    expect((await allPages<{ id: string }>('/api/venues?q=wi-fi')).items.map((venue) => venue.id)).toEqual(
      expect.arrayContaining([rows[0]!.id, rows[2]!.id]),
    )
    expect((await allPages<{ id: string }>('/api/venues?q=lakeside')).items).toEqual([])
    for (const query of ['availability=maybe', `q=${'x'.repeat(101)}`])
      expect((await call(`/api/venues/mine?${query}`, { cookie: owner.cookie })).status, query).toBe(400)
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
          (await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: { ...validSpot, spotNumber } }))
            .status,
        ).toBe(201)
    }
    const stats = async (cookie: string) => (await call('/api/venues/mine/stats', { cookie })).json()
    expect(await stats(owner.cookie)).toEqual({ total: 3, available: 2, capacity: 60, parkingSpots: 4 })
    expect(await stats(empty.cookie)).toEqual({ total: 0, available: 0, capacity: 0, parkingSpots: 0 })
  })
})
