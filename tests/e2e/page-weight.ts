/**
 * What a phone downloads before a prerendered page is interactive, from the production build in
 * dist/: the files its HTML loads (entry script, module preloads, stylesheet) plus its route's own
 * code and everything that imports statically, which hydration waits for. Sizes are gzip level 9,
 * close to what the edge serves (it serves brotli, a little smaller).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

interface Chunk {
  facade: string | null
  modules: string[]
  imports: string[]
  dynamicImports: string[]
  /** The stylesheets Vite loads with the chunk. */
  css: string[]
}

export interface PageWeight {
  path: string
  htmlGzip: number
  jsGzip: number
  cssGzip: number
  /**
   * The admin's screens in this page's code: there must be none. (Every route's definition, its
   * path and guard, is in the router everywhere; its screens load only when it is visited.)
   */
  adminModules: string[]
  /** The map's code (MapLibre, topojson, the map canvas) in this page's code or CSS: there must be none. */
  mapModules: string[]
}

/** The map's own modules: loaded only when a map is shown (src/components/map/venue-map.tsx). */
const isMapModule = (id: string) =>
  /node_modules\/(maplibre-gl|topojson-client)\//.test(id) || id.startsWith('components/map/venue-map-canvas')

const client = (dist: string, file: string) => join(dist, 'client', file)

/** The route file whose split component renders `path` (`/` → routes/index.tsx). */
const routeFacade = (path: string) => `routes/${path === '/' ? 'index' : path.slice(1)}.tsx?tsr-split=component`

const isAdminScreen = (id: string) =>
  id.startsWith('routes/admin') && (id.includes('?') || id.includes('/-components/'))

export function pageWeights(dist = 'dist'): PageWeight[] {
  const chunks = JSON.parse(readFileSync(join(dist, 'client-chunks.json'), 'utf8')) as Record<string, Chunk>
  // The entry and shared chunks belong to every page: compress each file once.
  const sizes = new Map<string, number>()
  const gzip = (file: string) => {
    const size = sizes.get(file) ?? gzipSync(readFileSync(client(dist, file)), { level: 9 }).length
    sizes.set(file, size)
    return size
  }
  const withImports = (files: string[]) => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const imported of chunks[file]?.imports ?? []) visit(imported)
    }
    files.forEach(visit)
    return seen
  }

  return readdirSync(join(dist, 'client'))
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const html = readFileSync(client(dist, file), 'utf8')
      const path = /data-prerendered="([^"]+)"/.exec(html)?.[1]
      if (!path) return []
      const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
      const route = Object.entries(chunks).find(([, chunk]) => chunk.facade === routeFacade(path))?.[0]
      const files = [...withImports([...linked.filter((asset) => asset.endsWith('.js')), ...(route ? [route] : [])])]
      return [
        {
          path,
          htmlGzip: gzip(file),
          jsGzip: files.reduce((sum, asset) => sum + gzip(asset), 0),
          cssGzip: linked.filter((asset) => asset.endsWith('.css')).reduce((sum, asset) => sum + gzip(asset), 0),
          adminModules: files.flatMap((asset) => chunks[asset]?.modules.filter(isAdminScreen) ?? []),
          mapModules: [
            ...files.flatMap((asset) => chunks[asset]?.modules.filter(isMapModule) ?? []),
            ...linked.filter(
              (asset) => asset.endsWith('.css') && readFileSync(client(dist, asset), 'utf8').includes('.maplibregl-'),
            ),
          ],
        },
      ]
    })
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export interface MapWeight {
  /** The chunks holding the map's modules, and the stylesheets they load. */
  js: string[]
  css: string[]
  jsRaw: number
  jsGzip: number
  jsBrotli: number
  cssGzip: number
  cssBrotli: number
  /** MapLibre's web worker, a file of its own the map starts. */
  workerRaw: number
  workerGzip: number
  workerBrotli: number
  /** Chunks outside the map that import a map chunk statically (must be none: only the lazy import reaches it). */
  staticImporters: string[]
}

/** What a page showing a map downloads on top of the page: MapLibre, the map canvas, their CSS and the worker. */
export function mapWeight(dist = 'dist'): MapWeight {
  const chunks = JSON.parse(readFileSync(join(dist, 'client-chunks.json'), 'utf8')) as Record<string, Chunk>
  const js = Object.entries(chunks)
    .filter(([, chunk]) => chunk.modules.some(isMapModule))
    .map(([file]) => file)
  const css = [...new Set(js.flatMap((file) => chunks[file]?.css ?? []))]
  const read = (file: string) => readFileSync(client(dist, file))
  const sum = (files: string[], size: (bytes: Buffer) => number) =>
    files.reduce((total, file) => total + size(read(file)), 0)
  const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length
  const brotli = (bytes: Buffer) => brotliCompressSync(bytes).length
  const worker = readdirSync(join(dist, 'client', 'assets')).find((file) => /^maplibre-gl-worker-.*\.mjs$/.test(file))
  const workerBytes = worker ? read(`assets/${worker}`) : Buffer.alloc(0)
  return {
    js,
    css,
    jsRaw: sum(js, (bytes) => bytes.length),
    jsGzip: sum(js, gzip),
    jsBrotli: sum(js, brotli),
    cssGzip: sum(css, gzip),
    cssBrotli: sum(css, brotli),
    workerRaw: workerBytes.length,
    workerGzip: gzip(workerBytes),
    workerBrotli: brotli(workerBytes),
    staticImporters: Object.entries(chunks)
      .filter(([file, chunk]) => !js.includes(file) && chunk.imports.some((imported) => js.includes(imported)))
      .map(([file]) => file),
  }
}
