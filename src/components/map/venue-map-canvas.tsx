/**
 * The map itself, loaded lazily by venue-map.tsx with MapLibre, its worker and its CSS. Venues are
 * a clustered GeoJSON source; its points and clusters are drawn as HTML buttons (MapLibre's HTML
 * cluster pattern: querySourceFeatures on every render), so touch, keyboard and tests reach them
 * and no glyphs are needed. The basemap is the configured vector style, or the offline one.
 */
import 'maplibre-gl/dist/maplibre-gl.css'
import './venue-map.css'
import { useQuery } from '@tanstack/react-query'
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
  type StyleSpecification,
} from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { mapConfigQuery, type MapConfig } from './map-config-query'
import { offlineBasemap } from './offline-basemap'
import type { MapPoint, MapView, VenueMapProps } from './venue-map'

// The worker is its own file in the build (the bundled library cannot find it beside itself).
setWorkerUrl(workerUrl)

const SOURCE = 'venues'
/** The contiguous United States, before the venues are known. */
const START = { center: [-98.6, 39.8] as [number, number], zoom: 3 }
/** How close a selected venue is shown: street level, its cluster split apart. */
const SELECTED_ZOOM = 12

type Status = 'loading' | 'ready' | 'no-webgl' | 'failed'

function webglAvailable() {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

function satelliteStyle(tiles: string): StyleSpecification {
  return {
    version: 8,
    sources: { satellite: { type: 'raster', tiles: [tiles], tileSize: 256, maxzoom: 19 } },
    layers: [{ id: 'satellite', type: 'raster', source: 'satellite' }],
  }
}

/** The style for a view: satellite tiles when asked for and set up; else the vector style or the offline basemap. */
async function styleFor(view: MapView, config: MapConfig, remoteFailed: boolean) {
  if (view === 'satellite' && config.satelliteTilesUrl) return satelliteStyle(config.satelliteTilesUrl)
  if (config.styleUrl && !remoteFailed) return config.styleUrl
  return offlineBasemap()
}

const asGeoJson = (points: readonly MapPoint[]): GeoJSON.FeatureCollection<GeoJSON.Point> => ({
  type: 'FeatureCollection',
  features: points.map((point) => ({
    type: 'Feature',
    properties: { id: point.id },
    geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
  })),
})

/** Changes when the venues or their places change, not when the caller re-renders. */
const pointsKey = (points: readonly MapPoint[]) =>
  points.map((point) => `${point.id}@${point.latitude},${point.longitude}`).join('|')

function fitToPoints(map: MapLibreMap, points: readonly MapPoint[]) {
  const [first, ...rest] = points
  if (!first) return
  if (rest.length === 0) {
    map.jumpTo({ center: [first.longitude, first.latitude], zoom: 10 })
    return
  }
  const bounds = new LngLatBounds([first.longitude, first.latitude], [first.longitude, first.latitude])
  for (const point of rest) bounds.extend([point.longitude, point.latitude])
  map.fitBounds(bounds, { padding: 48, maxZoom: 12, duration: 0 })
}

function markerButton(className: string, label: string) {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = className
  button.setAttribute('aria-label', label)
  return button
}

function popupCard(point: MapPoint, onSelect: (id: string) => void) {
  const card = document.createElement('div')
  card.className = 'venue-map-popup'
  const name = document.createElement('p')
  name.className = 'venue-map-popup-name'
  name.textContent = point.name
  card.append(name)
  if (point.detail) {
    const detail = document.createElement('p')
    detail.textContent = point.detail
    card.append(detail)
  }
  const select = document.createElement('button')
  select.type = 'button'
  select.className = 'btn btn-primary btn-sm'
  select.textContent = 'Select'
  select.setAttribute('aria-label', `Select ${point.name}`)
  select.addEventListener('click', () => onSelect(point.id))
  card.append(select)
  return card
}

/**
 * Whether keyboard focus is inside `element`. The map redraws its markers and its card as it moves
 * and as tiles load; one that holds the focus is kept, so the focus never drops out of the page.
 */
const holdsFocus = (element: HTMLElement | undefined) => element?.contains(document.activeElement) === true

export default function VenueMapCanvas({
  points,
  selectedId,
  onSelect,
  view,
}: Omit<VenueMapProps, 'heading'> & { view: MapView }) {
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const config = useQuery(mapConfigQuery())
  const [status, setStatus] = useState<Status>(() => (webglAvailable() ? 'loading' : 'no-webgl'))
  const [remoteFailed, setRemoteFailed] = useState(false)
  // What the map's own listeners read: always the latest props, without re-creating the map.
  const latest = useRef({ points, selectedId, onSelect })
  useLayoutEffect(() => {
    latest.current = { points, selectedId, onSelect }
  })
  const markers = useRef(new Map<string, Marker>())
  const popup = useRef<Popup | null>(null)
  /** The venue a marker click just selected: the map is already there, no need to fly. */
  const clickedOnMap = useRef<string | null>(null)
  /** The style the map has (it is made with the map view's). */
  const appliedStyle = useRef('map|false')
  const mapConfig: MapConfig | null =
    config.data ?? (config.isError ? { styleUrl: null, satelliteTilesUrl: null } : null)
  const satelliteMissing = view === 'satellite' && mapConfig !== null && mapConfig.satelliteTilesUrl === null

  const openPopup = (point: MapPoint, focus: boolean) => {
    const map = mapRef.current
    if (!map) return
    if (!focus && holdsFocus(popup.current?.getElement())) return
    popup.current?.remove()
    // Closed by a click on the map itself (below), not by the click on a marker that opened it.
    popup.current = new Popup({ offset: 20, maxWidth: '16rem', focusAfterOpen: focus, closeOnClick: false })
      .setLngLat([point.longitude, point.latitude])
      .setDOMContent(popupCard(point, (id) => latest.current.onSelect(id)))
      .addTo(map)
  }

  /** Markers for what the clustered source shows at this zoom: one button per venue or cluster. */
  const syncMarkers = () => {
    const map = mapRef.current
    if (!map?.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return
    const byId = new Map(latest.current.points.map((point) => [point.id, point]))
    const shown = new Set<string>()
    for (const feature of map.querySourceFeatures(SOURCE)) {
      const geometry = feature.geometry
      if (geometry.type !== 'Point') continue
      const [lng = 0, lat = 0] = geometry.coordinates
      const properties = feature.properties as {
        cluster?: boolean
        cluster_id?: number
        point_count?: number
        id?: string
      }
      // Cluster ids are reused when the venues change: their markers are dropped then (below).
      const key = properties.cluster ? `cluster:${properties.cluster_id}` : `venue:${properties.id}`
      if (shown.has(key)) continue
      shown.add(key)
      let marker = markers.current.get(key)
      if (!marker) {
        if (properties.cluster) {
          const count = properties.point_count ?? 0
          const button = markerButton('venue-map-cluster', `${count} venues, zoom in`)
          button.textContent = String(count)
          const clusterId = properties.cluster_id ?? 0
          button.addEventListener('click', () => {
            void map
              .getSource<GeoJSONSource>(SOURCE)
              ?.getClusterExpansionZoom(clusterId)
              .then((zoom) => map.easeTo({ center: [lng, lat], zoom: zoom + 0.5 }))
          })
          marker = new Marker({ element: button }).setLngLat([lng, lat]).addTo(map)
        } else {
          const id = properties.id ?? ''
          if (!byId.has(id)) continue
          const button = markerButton('venue-map-marker', '')
          button.append(Object.assign(document.createElement('span'), { className: 'venue-map-pin' }))
          button.addEventListener('click', () => {
            const point = latest.current.points.find((candidate) => candidate.id === id)
            if (!point) return
            clickedOnMap.current = id
            openPopup(point, true)
            latest.current.onSelect(id)
          })
          marker = new Marker({ element: button }).setLngLat([lng, lat]).addTo(map)
        }
        markers.current.set(key, marker)
      }
      const element = marker.getElement()
      if (!properties.cluster) {
        // A venue renamed or moved since its marker was made; its own point, not the tile's rounded one.
        const point = byId.get(properties.id ?? '')
        if (point) {
          element.setAttribute('aria-label', point.name)
          marker.setLngLat([point.longitude, point.latitude])
        }
        const selected = properties.id === latest.current.selectedId
        element.setAttribute('aria-pressed', String(selected))
        // Above its neighbours, so a highlighted pin is never hidden under another.
        element.style.zIndex = selected ? '2' : ''
      }
    }
    for (const [key, marker] of markers.current)
      if (!shown.has(key) && !holdsFocus(marker.getElement())) {
        marker.remove()
        markers.current.delete(key)
      }
  }

  /** The venues' source and an invisible layer that makes MapLibre cluster it (markers are HTML). */
  const addVenues = (map: MapLibreMap) => {
    if (map.getSource(SOURCE)) return
    map.addSource(SOURCE, {
      type: 'geojson',
      data: asGeoJson(latest.current.points),
      cluster: true,
      clusterRadius: 44,
      clusterMaxZoom: 14,
    })
    map.addLayer({
      id: 'venue-points',
      type: 'circle',
      source: SOURCE,
      paint: { 'circle-radius': 0, 'circle-opacity': 0 },
    })
  }

  // The map, made once the tile settings are known.
  const ready = mapConfig !== null && status !== 'no-webgl'
  useEffect(() => {
    if (!ready || !container.current) return
    let cancelled = false
    let map: MapLibreMap | null = null
    const markerStore = markers.current
    void styleFor('map', mapConfig, false)
      .then((style) => {
        if (cancelled || !container.current) return
        map = new MapLibreMap({
          container: container.current,
          style,
          ...START,
          // On a phone one finger scrolls the page and two move the map; ctrl + wheel zooms on a desktop.
          cooperativeGestures: true,
          attributionControl: { compact: true },
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
        })
        mapRef.current = map
        // Made with the map view's style (again, when React makes it twice in development).
        appliedStyle.current = 'map|false'
        map.touchZoomRotate.disableRotation()
        map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
        map.on('style.load', () => {
          addVenues(map!)
          syncMarkers()
        })
        map.on('render', syncMarkers)
        map.on('click', (event) => {
          const target = event.originalEvent.target
          if (!(target instanceof Element && target.closest('.venue-map-marker, .maplibregl-popup')))
            popup.current?.remove()
        })
        map.once('load', () => setStatus('ready'))
        // A vector style that cannot be reached: the offline basemap instead, and a note.
        map.on('error', () => {
          if (typeof style === 'string' && !map!.isStyleLoaded()) setRemoteFailed(true)
        })
        fitToPoints(map, latest.current.points)
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      popup.current = null
      markerStore.clear()
      map?.remove()
      mapRef.current = null
    }
    // Made once per page; styles and venues change through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready])

  // Map or satellite, or the offline basemap once a remote style has failed.
  const shownView: MapView = view === 'satellite' && mapConfig?.satelliteTilesUrl ? 'satellite' : 'map'
  const styleKey = `${shownView}|${remoteFailed}`
  useEffect(() => {
    const map = mapRef.current
    if (!map || !mapConfig || appliedStyle.current === styleKey) return
    appliedStyle.current = styleKey
    let cancelled = false
    void styleFor(shownView, mapConfig, remoteFailed).then(
      (style) => {
        // A full swap: 'style.load' then adds the venues to the new style.
        if (!cancelled) map.setStyle(style, { diff: false })
      },
      () => !cancelled && setStatus('failed'),
    )
    return () => {
      cancelled = true
    }
    // mapConfig is settled before the map exists.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleKey, status])

  // New or moved venues: new data for the clusters, and the view fitted to them. (The map starts
  // with the venues of its first render: its source is made from them.)
  const key = pointsKey(points)
  const appliedPoints = useRef(key)
  useEffect(() => {
    const map = mapRef.current
    if (!map || appliedPoints.current === key) return
    appliedPoints.current = key
    void map.getSource<GeoJSONSource>(SOURCE)?.setData(asGeoJson(latest.current.points))
    // Cluster ids are reused for other groups of venues: their markers are made again.
    for (const [markerKey, marker] of markers.current)
      if (markerKey.startsWith('cluster:')) {
        marker.remove()
        markers.current.delete(markerKey)
      }
    fitToPoints(map, latest.current.points)
  }, [key, status])

  // The list chose a venue: fly there and open its card; a marker click is already there.
  useEffect(() => {
    const map = mapRef.current
    if (!map || status !== 'ready') return
    const point = selectedId ? latest.current.points.find((candidate) => candidate.id === selectedId) : undefined
    if (point && clickedOnMap.current !== point.id) {
      map.flyTo({ center: [point.longitude, point.latitude], zoom: Math.max(map.getZoom(), SELECTED_ZOOM) })
      openPopup(point, false)
    }
    clickedOnMap.current = null
    syncMarkers()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId, status])

  const note =
    status === 'no-webgl'
      ? 'This browser cannot draw the map (WebGL is switched off or not supported). The list still works.'
      : status === 'failed'
        ? 'The map could not be drawn. The list still works.'
        : satelliteMissing
          ? 'Satellite imagery is not set up (SATELLITE_TILES_URL). Showing the map instead.'
          : remoteFailed
            ? 'The map service did not answer: showing a simple built-in map.'
            : null
  return (
    <div className="venue-map" data-map-status={status}>
      {status !== 'no-webgl' && <div ref={container} className="venue-map-canvas" />}
      {note && (
        <p role="status" className="venue-map-note">
          {note}
        </p>
      )}
      {points.length === 0 && status === 'ready' && (
        <p className="venue-map-note">No venues with a map location yet.</p>
      )}
    </div>
  )
}
