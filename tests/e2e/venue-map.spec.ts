/**
 * The venues page's real map (issue 28), on a phone by touch: MapLibre draws the offline basemap
 * (local runs have MAP_MODE=offline: no tile server), venues are clustered HTML buttons, and the
 * map and the cards stay in step both ways. A new owner, so only this test's venues are on the map.
 */
import { createOwner, createVenue, uniqueTag } from './factories'
import { expect, seriousViolations, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('an owner sees their venues on the map, opens a cluster, and map and cards follow each other by touch', async ({
  page,
}) => {
  const tag = uniqueTag()
  await createOwner(page.request)
  // Two venues a kilometre apart by Lake Tahoe (one cluster from afar) and one in Moab, Utah.
  const [north, south, moab] = await Promise.all([
    createVenue(page.request, { name: `E2E Tahoe North ${tag}`, latitude: 39.1, longitude: -120.03 }),
    createVenue(page.request, { name: `E2E Tahoe South ${tag}`, latitude: 39.091, longitude: -120.03 }),
    createVenue(page.request, { name: `E2E Moab Camp ${tag}`, latitude: 38.573, longitude: -109.549 }),
  ])
  const marker = (name: string) => page.getByRole('button', { name, exact: true })
  const card = (name: string) => page.getByRole('article', { name })

  await page.goto('/admin/venues')
  const map = page.getByRole('region', { name: 'Interactive Venue Map' })
  await expect(map.getByRole('heading', { name: 'Interactive Venue Map' })).toBeVisible()
  // MapLibre fired 'load': the offline basemap's sources are in and drawn on a WebGL canvas.
  await expect(map.locator('[data-map-status="ready"]')).toBeAttached()
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible()

  // From afar the two Tahoe venues are one cluster; Moab has its own marker.
  await expect(marker(moab.name)).toBeVisible()
  await expect(marker(north.name)).toHaveCount(0)
  await map.getByRole('button', { name: '2 venues, zoom in' }).tap()
  await expect(marker(north.name)).toBeVisible()
  await expect(marker(south.name)).toBeVisible()

  // A marker selects its card, and opens its popup card.
  await marker(north.name).tap()
  await expect(marker(north.name)).toHaveAttribute('aria-pressed', 'true')
  await expect(card(north.name)).toHaveAttribute('aria-current', 'true')
  await expect(map.getByRole('button', { name: `Select ${north.name}` })).toBeVisible()
  await expect(card(south.name)).not.toHaveAttribute('aria-current', 'true')

  // A card's 'Show on map' selects its marker: the map flies there and shows its popup.
  await card(moab.name)
    .getByRole('button', { name: /Show on map/ })
    .tap()
  await expect(card(moab.name)).toHaveAttribute('aria-current', 'true')
  await expect(marker(moab.name)).toHaveAttribute('aria-pressed', 'true')
  await expect(map.getByRole('button', { name: `Select ${moab.name}` })).toBeVisible()
  await expect(card(north.name)).not.toHaveAttribute('aria-current', 'true')
  // The drawn map, its markers, controls and open popup pass the same scan as every page.
  expect(await seriousViolations(page)).toEqual([])

  // No satellite tiles are configured locally: the map says so plainly and stays a map.
  await map.getByRole('button', { name: 'Satellite', exact: true }).tap()
  await expect(map.getByRole('button', { name: 'Satellite', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(map.getByText('Satellite imagery is not set up (SATELLITE_TILES_URL)')).toBeVisible()
  await expect(marker(moab.name)).toBeVisible()
  await map.getByRole('button', { name: 'Map', exact: true }).tap()
  await expect(map.getByText('Satellite imagery is not set up')).toHaveCount(0)

  // Finger-sized: every marker and map button at least 44 px on a phone.
  for (const button of [marker(moab.name), map.getByRole('button', { name: 'Satellite', exact: true })]) {
    const box = await button.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)
  }
})
