import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { zipCentroid } from '../../worker/lib/us-zip-code'
import { BUSINESS_LIMITS } from '../../worker/modules/business/schemas'
import { created, matrixRv } from '../helpers/matrix-objects'
import { api, type Api, call, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

type LocationBody = JsonOf<Api['business']['locations']['$post']>

const mission = {
  name: 'Mission yard',
  street: '2500 Mission St',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94110',
} satisfies LocationBody

const locations = (cookie?: string) => api(cookie).business.locations
const addLocation = (cookie: string, json: LocationBody) => created(locations(cookie).$post({ json }))
const listLocations = async (cookie: string) => (await locations(cookie).$get()).json()
const putLocation = (cookie: string, id: string, json: LocationBody) =>
  locations(cookie)[':id'].$put({ param: { id }, json })
const deleteLocation = (cookie: string, id: string) => locations(cookie)[':id'].$delete({ param: { id } })

const storedCount = async (ownerId: string) =>
  (await env.DB.prepare('select count(*) as n from pickup_locations where owner_id = ?')
    .bind(ownerId)
    .first<number>('n'))!

/** RVs of the owner's picked up at `locationId` (set in the database: the RV form's field is another part's). */
async function rvsAt(cookie: string, locationId: string, count: number) {
  for (let i = 0; i < count; i++) {
    const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
    await env.DB.prepare('update rvs set pickup_location_id = ? where id = ?').bind(locationId, rv.id).run()
  }
}

describe('pickup locations', () => {
  it('answers 401 to a signed-out caller', async () => {
    const id = crypto.randomUUID()
    for (const response of [
      await locations().$get(),
      await call(locations().$path(), { json: mission }),
      await call(locations()[':id'].$path({ param: { id } }), { method: 'PUT', json: mission }),
      await call(locations()[':id'].$path({ param: { id } }), { method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(401)
    }
  })

  it("places a location without a pin at its ZIP code's centroid, with the default delivery rule", async () => {
    const owner = await signUpOwner()
    const location = await addLocation(owner.cookie, mission)
    const centroid = zipCentroid('94110')!
    expect(centroid.latitude).toBeCloseTo(37.75, 1)
    expect(centroid.longitude).toBeCloseTo(-122.41, 1)
    expect(location).toEqual({
      id: expect.any(String),
      ...mission,
      latitude: centroid.latitude,
      longitude: centroid.longitude,
      openingHours: null,
      instructions: null,
      delivers: false,
      deliveryBaseFee: '30.00',
      deliveryFreeMiles: 10,
      deliveryPerMile: '1.50',
      deliveryMaxMiles: 90,
      rvCount: 0,
      createdAt: expect.any(String),
    })
    expect(await listLocations(owner.cookie)).toEqual([location])
  })

  it("keeps the owner's own pin and delivery rule, and an edit with a new ZIP moves an unpinned location", async () => {
    const owner = await signUpOwner()
    const pinned = {
      ...mission,
      latitude: 37.752_345,
      longitude: -122.418_765,
      openingHours: 'Mon-Sat 9-5',
      instructions: 'Ring the bell at the gate.',
      delivers: true,
      deliveryBaseFee: '50',
      deliveryFreeMiles: 10,
      deliveryPerMile: 2.5,
      deliveryMaxMiles: 150,
    } satisfies LocationBody
    const location = await addLocation(owner.cookie, pinned)
    expect(location).toMatchObject({ ...pinned, deliveryBaseFee: '50.00', deliveryPerMile: '2.50' })

    const moved = await putLocation(owner.cookie, location.id, {
      ...mission,
      name: 'Oakland yard',
      city: 'Oakland',
      zipCode: '94607',
    })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({
      id: location.id,
      name: 'Oakland yard',
      zipCode: '94607',
      ...zipCentroid('94607'),
      delivers: false,
      openingHours: null,
      createdAt: location.createdAt,
    })
  })

  it('refuses a ZIP code that is not a US one, on create and on edit, storing nothing', async () => {
    const owner = await signUpOwner()
    const message = '00000 is not a US zip code. Check it and try again.'
    const response = await locations(owner.cookie).$post({ json: { ...mission, zipCode: '00000' } })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_input', message, fields: { zipCode: [message] } })
    expect(await storedCount(owner.user.id)).toBe(0)

    const location = await addLocation(owner.cookie, mission)
    const edit = await putLocation(owner.cookie, location.id, { ...mission, zipCode: '00000', name: 'Moved' })
    expect(edit.status).toBe(400)
    expect(await errorOf(edit)).toMatchObject({ fields: { zipCode: [message] } })
    expect(await listLocations(owner.cookie)).toEqual([location])
  })

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ street: 'x'.repeat(201) }, 'street', 'Street address must be at most 200 characters'],
    [{ state: 'XX' }, 'state', 'Choose a state'],
    [{ zipCode: '9411' }, 'zipCode', 'Zip code must be 5 digits'],
    [{ latitude: 37.75 }, 'longitude', 'Longitude is required with a latitude'],
    [{ longitude: -122.4 }, 'latitude', 'Latitude is required with a longitude'],
    [{ latitude: 91, longitude: 0 }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ latitude: 0, longitude: -181 }, 'longitude', 'Longitude must be between -180 and 180'],
    [{ openingHours: 'x'.repeat(201) }, 'openingHours', 'Opening hours must be at most 200 characters'],
    [{ instructions: 'x'.repeat(1001) }, 'instructions', 'Instructions must be at most 1000 characters'],
    [{ deliveryBaseFee: '1000.01' }, 'deliveryBaseFee', 'Delivery base fee must be at most $1,000.00'],
    [{ deliveryPerMile: '100.01' }, 'deliveryPerMile', 'Price per mile must be at most $100.00'],
    [
      { deliveryPerMile: '-1' },
      'deliveryPerMile',
      'Price per mile must be an amount like 125.00 (at most 2 decimals, not negative)',
    ],
    [{ deliveryFreeMiles: 501 }, 'deliveryFreeMiles', 'Free miles must be between 0 and 500'],
    [
      { deliveryFreeMiles: 0, deliveryMaxMiles: 0 },
      'deliveryMaxMiles',
      'Maximum delivery distance must be between 1 and 500',
    ],
    [
      { deliveryFreeMiles: 40, deliveryMaxMiles: 30 },
      'deliveryMaxMiles',
      'Maximum delivery distance must be at least the free miles',
    ],
    [{ delivers: 'yes' }, 'delivers', 'Delivers must be true or false'],
  ])('refuses %j with a message under %s', async (change, field, message) => {
    const owner = await signUpOwner()
    const response = await locations(owner.cookie).$post({ json: unchecked({ ...mission, ...change }) })
    expect(response.status).toBe(400)
    const envelope = await errorOf(response)
    expect(envelope.fields?.[field]).toEqual([message])
    expect(await storedCount(owner.user.id)).toBe(0)
  })

  it('lists the owner’s locations oldest first, each with how many RVs are picked up there', async () => {
    const owner = await signUpOwner()
    const first = await addLocation(owner.cookie, mission)
    const second = await addLocation(owner.cookie, { ...mission, name: 'Sunset lot', zipCode: '94122' })
    await rvsAt(owner.cookie, second.id, 2)
    expect((await listLocations(owner.cookie)).map(({ name, rvCount }) => ({ name, rvCount }))).toEqual([
      { name: first.name, rvCount: 0 },
      { name: 'Sunset lot', rvCount: 2 },
    ])
    const edited = await putLocation(owner.cookie, second.id, { ...mission, name: 'Sunset yard', zipCode: '94122' })
    expect(await edited.json()).toMatchObject({ name: 'Sunset yard', rvCount: 2 })
  })

  it('refuses to delete a location RVs are picked up at, then deletes it once they moved', async () => {
    const owner = await signUpOwner()
    const location = await addLocation(owner.cookie, mission)
    await rvsAt(owner.cookie, location.id, 2)
    const refused = await deleteLocation(owner.cookie, location.id)
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toMatchObject({
      code: 'pickup_location_in_use',
      message: 'Move its 2 RVs to another pickup location first.',
    })
    expect(await storedCount(owner.user.id)).toBe(1)

    await env.DB.prepare('update rvs set pickup_location_id = null where pickup_location_id = ?')
      .bind(location.id)
      .run()
    expect((await deleteLocation(owner.cookie, location.id)).status).toBe(204)
    expect(await listLocations(owner.cookie)).toEqual([])
    expect((await deleteLocation(owner.cookie, location.id)).status).toBe(404)
  })

  it("keeps each owner to their own: another owner's location is a 404 to read, edit or delete", async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const location = await addLocation(owner.cookie, mission)
    await rvsAt(owner.cookie, location.id, 1)
    expect(await listLocations(stranger.cookie)).toEqual([])
    const edit = await putLocation(stranger.cookie, location.id, { ...mission, name: 'Taken' })
    expect(edit.status).toBe(404)
    expect(await errorOf(edit)).toMatchObject({ code: 'not_found', message: 'That pickup location was not found' })
    // Not 409: that it has an RV is the owner's to know.
    expect((await deleteLocation(stranger.cookie, location.id)).status).toBe(404)
    expect(await listLocations(owner.cookie)).toEqual([{ ...location, rvCount: 1 }])
  })

  it('stores the location under the signed-in owner whatever owner, id or count the body names', async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const hostile = { ownerId: stranger.user.id, id: 'hostile', rvCount: 99, createdAt: 1 }
    const location = await addLocation(owner.cookie, unchecked({ ...mission, ...hostile }))
    expect(location).toMatchObject({ rvCount: 0 })
    expect(location.id).not.toBe('hostile')
    expect(Date.parse(location.createdAt)).toBeGreaterThan(1)
    expect(await storedCount(owner.user.id)).toBe(1)
    expect(await storedCount(stranger.user.id)).toBe(0)
  })

  it(`stops at ${BUSINESS_LIMITS.pickupLocations} locations an owner`, async () => {
    const owner = await signUpOwner()
    const statement = env.DB.prepare(
      `insert into pickup_locations (id, owner_id, name, street, city, state, zip_code, latitude, longitude,
        delivers, delivery_base_fee_cents, delivery_free_miles, delivery_per_mile_cents, delivery_max_miles, created_at)
       values (?, ?, 'Lot', '1 Main St', 'San Francisco', 'CA', '94110', 37.75, -122.41, 0, 3000, 10, 150, 90, ?)`,
    )
    await env.DB.batch(
      Array.from({ length: BUSINESS_LIMITS.pickupLocations - 1 }, (_, i) =>
        statement.bind(crypto.randomUUID(), owner.user.id, i),
      ),
    )
    await addLocation(owner.cookie, mission)
    const refused = await locations(owner.cookie).$post({ json: mission })
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toMatchObject({
      message: `You can have at most ${BUSINESS_LIMITS.pickupLocations} pickup locations`,
    })
    expect(await storedCount(owner.user.id)).toBe(BUSINESS_LIMITS.pickupLocations)
  })
})
