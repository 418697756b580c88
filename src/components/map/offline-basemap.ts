/**
 * A basemap that needs no tile server (MAP_MODE=offline: local runs, tests, and the fallback when
 * the configured style cannot be reached): countries from world-atlas (Natural Earth 1:110m) and
 * the US states from us-atlas (Census 1:10m), TopoJSON turned into GeoJSON in the browser. The two
 * files are Vite assets fetched only when a map draws this basemap. There are no glyphs offline,
 * so the style has no text: the venues' markers and cluster counts are HTML (venue-map-canvas).
 */
import type { StyleSpecification } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import statesUrl from 'us-atlas/states-10m.json?url'
import countriesUrl from 'world-atlas/countries-110m.json?url'

type Topology = Parameters<typeof feature>[0]
/** An object of a topology, as both feature() and mesh() take it. */
type TopologyObject = NonNullable<Parameters<typeof mesh>[1]>

const COLOURS = {
  water: '#cddfe9',
  land: '#f1eee4',
  countryBorder: '#9c9684',
  stateBorder: '#c2bba6',
}

/** The world's country is drawn from the finer US states instead (the 1:110m outline is rough). */
const UNITED_STATES = 'United States of America'

async function topology(url: string): Promise<Topology> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The map's boundaries did not load (${response.status})`)
  return (await response.json()) as Topology
}

const object = (topo: Topology, name: string): TopologyObject => {
  const found = topo.objects[name]
  if (!found) throw new Error(`The map's boundaries have no ${name}`)
  return found as TopologyObject
}

async function build(): Promise<StyleSpecification> {
  const [world, us] = await Promise.all([topology(countriesUrl), topology(statesUrl)])
  const countries = object(world, 'countries')
  const states = object(us, 'states')
  const attribution = 'Natural Earth, US Census Bureau'
  return {
    version: 8,
    name: 'RV Connect offline basemap',
    sources: {
      countries: { type: 'geojson', data: feature(world, countries), attribution },
      'country-borders': { type: 'geojson', data: mesh(world, countries, (a, b) => a !== b) },
      states: { type: 'geojson', data: feature(us, states) },
      'state-borders': { type: 'geojson', data: mesh(us, states, (a, b) => a !== b) },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': COLOURS.water } },
      {
        id: 'countries',
        type: 'fill',
        source: 'countries',
        filter: ['!=', ['get', 'name'], UNITED_STATES],
        paint: { 'fill-color': COLOURS.land },
      },
      { id: 'states', type: 'fill', source: 'states', paint: { 'fill-color': COLOURS.land } },
      {
        id: 'state-borders',
        type: 'line',
        source: 'state-borders',
        paint: {
          'line-color': COLOURS.stateBorder,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.2],
        },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: 'country-borders',
        paint: {
          'line-color': COLOURS.countryBorder,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.7, 8, 1.6],
        },
      },
    ],
  }
}

let basemap: Promise<StyleSpecification> | null = null

/** The offline style, built once per page (a failed load is tried again next time). */
export function offlineBasemap(): Promise<StyleSpecification> {
  basemap ??= build().catch((error: unknown) => {
    basemap = null
    throw error
  })
  return basemap
}
