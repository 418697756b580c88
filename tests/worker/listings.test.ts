import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dayFromToday, makeRv, ownerWithFleet } from '../helpers/fleet'
import { api, call, errorOf, signUpEstablishedOwner, signUpOwner, unchecked } from '../helpers/worker-client'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])

/** Three sizes of one photo, uploaded by the owner (as the browser does after resizing). */
async function uploadedSizes(cookie: string, widths = [480, 960, 1600]) {
  return Promise.all(
    widths.map(async (width) => {
      const response = await api(cookie).uploads.$post({ form: { file: new File([PNG], `p-${width}.png`) } })
      return { width, url: (await response.json()).url }
    }),
  )
}

const addPhoto = async (cookie: string, rvId: string, alt: string | null = null) =>
  api(cookie).rvs[':id'].photos.$post({ param: { id: rvId }, json: { variants: await uploadedSizes(cookie), alt } })

const listing = (slug: string) => api().rvs.listings[':slug'].$get({ param: { slug } })

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>

describe('listing photos', () => {
  it('stores a photo with its sizes narrowest first, the largest as its url, and mirrors the cover into the RV', async () => {
    const { owner, rv } = await ownerWithFleet()
    const response = await addPhoto(owner.cookie, rv.id, 'The front of the van')
    expect(response.status).toBe(201)
    const photo = await response.json()
    expect(photo.variants.map((variant) => variant.width)).toEqual([480, 960, 1600])
    expect(photo.url).toBe(photo.variants[2]!.url)
    expect(photo).toMatchObject({ position: 0, alt: 'The front of the van' })
    const row = await env.DB.prepare('select image_url from rvs where id = ?')
      .bind(rv.id)
      .first<{ image_url: string }>()
    expect(row?.image_url).toBe(photo.url)
  })

  it('refuses a url that is not the owner’s own upload, and another owner’s RV or photo', async () => {
    const [{ owner, rv }, stranger] = await Promise.all([ownerWithFleet(), signUpEstablishedOwner()])
    const theirs = await uploadedSizes(stranger.cookie, [480])
    const refused = await api(owner.cookie).rvs[':id'].photos.$post({
      param: { id: rv.id },
      json: { variants: theirs },
    })
    expect(refused.status).toBe(400)
    expect((await errorOf(refused)).message).toBe('Photos must be images you uploaded')
    const notMedia = await api(owner.cookie).rvs[':id'].photos.$post({
      param: { id: rv.id },
      json: { variants: [{ width: 480, url: 'https://elsewhere.example/p.jpg' }] },
    })
    expect(notMedia.status).toBe(400)
    // Another owner neither adds to, lists, describes nor removes this RV's photos.
    const photo = await (await addPhoto(owner.cookie, rv.id)).json()
    expect((await addPhoto(stranger.cookie, rv.id)).status).toBe(404)
    expect((await api(stranger.cookie).rvs[':id'].photos.$get({ param: { id: rv.id } })).status).toBe(404)
    const param = { id: rv.id, photoId: photo.id }
    expect((await api(stranger.cookie).rvs[':id'].photos[':photoId'].$delete({ param })).status).toBe(404)
    expect(
      (await api(stranger.cookie).rvs[':id'].photos[':photoId'].$patch({ param, json: { alt: 'mine' } })).status,
    ).toBe(404)
    expect(
      (await api(stranger.cookie).rvs[':id'].photos.order.$put({ param: { id: rv.id }, json: { ids: [photo.id] } }))
        .status,
    ).toBe(404)
    expect(await (await api(owner.cookie).rvs[':id'].photos.$get({ param: { id: rv.id } })).json()).toHaveLength(1)
  })

  it('takes at most 20 photos an RV, even when they arrive together', async () => {
    const { owner, rv } = await ownerWithFleet()
    const variants = await uploadedSizes(owner.cookie, [480])
    const responses = await Promise.all(
      Array.from({ length: 22 }, () =>
        api(owner.cookie).rvs[':id'].photos.$post({ param: { id: rv.id }, json: { variants } }),
      ),
    )
    expect(responses.filter((response) => response.status === 201)).toHaveLength(20)
    const refused = responses.find((response) => response.status !== 201)!
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).code).toBe('too_many_photos')
    const photos = await (await api(owner.cookie).rvs[':id'].photos.$get({ param: { id: rv.id } })).json()
    expect(photos.map((photo) => photo.position)).toEqual(Array.from({ length: 20 }, (_, index) => index))
  })

  it('reorders (the new first photo becomes the cover), refuses a stale order, and closes the gap on removal', async () => {
    const { owner, rv } = await ownerWithFleet()
    const first = await (await addPhoto(owner.cookie, rv.id)).json()
    const second = await (await addPhoto(owner.cookie, rv.id)).json()
    const third = await (await addPhoto(owner.cookie, rv.id)).json()
    const photos = api(owner.cookie).rvs[':id'].photos
    const reordered = await photos.order.$put({ param: { id: rv.id }, json: { ids: [third.id, first.id, second.id] } })
    expect(reordered.status).toBe(200)
    expect((await reordered.json()).map((photo) => photo.id)).toEqual([third.id, first.id, second.id])
    const cover = () =>
      env.DB.prepare('select image_url from rvs where id = ?')
        .bind(rv.id)
        .first<{ image_url: string | null }>()
        .then((row) => row?.image_url)
    expect(await cover()).toBe(third.url)
    // An order naming too few photos (made before another was added) changes nothing.
    const stale = await photos.order.$put({ param: { id: rv.id }, json: { ids: [first.id, second.id] } })
    expect(stale.status).toBe(409)
    expect((await (await photos.$get({ param: { id: rv.id } })).json())[0]!.id).toBe(third.id)
    expect((await photos[':photoId'].$delete({ param: { id: rv.id, photoId: third.id } })).status).toBe(204)
    const left = await (await photos.$get({ param: { id: rv.id } })).json()
    expect(left.map((photo) => [photo.id, photo.position])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ])
    expect(await cover()).toBe(first.url)
    const described = await photos[':photoId'].$patch({
      param: { id: rv.id, photoId: first.id },
      json: { alt: 'Galley' },
    })
    expect((await described.json()).alt).toBe('Galley')
  })
})

