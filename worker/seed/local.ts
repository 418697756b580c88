/**
 * Seeds the local D1 that `vite preview`, `vite dev` and `wrangler dev` use (npm run db:seed).
 * `wrangler d1 migrations apply --local --persist-to <dir>` and the Vite plugin's
 * persistState { path: <dir> } both keep their data under <dir>/v3, and getPlatformProxy takes
 * that v3 directory itself, so it is appended here. <dir> is LOCAL_STATE_DIR, as in package.json.
 * The RV and venue illustrations in ./images go into the MEDIA bucket, where /media/demo/... finds them.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { getPlatformProxy } from 'wrangler'
import { hashPassword } from '../modules/auth'
import { createDb } from '../db/client'
import { buildDemoData, demoOwner, secondOwner } from './demo-data'
import { demoImageFiles, storeDemoImages } from './demo-images'
import { seedDemoData } from './seed'
import { demoPartner } from './demo-partners'

const root = fileURLToPath(new URL('../../', import.meta.url))
const stateDir = process.env.LOCAL_STATE_DIR ?? '.wrangler/state'

const proxy = await getPlatformProxy({
  configPath: `${root}wrangler.toml`,
  persist: { path: `${stateDir.startsWith('/') ? '' : root}${stateDir}/v3` },
})
try {
  const today = new Date().toISOString().slice(0, 10)
  const db = createDb(proxy.env.DB as Parameters<typeof createDb>[0])
  const { inserted } = await seedDemoData(db, { today, hashPassword })
  console.log(inserted > 0 ? `Demo data: ${inserted} rows added` : 'Demo data already present')

  const data = buildDemoData(today)
  const images = demoImageFiles([...data.rvs, ...data.venues]).map((name) => ({
    name,
    body: readFileSync(new URL(`./images/${name}`, import.meta.url), 'utf8'),
  }))
  const stored = await storeDemoImages(proxy.env.MEDIA as Parameters<typeof storeDemoImages>[0], images)
  console.log(`Demo images: ${stored} stored, ${images.length - stored} already present`)
  console.log('Demo sign-in:')
  for (const owner of [demoOwner, secondOwner]) console.log(`  ${owner.email} / ${owner.password}`)
  console.log(`  ${demoPartner.email} / ${demoPartner.password} (venue partner, at /venue-portal)`)
} finally {
  await proxy.dispose()
}
