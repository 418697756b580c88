/**
 * The venues page with its map (issue 28) for Lighthouse: the bench owner, signed in, gets 40
 * venues spread over the United States (clusters and single markers), and Lighthouse loads
 * /admin/venues with the session cookie. The map draws the offline basemap (MAP_MODE=offline).
 */
import { BENCH_OWNER } from './bench-data.mjs'
import { ok, signIn } from './api-client.mjs'

const VENUES = 40

/** A spread of places across the contiguous United States, the same every run. */
const place = (index) => ({
  latitude: Math.round((30 + ((index * 37) % 170) / 10) * 1e4) / 1e4,
  longitude: Math.round((-122 + ((index * 53) % 480) / 10) * 1e4) / 1e4,
})

export async function prepareVenuesMap(origin) {
  const cookie = await signIn(origin, BENCH_OWNER)
  const { total } = await ok(origin, '/api/venues/mine/stats', { cookie })
  for (let index = total; index < VENUES; index++)
    await ok(origin, '/api/venues', {
      method: 'POST',
      cookie,
      body: {
        name: `Bench Campground ${index + 1}`,
        location: 'Somewhere, USA',
        pricePerNight: '45.00',
        capacity: 30,
        amenities: ['Water', 'Power'],
        ...place(index),
      },
    })
  return { page: '/admin/venues', headers: { cookie } }
}
