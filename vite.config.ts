import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Local runs are offline: the local runtime would otherwise try to download Cloudflare's request
// metadata (Request.cf) on every start and fall back after a network error.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

// The SPA's index.html lives in src/ (the top level is fixed by the design card), so Vite's root
// is src/ and every output path is spelled from the project root.
// Local runs switch on the offline payment provider explicitly; a build for deploying never does.
// `npm start` writes the same switch into the built Worker's .dev.vars, which wrangler never deploys.
const LOCAL_TEST_MODES = { PAYMENTS_MODE: 'test' }

export default defineConfig(({ command, isPreview }) => ({
  root: fromRoot('./src'),
  publicDir: fromRoot('./public'),
  envDir: fromRoot('.'),
  build: { outDir: fromRoot('./dist'), emptyOutDir: true },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRoot('./src/routes'),
      generatedRouteTree: fromRoot('./src/route-tree.gen.ts'),
      routeFileIgnorePrefix: '-',
    }),
    react(),
    tailwindcss(),
    cloudflare({
      configPath: fromRoot('./wrangler.toml'),
      persistState: { path: fromRoot(process.env.LOCAL_STATE_DIR ?? '.wrangler/state') },
      config: command === 'serve' && !isPreview ? { vars: LOCAL_TEST_MODES } : undefined,
    }),
  ],
}))
