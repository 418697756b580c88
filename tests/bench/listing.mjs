/**
 * The listing page (/rvs/<slug>, rendered by the Worker per request): a new owner's RV
 * gets three photos, each stored in the widths the browser makes (480, 960, 1600; WebP, drawn
 * and encoded by Chromium's canvas as the fleet form does), for Lighthouse to measure; and the
 * time to first byte of a listing from the local Worker, cached (its rendered version in the
 * Worker's cache) and uncached (the first request for each of 20 listings: read, render, store).
 */
import { chromium } from '@playwright/test'
import { call, ok } from './api-client.mjs'
import { median, ms } from './report.mjs'

const WIDTHS = [480, 960, 1600]
const SAMPLES = 20

/** Three photo-like images (sky, hills, an RV's shape) at each width, as WebP bytes. */
async function drawPhotos() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
  try {
    const page = await browser.newPage()
    const encoded = await page.evaluate(async (widths) => {
      const photos = []
      for (let photo = 0; photo < 3; photo++) {
        const sizes = []
        for (const width of widths) {
          // eslint-disable-next-line no-undef -- runs in the page, not in Node
          const canvas = document.createElement('canvas')
          canvas.width = width
          canvas.height = Math.round(width / 1.6)
          const context = canvas.getContext('2d')
          const scale = width / 1600
          const sky = context.createLinearGradient(0, 0, 0, canvas.height)
          sky.addColorStop(0, ['#7fb3e0', '#f0a868', '#9cc6a4'][photo])
          sky.addColorStop(1, '#f4efe4')
          context.fillStyle = sky
          context.fillRect(0, 0, canvas.width, canvas.height)
          // Noise, so the encoder has real detail to keep (a flat image would weigh nothing).
          for (let dot = 0; dot < 4000 * scale; dot++) {
            context.fillStyle = `hsla(${(dot * 37) % 360}, 40%, 50%, 0.25)`
            context.fillRect((dot * 7919) % canvas.width, (dot * 104729) % canvas.height, 6 * scale, 6 * scale)
          }
          context.fillStyle = '#5d7a4a'
          context.beginPath()
          context.moveTo(0, canvas.height * 0.7)
          context.quadraticCurveTo(canvas.width * 0.5, canvas.height * 0.45, canvas.width, canvas.height * 0.72)
          context.lineTo(canvas.width, canvas.height)
          context.lineTo(0, canvas.height)
          context.fill()
          context.fillStyle = '#e8e4da'
          context.fillRect(canvas.width * 0.25, canvas.height * 0.45, canvas.width * 0.45, canvas.height * 0.28)
          const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.82))
          const bytes = new Uint8Array(await blob.arrayBuffer())
          sizes.push({ width, bytes: Array.from(bytes) })
        }
        photos.push(sizes)
      }
      return photos
    }, WIDTHS)
    return encoded.map((sizes) => sizes.map(({ width, bytes }) => ({ width, bytes: Uint8Array.from(bytes) })))
  } finally {
    await browser.close()
  }
}

async function upload(origin, cookie, bytes) {
  const form = new FormData()
  form.set('file', new Blob([bytes], { type: 'image/webp' }), 'photo.webp')
  const response = await fetch(`${origin}/api/uploads`, { method: 'POST', headers: { origin, cookie }, body: form })
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`)
  return (await response.json()).url
}

/** The bench owner's listed RVs (those with a listing page) as listing paths, for the time to first byte. */
export async function benchListings(origin, cookie) {
  const page = await ok(origin, '/api/rvs/mine?limit=100&availability=available', { cookie })
  const listed = []
  for (const rv of page.items) {
    if ((await call(origin, `/api/rvs/listings/${rv.slug}`)).status === 200) listed.push(`/rvs/${rv.slug}`)
    if (listed.length === SAMPLES) break
  }
  return listed
}

/**
 * A new owner (signed up and confirmed through the outbox, as a local run allows: the bench data's
 * owners have ids no upload key can carry) with a pickup location in San Francisco and one RV
 * with three photos: the listing Lighthouse measures. Answers its path.
 */
export async function prepareListing(origin) {
  const tag = crypto.randomUUID().slice(0, 8)
  const response = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `listing-${tag}@bench.test`,
      password: `bench listing ${tag}`,
      firstName: 'Sky',
      lastName: 'Harbor',
    }),
  })
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('__Host-session='))
    .split(';')[0]
  const emails = await ok(origin, '/api/notifications/account', { cookie })
  const verification = (Array.isArray(emails) ? emails : emails.items).find(
    (email) => email.type === 'email_verification',
  )
  const href = /href="([^"]*verify-email[^"]*)"/.exec(verification?.content ?? '')?.[1]
  if (!href) throw new Error('The new owner has no confirmation email in the outbox')
  const link = new URL(href.replaceAll('&amp;', '&'))
  await fetch(`${origin}${link.pathname}${link.search}`, { headers: { cookie }, redirect: 'manual' })
  const location = await ok(origin, '/api/business/locations', {
    method: 'POST',
    cookie,
    body: { name: 'Mission depot', street: '1 Valencia St', city: 'San Francisco', state: 'CA', zipCode: '94110' },
  })
  const rv = await ok(origin, '/api/rvs', {
    method: 'POST',
    cookie,
    body: {
      name: 'Bench Harbor Cruiser',
      type: 'Class C',
      description: 'A 28-foot Class C with a cab-over bunk, solar panels and an outdoor shower.',
      sleeps: 6,
      length: 28,
      pricePerNight: '189.00',
      features: ['Solar', 'Outdoor shower', 'Bike rack'],
      year: 2022,
      make: 'Winnebago',
      model: 'Minnie Winnie',
      pickupLocationId: location.id,
    },
  })
  for (const sizes of await drawPhotos()) {
    const variants = []
    for (const { width, bytes } of sizes) variants.push({ width, url: await upload(origin, cookie, bytes) })
    await ok(origin, `/api/rvs/${rv.id}/photos`, {
      method: 'POST',
      cookie,
      body: { variants, alt: `${rv.name} at a campsite` },
    })
  }
  const path = `/rvs/${rv.slug}`
  if ((await fetch(origin + path)).status !== 200) throw new Error(`${path} is not listed`)
  return path
}

/** Milliseconds until the response's headers (fetch resolves there), and whether the Worker's cache answered. */
async function firstByte(origin, path) {
  const started = performance.now()
  const response = await fetch(origin + path)
  const elapsed = performance.now() - started
  const cache = response.headers.get('x-listing-cache')
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  return { elapsed, cache }
}

/** Prints the TTFB section and answers its rows for the summary. */
export async function listingTtfb(origin, paths) {
  const uncached = []
  const cached = []
  for (const path of paths.slice(0, SAMPLES)) {
    const first = await firstByte(origin, path)
    if (first.cache === 'miss') uncached.push(first.elapsed)
    // The cache is written after the first answer: the next ones are served from it.
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (let repeat = 0; repeat < 3; repeat++) {
      const again = await firstByte(origin, path)
      if (again.cache === 'hit') cached.push(again.elapsed)
    }
  }
  const rows = [
    ['uncached (render, then stored)', uncached.length, ms(median(uncached))],
    ['cached (the Worker’s cache)', cached.length, ms(median(cached))],
  ]
  console.log('\nbench: listing page time to first byte from the local Worker (vite preview, workerd), median')
  for (const [label, count, value] of rows)
    console.log(`  ${label.padEnd(32)} ${String(count).padStart(3)} requests  ${value}`)
  return { header: ['listing page', 'requests', 'TTFB (median)'], rows }
}
