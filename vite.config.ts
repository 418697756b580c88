import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, defineConfig, type Plugin } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Local runs are offline: the local runtime would otherwise try to download Cloudflare's request
// metadata (Request.cf) on every start and fall back after a network error.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
// The local runtime's explorer (/cdn-cgi/explorer) reads and writes D1, KV and R2 for any request
// that carries no Origin header: off unless a developer asks for it with X_LOCAL_EXPLORER=true.
process.env.X_LOCAL_EXPLORER ??= 'false'

// The SPA's index.html lives in src/ (the top level is fixed by the design card), so Vite's root
// is src/ and every output path is spelled from the project root.
// Local runs switch on the offline payment and text-message providers, the outbox's account emails and
// the maps' own basemap (no tile server) explicitly; a build for deploying never does.
// `npm start` writes the same switch into the built Worker's .dev.vars, which wrangler never deploys.
const LOCAL_TEST_MODES = { PAYMENTS_MODE: 'test', EMAIL_MODE: 'test', SMS_MODE: 'test', MAP_MODE: 'offline' }

const routerOptions = {
  target: 'react',
  routesDirectory: fromRoot('./src/routes'),
  generatedRouteTree: fromRoot('./src/route-tree.gen.ts'),
  routeFileIgnorePrefix: '-',
  // Each route's code loads on its own; the prerender splits the same way so its markup matches.
  // Loaders and pending screens are split too, so a public page's first load carries none of the
  // admin's queries.
  autoCodeSplitting: true,
  codeSplittingOptions: {
    defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  },
} as const

/**
 * After the client build, renders each public page (src/app/prerender.tsx) into its own HTML file
 * from the built index.html, so Static Assets serves a painted page without waking the Worker.
 * The unrendered index.html is kept as shell.html for the admin (public/_redirects). Beside the
 * client, client-chunks.json lists each chunk's modules and imports, for the page-weight budgets.
 */
/**
 * Moves the stylesheet ahead of the scripts in <head>: the page paints once its CSS is in, and a
 * phone should not share its first round trips between the CSS and JavaScript that only hydrates.
 */
function stylesheetFirst(html: string) {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0]
  if (!stylesheet) return html
  const withoutIt = html.replace(stylesheet, '')
  return withoutIt.replace(/\s*<script type="module"/, (script) => `${stylesheet}${script}`)
}

interface Prerenderer {
  renderPage: (path: string) => Promise<string>
  PRERENDERED_PAGES: Record<string, string>
  NOT_FOUND_PAGE: { path: string; file: string }
}

function prerenderPublicPages(): Plugin {
  return {
    name: 'rv-connect:prerender',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir = fromRoot('./dist/client') }, bundle) {
      const fromSrc = (id: string) => relative(fromRoot('./src'), id)
      const chunks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk'
          ? [
              [
                chunk.fileName,
                {
                  facade: chunk.facadeModuleId && fromSrc(chunk.facadeModuleId),
                  modules: chunk.moduleIds.map(fromSrc),
                  imports: chunk.imports,
                  dynamicImports: chunk.dynamicImports,
                  css: [...(chunk.viteMetadata?.importedCss ?? [])],
                },
              ],
            ]
          : [],
      )
      await writeFile(join(dir, '..', 'client-chunks.json'), JSON.stringify(Object.fromEntries(chunks)))
      const renderer = await createServer({
        configFile: false,
        root: fromRoot('./src'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [tanstackRouter(routerOptions), react()],
      })
      try {
        const { renderPage, PRERENDERED_PAGES, NOT_FOUND_PAGE } = (await renderer.ssrLoadModule(
          '/app/prerender.tsx',
        )) as Prerenderer
        const template = stylesheetFirst(await readFile(join(dir, 'index.html'), 'utf8'))
        await writeFile(join(dir, 'shell.html'), template)
        const pages = [...Object.entries(PRERENDERED_PAGES), [NOT_FOUND_PAGE.path, NOT_FOUND_PAGE.file]]
        for (const [path, file] of pages) {
          const markup = await renderPage(path)
          const page = template.replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="${path}">${markup}</div>`,
          )
          if (page === template) throw new Error('index.html has no <div id="root"></div> to prerender into')
          await writeFile(join(dir, file), page)
        }
      } finally {
        await renderer.close()
      }
    },
  }
}

/**
 * The Worker renders listings with the SPA's own components (src/app/render-listing.tsx), reached
 * under a name its types declare (worker/modules/rvs/listing-renderer.d.ts): the Worker's type
 * check never reads the SPA, whose types are the DOM's. The Worker tests' config has the same alias.
 */
const LISTING_RENDERER_ALIAS = {
  'virtual:rv-connect/listing-renderer': fromRoot('./src/app/render-listing.tsx'),
}

/** A public route file itself (not the admin's, not a -components helper, not a split-off piece of a route). */
const PUBLIC_ROUTE_DEFINITION = /\/src\/routes\/(?!admin[/.])(?![^?]*-components\/)[^?]*$/

/**
 * MapLibre in a chunk of its own, reached only through the map's lazy import (src/components/map):
 * no page without a map loads it, and its weight is measured alone (tests/e2e/bundle-budgets.spec.ts).
 */
const MAPLIBRE = /\/node_modules\/maplibre-gl\//

/**
 * TanStack Query in two chunks rather than ten: its client, which every page starts with (route
 * loaders use `queryOptions`), and the hooks pages read data with. A page pays a little for each
 * file it fetches, as each one's compression starts cold.
 */
const QUERY_HOOKS =
  /\/node_modules\/@tanstack\/(query-core\/.*\/(query|mutation|infiniteQuery|queries)Observer\.js$|react-query\/.*\/(use\w+|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js$)/
const QUERY_CLIENT = /\/node_modules\/@tanstack\/(query-core|react-query)\//

const manualChunks = (id: string) => {
  if (PUBLIC_ROUTE_DEFINITION.test(id)) return 'routes'
  if (MAPLIBRE.test(id)) return 'maplibre'
  if (QUERY_HOOKS.test(id)) return 'query-hooks'
  if (QUERY_CLIENT.test(id)) return 'query-client'
  return undefined
}

export default defineConfig(({ command, isPreview }) => ({
  root: fromRoot('./src'),
  resolve: { alias: LISTING_RENDERER_ALIAS },
  publicDir: fromRoot('./public'),
  envDir: fromRoot('.'),
  // No module preload links: a prerendered page paints from its HTML and CSS, and on a slow phone
  // network thirty preloads would share its first round trips; the entry fetches its imports itself.
  build: { outDir: fromRoot('./dist'), emptyOutDir: true, modulePreload: false },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // Every public route's definition (the route tree needs them all at start) in one chunk,
            // not one small file each: a route's own code still loads when it is visited. MapLibre
            // in its own chunk.
            manualChunks,
          },
        },
      },
    },
  },
  plugins: [
    tanstackRouter(routerOptions),
    react(),
    tailwindcss(),
    cloudflare({
      configPath: fromRoot('./wrangler.toml'),
      persistState: { path: fromRoot(process.env.LOCAL_STATE_DIR ?? '.wrangler/state') },
      config: command === 'serve' && !isPreview ? { vars: LOCAL_TEST_MODES } : undefined,
    }),
    prerenderPublicPages(),
  ],
}))
