/**
 * Step 2's delivery options (issue 26): where a renter picks the RV up and how far that is, and
 * the deliveries its owner offers, priced by real distance from its pickup location.
 */
import { describe, expect, it } from 'vitest'
import { makePickupLocation, makeRv, makeVenue } from '../helpers/fleet'
import { SOMA_DEPOT } from '../helpers/places'
import { api, type Api, errorOf, type JsonOf, signUpEstablishedOwner } from '../helpers/worker-client'

/** The rule from SoMa (SOMA_DEPOT), with the hours and instructions step 2 shows. */
const SOMA = { ...SOMA_DEPOT, openingHours: 'Mon-Sat 8am-6pm', instructions: 'Ring at the side gate' }

type PickupInput = JsonOf<Api['business']['locations']['$post']>

/** An owner with an RV at SoMa. */
async function rvAtSoma(location: Partial<PickupInput> = {}) {
  const owner = await signUpEstablishedOwner()
  const pickup = await makePickupLocation(owner.cookie, { ...SOMA, ...location })
  const rv = await makeRv(owner.cookie, { pickupLocationId: pickup.id, length: 30 })
  return { owner, rv }
}

const optionsFor = (query: { rvId: string; zipCode: string; deliveryZip?: string }) =>
  api().bookings['delivery-options'].$get({ query })

describe('delivery options', () => {
  it('show the pickup location, free, at its distance, and each delivery priced by the owner’s rule', async () => {
    const { owner, rv } = await rvAtSoma()
    // Beside Concord and in Mammoth Lakes, one with no place on the map, one too small for the RV.
    const [concord, mammoth] = await Promise.all([
      makeVenue(owner.cookie, {
        name: 'Concord Park',
        location: 'Concord, CA',
        latitude: 37.9823,
        longitude: -122.0362,
      }),
      makeVenue(owner.cookie, {
        name: 'Mammoth Camp',
        location: 'Mammoth Lakes, CA',
        latitude: 37.6485,
        longitude: -118.9721,
      }),
      makeVenue(owner.cookie, { name: 'Unmapped Lot', location: 'Oakland, CA' }),
      makeVenue(owner.cookie, {
        name: 'Tiny Camp',
        location: 'Concord, CA',
        latitude: 37.98,
        longitude: -122.03,
        maxRvLength: 25,
      }),
    ])
    const response = await optionsFor({ rvId: rv.id, zipCode: '94110' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('s-maxage')
    const { pickup, options } = await response.json()
    expect(pickup).toEqual({
      name: 'SoMa depot',
      address: '1455 Market St, San Francisco, CA 94103',
      openingHours: 'Mon-Sat 8am-6pm',
      instructions: 'Ring at the side gate',
      distance: 1.5,
    })
    expect(options).toHaveLength(3)
    // Within the free miles: the base fee.
    expect(options[0]).toEqual({
      id: 'home',
      name: 'Your address',
      address: 'The address you give at checkout',
      feeCents: 50_00,
      distance: 1.5,
    })
    // Concord Park's coordinates are 94520's centroid: 25.2 miles, $50 + 15.2 × $2.50.
    expect(options.find((option) => option.id === `venue:${concord.id}`)).toEqual({
      id: `venue:${concord.id}`,
      name: 'Concord Park',
      address: 'Concord, CA',
      feeCents: 88_00,
      distance: 25.2,
    })
    const far = options.find((option) => option.id === `venue:${mammoth.id}`)!
    expect(far).toMatchObject({ feeCents: null, reason: "Beyond this owner's 150-mile delivery range" })
    expect(far.distance).toBeGreaterThan(150)
  })

  it('price delivery to the address’s own zip once it is typed, wherever it is within reach', async () => {
    const { rv } = await rvAtSoma()
    const home = async (deliveryZip: string) => {
      const { options } = await (await optionsFor({ rvId: rv.id, zipCode: '94110', deliveryZip })).json()
      return options.find((option) => option.id === 'home')
    }
    // Pleasanton: 30.4 miles, $50 + 20.4 × $2.50 = $101.
    expect(await home('94566')).toMatchObject({ distance: 30.4, feeCents: 101_00 })
    expect(await home('95112')).toMatchObject({ distance: 41.2, feeCents: 128_00 })
    expect(await home('93546')).toEqual({
      id: 'home',
      name: 'Your address',
      address: 'The address you give at checkout',
      feeCents: null,
      distance: 194.4,
      reason: "Beyond this owner's 150-mile delivery range",
    })
    // The pickup's distance stays the searched zip's.
    const { pickup } = await (await optionsFor({ rvId: rv.id, zipCode: '94110', deliveryZip: '93546' })).json()
    expect(pickup!.distance).toBe(1.5)
  })

  it('are none when the owner does not deliver from there, or the RV has no pickup location', async () => {
    const { rv } = await rvAtSoma({ delivers: false })
    expect(await (await optionsFor({ rvId: rv.id, zipCode: '94110' })).json()).toMatchObject({
      pickup: { name: 'SoMa depot', distance: 1.5 },
      options: [],
    })
    const owner = await signUpEstablishedOwner()
    const nowhere = await makeRv(owner.cookie, { pickupLocationId: null })
    expect(await (await optionsFor({ rvId: nowhere.id, zipCode: '94110' })).json()).toEqual({
      pickup: null,
      options: [],
    })
  })

  it('refuse a zip that is no US ZIP code, and an RV renters cannot book', async () => {
    const { owner, rv } = await rvAtSoma()
    const notAZip = await optionsFor({ rvId: rv.id, zipCode: '00000' })
    expect(notAZip.status).toBe(400)
    expect((await errorOf(notAZip)).fields).toEqual({
      zipCode: ['00000 is not a US zip code. Check it and try again.'],
    })
    const badDeliveryZip = await optionsFor({ rvId: rv.id, zipCode: '94110', deliveryZip: '99999' })
    expect((await errorOf(badDeliveryZip)).fields).toEqual({
      deliveryZip: ['99999 is not a US zip code. Check it and try again.'],
    })
    const letters = await optionsFor({ rvId: rv.id, zipCode: 'abcde' })
    expect(letters.status).toBe(400)

    const unknown = await optionsFor({ rvId: crypto.randomUUID(), zipCode: '94110' })
    expect(unknown.status).toBe(404)
    const withdrawn = await makeRv(owner.cookie, { available: false })
    expect((await optionsFor({ rvId: withdrawn.id, zipCode: '94110' })).status).toBe(404)
  })
})
