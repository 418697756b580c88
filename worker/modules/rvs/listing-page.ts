// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the renderer's declaration is no module to import; the Worker tests' project needs it named here
/// <reference path="./listing-renderer.d.ts" />
/**
 * /rvs/<slug>: the listing page, rendered in the Worker per request by the SPA's own router and
 * route components (src/app/render-listing.tsx), into the built shell read through the ASSETS
 * binding, with the listing's data inlined so the browser hydrates it without a fetch. Also
 * /sitemap.xml, every listing's address.
 *
 * Caching. The page is a pure function of its data (getRvListing: the RV, its photos, prices,
 * policy, calendar, owner's response figures and reviews) and of the shell. Each request reads
 * that data (a few indexed reads), and the Worker's cache (`caches.default`) is keyed by a SHA-256
 * of it and of the shell: any change to the RV, a photo, a price, a night booked or freed, a
 * review, a new deploy, makes a new key, so the next request renders the change at once, while an
 * unchanged listing skips the render. Nothing has to be purged: an old key is never asked for
 * again and ages out (a day). Shared caches downstream may keep a page `SHARED_CACHE_SECONDS`
 * (a short expiry: the calendar they show may be a minute old, and the hold re-checks the dates
 * in the statement that writes it); browsers always ask again.
 */
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../env'
import { AppError } from '../../lib/errors'
import { formatDollars, toCents } from '../../lib/shared/money'
import { appUrl } from '../../middleware/app-url'
import { d1Session } from '../../middleware/d1-session'
import { getRvListing, listedSlugs } from './listing-data'
import { LISTING_DATA_ELEMENT_ID, RV_TYPE_LABELS, type RvListing } from './schemas'

/** How long a shared cache (a CDN, a proxy) may keep a listing page. */
export const SHARED_CACHE_SECONDS = 60
export const LISTING_PAGE_CACHE = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`
/** How long the Worker's own cache keeps a rendered version (its key changes with the data anyway). */
const RENDERED_VERSION_SECONDS = 24 * 60 * 60

/**
 * The headers public/_headers gives every static page (which responses from the Worker do not
 * get): the same Content-Security-Policy and the rest.
 */
const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' https://js.stripe.com https://*.js.stripe.com https://challenges.cloudflare.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self'; connect-src 'self' https://api.stripe.com https://tiles.openfreemap.org; frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://challenges.cloudflare.com; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
  'cross-origin-opener-policy': 'same-origin',
}

/** A shell to render into when no build is at hand (the Worker tests): the same markers as src/index.html. */
const FALLBACK_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>RV Connect</title></head><body><div id="root"></div></body></html>'

const hex = (text: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(text)))

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** The built shell (dist/client/shell.html, served at /shell), read once per isolate: a deploy starts new isolates. */
let shellOnce: Promise<string> | null = null
function shell(env: AppEnv['Bindings'], origin: string) {
  shellOnce ??= (async () => {
    const response = env.ASSETS ? await env.ASSETS.fetch(new Request(`${origin}/shell`)) : null
    const html = response?.ok ? await response.text() : null
    return html?.includes('<div id="root"></div>') ? html : FALLBACK_SHELL
  })().catch((error: unknown) => {
    shellOnce = null
    throw error
  })
  return shellOnce
}

const ownerText = (listing: RvListing) => listing.owner.name ?? 'its owner'

/** The search result's summary of the RV: what it is, where, how many it sleeps, from what price. */
export function listingDescription(listing: RvListing) {
  const place = listing.pickup ? ` in ${listing.pickup.city}, ${listing.pickup.state}` : ''
  const base = `${RV_TYPE_LABELS[listing.type]} sleeping ${listing.sleeps}${place}, from ${formatDollars(toCents(listing.pricePerNight) ?? 0)} a night from ${ownerText(listing)}.`
  const about = listing.description ? ` ${listing.description.replace(/\s+/g, ' ')}` : ''
  const text = `${base}${about}`
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text
}

/** schema.org Product with its nightly Offer, and its AggregateRating once it has reviews. */
export function listingJsonLd(listing: RvListing, url: string, origin: string) {
  const images = listing.photos.map((photo) => `${origin}${photo.url}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.name,
    description: listingDescription(listing),
    url,
    sku: listing.id,
    category: RV_TYPE_LABELS[listing.type],
    ...(images.length > 0 ? { image: images } : {}),
    ...(listing.make ? { brand: { '@type': 'Brand', name: listing.make } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: listing.pricePerNight,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: listing.pricePerNight,
        priceCurrency: 'USD',
        unitText: 'night',
      },
    },
    ...(listing.reviews.count > 0 && listing.reviews.averages
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.reviews.averages.overall,
            reviewCount: listing.reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/**
 * The head of a listing page: title, description, canonical, Open Graph and JSON-LD. (React's render
 * puts the cover's preload, with its srcset, at the start of the body itself.)
 */
function listingHead(listing: RvListing, url: string, origin: string) {
  const title = `${listing.name} · RV Connect`
  const description = listingDescription(listing)
  const cover = listing.photos[0]
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="product">`,
    `<meta property="og:site_name" content="RV Connect">`,
    `<meta property="og:title" content="${escapeHtml(listing.name)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    cover && `<meta property="og:image" content="${escapeHtml(`${origin}${cover.url}`)}">`,
    cover?.alt && `<meta property="og:image:alt" content="${escapeHtml(cover.alt)}">`,
    `<meta name="twitter:card" content="${cover ? 'summary_large_image' : 'summary'}">`,
    `<script type="application/ld+json">${scriptJson(listingJsonLd(listing, url, origin))}</script>`,
  ].filter(Boolean)
  return { title: `<title>${escapeHtml(title)}</title>`, tags: tags.join('') }
}