describe('GET /api/rvs/listings/:slug', () => {
  it('answers an available, listed RV with its photos, terms, pickup town and the nights taken, without renter data', async () => {
    const { owner, rv, customer, book } = await ownerWithFleet(
      {
        name: 'Dune Cruiser',
        features: ['Solar'],
        petsAllowed: true,
        instantBook: false,
        year: 2021,
        make: 'Ford',
        model: 'Transit',
      },
      { firstName: 'Secret', lastName: 'Renter', email: 'secret-renter@example.com', phone: '555-000-1111' },
    )
    expect(rv.slug).toMatch(/^dune-cruiser-[0-9a-f]{10}$/)
    await addPhoto(owner.cookie, rv.id, 'Dune Cruiser at the beach')
    expect((await book({ startDate: dayFromToday(10), endDate: dayFromToday(13), status: 'confirmed' })).status).toBe(
      201,
    )
    const response = await listing(rv.slug)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('s-maxage')
    const body = await response.json()
    expect(body).toMatchObject({
      id: rv.id,
      slug: rv.slug,
      name: 'Dune Cruiser',
      petsAllowed: true,
      instantBook: false,
      features: ['Solar'],
      year: 2021,
      pickup: { city: 'San Francisco', state: 'CA', zipCode: '94110' },
      owner: { responseRate: 100 },
      reviews: { count: 0, averages: null, newest: [] },
      terms: { policy: { name: 'moderate' } },
    })
    expect(body.photos).toHaveLength(1)
    expect(body.photos[0]!.alt).toBe('Dune Cruiser at the beach')
    // The booking's nights and a turnaround day either side (the RV's default), nothing else about it.
    expect(body.availability.taken).toEqual([{ startDate: dayFromToday(9), endDate: dayFromToday(14) }])
    expect(body.availability.from).toBe(dayFromToday(0))
    const text = JSON.stringify(body)
    for (const secret of ['Secret', 'secret-renter@example.com', '555-000-1111', customer.id])
      expect(text).not.toContain(secret)
    expect(text).not.toContain('street')
  })

  it('frees nights of a cancelled booking and counts blocks exactly', async () => {
    const { owner, rv, book } = await ownerWithFleet({ turnaroundDays: 0 })
    const booked = await (
      await book({ startDate: dayFromToday(20), endDate: dayFromToday(22), status: 'confirmed' })
    ).json()
    await env.DB.prepare(
      `insert into rv_blocks (id, owner_id, rv_id, start_date, end_date, source, label, created_at) values (?, ?, ?, ?, ?, 'maintenance', 'Oil', 0)`,
    )
      .bind(crypto.randomUUID(), owner.user.id, rv.id, dayFromToday(22), dayFromToday(24))
      .run()
    const before = await (await listing(rv.slug)).json()
    // The booking and the block meet: one range.
    expect(before.availability.taken).toEqual([{ startDate: dayFromToday(20), endDate: dayFromToday(24) }])
    await api(owner.cookie).bookings[':id'].status.$patch({ param: { id: booked.id }, json: { status: 'cancelled' } })
    const after = await (await listing(rv.slug)).json()
    expect(after.availability.taken).toEqual([{ startDate: dayFromToday(22), endDate: dayFromToday(24) }])
  })

  it('is a 404 for an unavailable RV, an unconfirmed owner’s RV and an unknown slug', async () => {
    const { rv: unavailable } = await ownerWithFleet({ available: false })
    expect((await listing(unavailable.slug)).status).toBe(404)
    const newcomer = await signUpOwner()
    const unlisted = await makeRv(newcomer.cookie)
    expect((await listing(unlisted.slug)).status).toBe(404)
    expect((await listing('no-such-rv-0123456789')).status).toBe(404)
  })

  it('keeps instant book as the owner sets it, on by default', async () => {
    const owner = await signUpEstablishedOwner()
    const rv = await makeRv(owner.cookie)
    expect(rv.instantBook).toBe(true)
    const updated = await api(owner.cookie).rvs[':id'].$put({
      param: { id: rv.id },
      json: { name: rv.name, type: rv.type, sleeps: rv.sleeps, pricePerNight: rv.pricePerNight, instantBook: false },
    })
    expect((await updated.json()).instantBook).toBe(false)
    const refused = await api(owner.cookie).rvs.$post({
      json: unchecked({ name: 'X', type: 'Class C', sleeps: 2, pricePerNight: '10.00', instantBook: 'yes' }),
    })
    expect(refused.status).toBe(400)
  })
})

