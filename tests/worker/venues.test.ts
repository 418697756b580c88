import { describe, expect, it } from 'vitest'
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

const createVenue = (cookie: string, overrides: Record<string, unknown> = {}) => call('/api/venues', { cookie, json: { ...validVenue, ...overrides } })

describe('venues', () => {
  it('creates a venue with split amenities and lists it for the owner and, when available, for renters', async () => {
    const owner = await signUpOwner()
    const response = await createVenue(owner.cookie)
    expect(response.status).toBe(201)
    const venue = await response.json<{ id: string }>()
    expect(venue).toMatchObject({ amenities: ['Water', 'Electric 50A', 'Wi-Fi', 'Dump station'], pricePerNight: '45.00', latitude: 44.058173 })
    const hidden = await (await createVenue(owner.cookie, { name: 'Closed', available: false })).json<{ id: string }>()

    const mine = (await (await call('/api/venues/mine', { cookie: owner.cookie })).json<{ id: string }[]>()).map((v) => v.id)
    expect(mine.sort()).toEqual([venue.id, hidden.id].sort())
    const publicIds = (await (await call('/api/venues')).json<{ id: string }[]>()).map((v) => v.id)
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
    ['pricePerNight', '0.00', '-0.01', 'Price per night must be an amount like 125.00 (at most 2 decimals, not negative)'],
  ])('%s accepts %s and refuses %s', async (field, inside, outside, message) => {
    const owner = await signUpOwner()
    expect((await createVenue(owner.cookie, { [field]: inside })).status).toBe(201)
    const refused = await createVenue(owner.cookie, { [field]: outside })
    expect(refused.status).toBe(400)
    expect((await refused.json<{ fields: Record<string, string[]> }>()).fields[field]).toEqual([message])
  })

  it.each(['/media/../api/logout', 'http://example.com/pine.jpg', 'javascript:alert(1)'])('refuses %s as a venue image address', async (imageUrl) => {
    const owner = await signUpOwner()
    const refused = await createVenue(owner.cookie, { imageUrl })
    expect(refused.status).toBe(400)
    expect((await refused.json<{ fields: Record<string, string[]> }>()).fields.imageUrl).toEqual(['Image must be an uploaded photo or a web address starting with https://'])
  })

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
    const edited = await call(`/api/venues/${venue.id}`, { method: 'PUT', cookie: owner.cookie, json: { ...validVenue, capacity: 12 } })
    expect(await edited.json()).toMatchObject({ capacity: 12 })
    expect((await call(`/api/venues/${venue.id}`, { method: 'PUT', cookie: other.cookie, json: validVenue })).status).toBe(404)
  })
})

describe('parking spots', () => {
  it('adds, lists, edits and removes a venue’s spots', async () => {
    const owner = await signUpOwner()
    const venue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    const created = await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: validSpot })
    expect(created.status).toBe(201)
    const spot = await created.json<{ id: string }>()
    expect(spot).toMatchObject({ spotNumber: 'A1', size: 'large', utilities: ['water', 'sewer', '50A'], pricePerNight: '55.00', available: true, venueId: venue.id })
    await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: { ...validSpot, spotNumber: 'A2', size: 'small' } })

    const duplicate = await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: validSpot })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toMatchObject({ message: 'This venue already has a spot numbered A1' })

    const edited = await call(`/api/venues/${venue.id}/spots/${spot.id}`, { method: 'PUT', cookie: owner.cookie, json: { ...validSpot, available: false } })
    expect(await edited.json()).toMatchObject({ available: false })
    expect((await call(`/api/venues/${venue.id}/spots/${spot.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204)
    const left = await (await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie })).json<{ spotNumber: string }[]>()
    expect(left.map((s) => s.spotNumber)).toEqual(['A2'])
  })

  it('refuses spots on another owner’s venue and a spot addressed through the wrong venue', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const venue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    const otherVenue = await (await createVenue(other.cookie)).json<{ id: string }>()
    expect((await call(`/api/venues/${venue.id}/spots`, { cookie: other.cookie, json: validSpot })).status).toBe(404)
    const spot = await (await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: validSpot })).json<{ id: string }>()
    const ownSecondVenue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    expect((await call(`/api/venues/${ownSecondVenue.id}/spots/${spot.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404)
    expect((await call(`/api/venues/${otherVenue.id}/spots/${spot.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404)
  })

  it('validates spot fields', async () => {
    const owner = await signUpOwner()
    const venue = await (await createVenue(owner.cookie)).json<{ id: string }>()
    const refused = await call(`/api/venues/${venue.id}/spots`, { cookie: owner.cookie, json: { size: 'huge', pricePerNight: 'ten' } })
    expect(refused.status).toBe(400)
    const { fields } = await refused.json<{ fields: Record<string, string[]> }>()
    expect(fields).toMatchObject({ spotNumber: ['Spot number is required'], size: ['Choose a spot size'] })
    expect(fields.pricePerNight?.[0]).toMatch(/Price per night must be an amount/)
  })
})
