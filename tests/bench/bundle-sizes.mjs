// What a phone downloads for the first public page, what the admin adds, and the Worker bundle
// size, from the build in dist/.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const client = 'dist/client'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const gz = (file) => gzipSync(readFileSync(join(client, file))).length

// What index.html loads before anything else: the entry script, its preloads and the stylesheet.
const html = readFileSync(join(client, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1])
const initialGzip = initial.reduce((sum, file) => sum + gz(file), 0)

const assets = readdirSync(join(client, 'assets'))
const adminChunks = assets.filter((file) =>
  /^(admin|dashboard|inventory|bookings|customers|venues|marketing|advertising|issues|notifications|leads|budget-calculator|login)[^/]*\.js$/.test(
    file,
  ),
)
const allJsGzip = assets.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gz(join('assets', file)), 0)

console.log('bench: bundle sizes (gzip)')
console.log(`  first public page (index.html + ${initial.length} entry files): ${kb(gz('index.html') + initialGzip)}`)
console.log(`  all SPA JavaScript, every route:                ${kb(allJsGzip)}`)
console.log(
  `  route chunks named for admin pages:             ${adminChunks.length} files, ${kb(adminChunks.reduce((sum, file) => sum + gz(join('assets', file)), 0))}`,
)

const workerDir = readdirSync('dist').find((dir) => existsSync(join('dist', dir, 'wrangler.json')))
const workerFile = join('dist', workerDir, 'index.js')
console.log(
  `  Worker bundle (${workerFile}): ${kb(statSync(workerFile).size)} raw, ${kb(gzipSync(readFileSync(workerFile)).length)} gzip`,
)

// The public landing page must not pull admin code into its first load.
const leaks = initial.filter((file) => adminChunks.some((chunk) => file.endsWith(chunk)))
console.log(`  admin chunks in the first load: ${leaks.length}`)
