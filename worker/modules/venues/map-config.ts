/**
 * Where the SPA's maps get their tiles (src/components/map). A vector style URL for the 'Map' view
 * (wrangler.toml [vars] MAP_STYLE_URL: OpenFreeMap's free style, no key) and a raster tile URL for
 * 'Satellite' (SATELLITE_TILES_URL, optional: without it the map says satellite is not set up).
 * MAP_MODE=offline (local runs and tests, like PAYMENTS_MODE) answers no style: the SPA then draws
 * its own basemap from the us-atlas and world-atlas boundaries, so nothing is fetched from outside.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { publicRead } from '../../middleware/cache-control'

export interface MapConfig {
  /** A MapLibre style document's URL; null: draw the offline basemap. */
  styleUrl: string | null
  /** An XYZ raster tile template with {z}/{x}/{y}; null: satellite imagery is not set up. */
  satelliteTilesUrl: string | null
}

/** Only http(s) addresses are handed to browsers; anything else counts as not set. */
const httpUrl = (value: string | undefined) => {
  const trimmed = value?.trim()
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : null
}

export function mapConfig(env: { MAP_STYLE_URL?: string; SATELLITE_TILES_URL?: string; MAP_MODE?: string }): MapConfig {
  return {
    styleUrl: env.MAP_MODE === 'offline' ? null : httpUrl(env.MAP_STYLE_URL),
    satelliteTilesUrl: httpUrl(env.SATELLITE_TILES_URL),
  }
}

/** Mounted under /api/venues by the venues module: GET /api/venues/map-config, public. */
export const mapConfigRoutes = new Hono<AppEnv>().get('/map-config', publicRead, (c) => c.json(mapConfig(c.env)))
