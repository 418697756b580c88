/**
 * Illustrations for the demo RVs and venues: hand-drawn SVG files in ./images, put into the MEDIA
 * bucket under demo/<file> by `npm run db:seed` and served by the Worker at /media/demo/<file>.
 */

const DEMO_KEY_PREFIX = 'demo/'
const DEMO_URL_PREFIX = `/media/${DEMO_KEY_PREFIX}`
const YEAR_SECONDS = 365 * 24 * 3600

/** The address a seeded row stores for an illustration file, e.g. '/media/demo/rv-coastal-cruiser.svg'. */
export const demoImageUrl = (file: string) => `${DEMO_URL_PREFIX}${file}`

/** The illustration files the given rows point at, each once. */
export function demoImageFiles(rows: { imageUrl?: string | null }[]): string[] {
  const files = rows.flatMap(({ imageUrl }) =>
    imageUrl?.startsWith(DEMO_URL_PREFIX) ? [imageUrl.slice(DEMO_URL_PREFIX.length)] : [],
  )
  return [...new Set(files)]
}

export interface DemoImage {
  /** File name, e.g. 'rv-coastal-cruiser.svg'. */
  name: string
  /** The SVG markup. */
  body: string
}

/**
 * Stores each image under demo/<name> unless that key is already there, so seeding again stores
 * nothing and never replaces an image. Returns how many images it stored.
 */
export async function storeDemoImages(bucket: R2Bucket, files: DemoImage[]): Promise<number> {
  let stored = 0
  for (const { name, body } of files) {
    const key = `${DEMO_KEY_PREFIX}${name}`
    if (await bucket.head(key)) continue
    await bucket.put(key, body, {
      // A stored key is never replaced (a redrawn picture needs a new file name), so it can be cached for a year.
      httpMetadata: { contentType: 'image/svg+xml', cacheControl: `public, max-age=${YEAR_SECONDS}, immutable` },
    })
    stored++
  }
  return stored
}