/** The shell with the page's head, its rendered markup and its data put in. */
export function listingHtml({
  template,
  listing,
  markup,
  url,
  origin,
}: {
  template: string
  listing: RvListing
  markup: string
  url: string
  origin: string
}) {
  const head = listingHead(listing, url, origin)
  const path = `/rvs/${listing.slug}`
  const withTitle = /<title>[^<]*<\/title>/.test(template)
    ? template.replace(/<title>[^<]*<\/title>/, () => head.title)
    : template.replace('</head>', () => `${head.title}</head>`)
  return withTitle
    .replace('</head>', () => `${head.tags}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${escapeHtml(path)}">${markup}</div>` +
        `<script type="application/json" id="${LISTING_DATA_ELEMENT_ID}">${scriptJson(listing)}</script>`,
    )
}

/** The 404 page (the build's 404.html), with its status: an unknown or unlisted slug. */
async function notFoundPage(c: Context<AppEnv>) {
  const origin = new URL(c.req.url).origin
  const page = c.env.ASSETS ? await c.env.ASSETS.fetch(new Request(`${origin}/404`)) : null
  const body = page && (page.ok || page.status === 404) ? await page.text() : 'That RV was not found'
  return new Response(body, {
    status: 404,
    headers: {
      ...PAGE_HEADERS,
      'content-type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    },
  })
}

const withNow = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  c.set('now', Date.now())
  await next()
}

async function listingPage(c: Context<AppEnv>, slug: string) {
  let listing: RvListing
  try {
    listing = await getRvListing({ ctx: c.var, input: { slug } })
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFoundPage(c)
    throw error
  }
  const origin = c.env.APP_URL
  const url = `${origin}/rvs/${listing.slug}`
  const template = await shell(c.env, new URL(c.req.url).origin)
  const version = hex(`${scriptJson(listing)}\n${hex(template)}\n${origin}`).slice(0, 32)
  const cache = (caches as unknown as { default: Cache }).default
  const key = new Request(`${new URL(c.req.url).origin}/rvs/${listing.slug}?version=${version}`)
  const headers = {
    ...PAGE_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': LISTING_PAGE_CACHE,
    etag: `"${version}"`,
    vary: 'accept-encoding',
  }
  if (c.req.header('if-none-match') === `"${version}"`) return new Response(null, { status: 304, headers })
  const cached = await cache.match(key)
  if (cached) return new Response(cached.body, { headers: { ...headers, 'x-listing-cache': 'hit' } })
  // Loaded on the first listing this isolate renders: React's server renderer and the SPA's routes
  // weigh on nothing else the Worker does.
  const { renderListing } = await import('virtual:rv-connect/listing-renderer')
  const markup = await renderListing(listing)
  const html = listingHtml({ template, listing, markup, url, origin })
  c.executionCtx.waitUntil(
    cache.put(
      key,
      new Response(html, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': `public, max-age=${RENDERED_VERSION_SECONDS}`,
        },
      }),
    ),
  )
  return new Response(html, { headers: { ...headers, 'x-listing-cache': 'miss' } })
}

/** Mounted at /rvs: each listing's page; any other path under it is the 404 page. */
export const listingPageRoutes = new Hono<AppEnv>()
  .get('/:slug', appUrl, d1Session, withNow, (c) => listingPage(c, c.req.param('slug')))
  .all('*', (c) => notFoundPage(c))

/** GET /sitemap.xml: every listing's address, absolute (APP_URL, else the origin asked). */
export const sitemapRoutes = new Hono<AppEnv>().get('/sitemap.xml', appUrl, d1Session, withNow, async (c) => {
  const rows = await listedSlugs({ ctx: c.var })
  const urls = rows
    .map(({ slug }) => `<url><loc>${escapeHtml(`${c.env.APP_URL}/rvs/${encodeURIComponent(slug)}`)}</loc></url>`)
    .join('')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`
  return c.body(xml, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': LISTING_PAGE_CACHE,
    'x-content-type-options': 'nosniff',
  })
})