describe('the listing page /rvs/<slug>', () => {
  it('renders the page in the Worker with its title, canonical link, Open Graph, JSON-LD, data and cache headers', async () => {
    const { owner, rv } = await ownerWithFleet({
      name: 'Sierra Roamer',
      description: 'Four-season rig <b>with</b> heat.',
    })
    const photo = await (await addPhoto(owner.cookie, rv.id, 'Sierra Roamer in snow')).json()
    const response = await call(`/rvs/${rv.slug}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    const html = await response.text()
    expect(html).toContain('<title>Sierra Roamer · RV Connect</title>')
    expect(html).toContain(`<link rel="canonical" href="https://rv.example/rvs/${rv.slug}">`)
    expect(html).toContain(`<meta property="og:image" content="https://rv.example${photo.url}">`)
    expect(html).toMatch(
      /<meta name="description" content="Class C Motorhome sleeping 4 in San Francisco, CA, from \$100\.00 a night/,
    )
    // The description's markup is text, escaped, in the head and the body.
    expect(html).not.toContain('<b>with</b>')
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Product',
      name: 'Sierra Roamer',
      image: [`https://rv.example${photo.url}`],
      offers: { '@type': 'Offer', price: '100.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    })
    expect(jsonLdOf(html)).not.toHaveProperty('aggregateRating')
    // The route's own markup, rendered by the SPA's components, and the data it hydrates from.
    expect(html).toContain(`data-prerendered="/rvs/${rv.slug}"`)
    expect(html).toMatch(/<h1[^>]*>Sierra Roamer<\/h1>/)
    expect(html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/)
    expect(html).toContain('More than 30 days')
    expect(html).toContain('Availability')
    const data = /<script type="application\/json" id="listing-data">(.*?)<\/script>/s.exec(html)![1]!
    expect(JSON.parse(data)).toMatchObject({ id: rv.id, slug: rv.slug })
  })

  it('serves a rendered version from the Worker’s cache, and a change to the RV, its photos or its calendar at once', async () => {
    const { owner, rv, book } = await ownerWithFleet({ name: 'Cache Cruiser' })
    const first = await call(`/rvs/${rv.slug}`)
    expect(first.headers.get('x-listing-cache')).toBe('miss')
    await first.text()
    // The cache is written after the answer: ask until it is there.
    await expect.poll(async () => (await call(`/rvs/${rv.slug}`)).headers.get('x-listing-cache')).toBe('hit')
    const etag = first.headers.get('etag')!
    expect((await call(`/rvs/${rv.slug}`, { headers: { 'if-none-match': etag } })).status).toBe(304)

    await api(owner.cookie).rvs[':id'].$put({
      param: { id: rv.id },
      json: { name: 'Cache Cruiser II', type: rv.type, sleeps: rv.sleeps, pricePerNight: '150.00' },
    })
    const renamed = await call(`/rvs/${rv.slug}`)
    expect(renamed.headers.get('x-listing-cache')).toBe('miss')
    expect(renamed.headers.get('etag')).not.toBe(etag)
    const html = await renamed.text()
    expect(html).toContain('<title>Cache Cruiser II · RV Connect</title>')
    expect(html).toContain('"price":"150.00"')

    await book({ startDate: dayFromToday(30), endDate: dayFromToday(32), status: 'confirmed' })
    const booked = await call(`/rvs/${rv.slug}`)
    expect(booked.headers.get('x-listing-cache')).toBe('miss')
    expect(await booked.text()).toContain(`"startDate":"${dayFromToday(29)}"`)

    await addPhoto(owner.cookie, rv.id, 'New cover')
    const withPhoto = await (await call(`/rvs/${rv.slug}`)).text()
    expect(withPhoto).toContain('og:image')
  })

  it('answers an unknown or unlisted slug with the 404 page and status 404', async () => {
    const { rv } = await ownerWithFleet({ available: false })
    for (const path of [`/rvs/${rv.slug}`, '/rvs/nothing-here-0000000000', '/rvs/']) {
      const response = await call(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('text/')
    }
  })
})

describe('GET /sitemap.xml', () => {
  it('lists every public listing’s absolute address, and none that renters cannot see', async () => {
    const [{ rv: listed }, { rv: unavailable }] = await Promise.all([
      ownerWithFleet(),
      ownerWithFleet({ available: false }),
    ])
    const response = await call('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain(`<loc>https://rv.example/rvs/${listed.slug}</loc>`)
    expect(xml).not.toContain(unavailable.slug)
  })
})
