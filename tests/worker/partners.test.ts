/**
 * The partner API: a venue partner's venues, sites, closures, site calendar, bookings and earnings,
 * each scoped to the partner (another partner's ids are 404s) and checked on the way in.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { created, inDays, matrixCustomer, matrixRv } from '../helpers/matrix-objects'
import { matrixPartnerSite, partnerSiteBody, partnerVenueBody, signUpPartner } from '../helpers/partners'
import { api, errorOf, signUpOwner } from '../helpers/worker-client'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])

/** A booking of an owner's RV at the partner's site, written as the bookings module would have. */
async function stayAt(
  site: { id: string; venueId: string },
  stay: { startDate: string; endDate: string; status?: string; paymentStatus?: string; heldUntil?: number | null },
) {
  const owner = await signUpOwner()
  const [rv, customer] = await Promise.all([
    created(api(owner.cookie).rvs.$post({ json: { ...matrixRv, name: 'Big Sky 34' } })),
    matrixCustomer(owner.cookie),
  ])
  const id = crypto.randomUUID()
  await env.DB.prepare(
    `insert into bookings (id, owner_id, customer_id, rv_id, venue_id, parking_spot_id, start_date, end_date,
       total_price_cents, status, payment_status, held_until, arrival_window, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 10000, ?, ?, ?, '14:00-16:00', ?, ?)`,
  )
    .bind(
      id,
      owner.user.id,
      customer.id,
      rv.id,
      site.venueId,
      site.id,
      stay.startDate,
      stay.endDate,
      stay.status ?? 'confirmed',
      stay.paymentStatus ?? 'succeeded',
      stay.heldUntil ?? null,
      Date.now(),
      Date.now(),
    )
    .run()
  return { id, customer, rv }
}

describe('partner venues and sites', () => {
  it('creates, lists, reads and updates venues listed by the partner, refusing bad input with field errors', async () => {
    const partner = await signUpPartner()
    const client = api(partner.cookie).partners.venues
    const { gateInstructions: _gate, cancellationPolicy: _policy, ...plain } = partnerVenueBody
    const venue = await created(client.$post({ json: plain }))
    expect(venue).toMatchObject({
      name: 'Matrix Pines',
      listedBy: 'partner',
      cancellationPolicy: 'moderate',
      gateInstructions: null,
    })
    const row = await env.DB.prepare('select owner_id, listed_by from venues where id = ?')
      .bind(venue.id)
      .first<{ owner_id: string; listed_by: string }>()
    expect(row).toEqual({ owner_id: partner.user.id, listed_by: 'partner' })

    const updated = await client[':id'].$put({
      param: { id: venue.id },
      json: { ...partnerVenueBody, name: 'Pine Cove', cancellationPolicy: 'strict' },
    })
    expect(await updated.json()).toMatchObject({
      name: 'Pine Cove',
      cancellationPolicy: 'strict',
      gateInstructions: 'Gate code 2468',
    })
    expect(await (await client[':id'].$get({ param: { id: venue.id } })).json()).toMatchObject({ name: 'Pine Cove' })
    const page = await (await client.$get({ query: { limit: '10' } })).json()
    expect(page.items.map(({ id }) => id)).toEqual([venue.id])

    for (const [body, field] of [
      [{ ...partnerVenueBody, name: '' }, 'name'],
      [{ ...partnerVenueBody, cancellationPolicy: 'lenient' }, 'cancellationPolicy'],
      [{ ...partnerVenueBody, gateInstructions: 'x'.repeat(1001) }, 'gateInstructions'],
      [{ ...partnerVenueBody, latitude: 91 }, 'latitude'],
    ] as const) {
      const refused = await client.$post({ json: body as typeof partnerVenueBody })
      expect(refused.status, field).toBe(400)
      expect((await errorOf(refused)).fields, field).toHaveProperty(field)
    }

    // Another partner, and an owner's venue, are out of reach.
    const stranger = await signUpPartner()
    expect((await api(stranger.cookie).partners.venues[':id'].$get({ param: { id: venue.id } })).status).toBe(404)
    const owner = await signUpOwner()
    const ownersVenue = await created(
      api(owner.cookie).venues.$post({
        json: { name: 'Own', location: 'Moab, UT', pricePerNight: '10.00', capacity: 2 },
      }),
    )
    expect((await client[':id'].$get({ param: { id: ownersVenue.id } })).status).toBe(404)
    expect((await client[':id'].sites.$get({ param: { id: ownersVenue.id } })).status).toBe(404)
  })

  it('manages sites with their fit fields, taking amps as 30, 50, "30", "50" or none', async () => {
    const partner = await signUpPartner()
    const { venue, site } = await matrixPartnerSite(partner.cookie)
    expect(site).toMatchObject({
      spotNumber: 'P1',
      maxRvLength: 35,
      amps: 50,
      water: true,
      sewer: true,
      pullThrough: false,
      pricePerNight: '40.00',
    })
    const sites = api(partner.cookie).partners.venues[':id'].sites
    const add = (json: Record<string, unknown>) => sites.$post({ param: { id: venue.id }, json: json as never })
    const small = await created(
      add({ spotNumber: 'P2', size: 'small', maxRvLength: '24', amps: '30', pricePerNight: '25.00' }),
    )
    expect(small).toMatchObject({
      maxRvLength: 24,
      amps: 30,
      water: false,
      sewer: false,
      pullThrough: false,
      available: true,
    })
    const bare = await created(
      add({ spotNumber: 'P3', size: 'medium', amps: '', maxRvLength: '', pricePerNight: '15.00' }),
    )
    expect(bare).toMatchObject({ amps: null, maxRvLength: null })
    const stored = await env.DB.prepare('select owner_id, amps from parking_spots where id = ?')
      .bind(small.id)
      .first<{ owner_id: string; amps: number }>()
    expect(stored).toEqual({ owner_id: partner.user.id, amps: 30 })

    for (const [json, field] of [
      [{ ...partnerSiteBody, spotNumber: 'X1', amps: 40 }, 'amps'],
      [{ ...partnerSiteBody, spotNumber: 'X1', amps: '20' }, 'amps'],
      [{ ...partnerSiteBody, spotNumber: 'X1', maxRvLength: 70 }, 'maxRvLength'],
      [{ ...partnerSiteBody, spotNumber: 'X1', maxRvLength: 'long' }, 'maxRvLength'],
      [{ ...partnerSiteBody, spotNumber: 'X1', water: 'yes' }, 'water'],
      [{ ...partnerSiteBody, spotNumber: '' }, 'spotNumber'],
    ] as const) {
      const refused = await add(json)
      expect(refused.status, JSON.stringify(json)).toBe(400)
      expect((await errorOf(refused)).fields, field).toHaveProperty(field)
    }
    const duplicate = await add({ ...partnerSiteBody })
    expect(duplicate.status).toBe(409)
    expect(await errorOf(duplicate)).toMatchObject({ code: 'duplicate_site' })

    const one = sites[':siteId']
    const changed = await one.$put({
      param: { id: venue.id, siteId: small.id },
      json: { ...partnerSiteBody, spotNumber: 'P2', amps: 50, available: false },
    })
    expect(await changed.json()).toMatchObject({ amps: 50, available: false })
    expect((await one.$put({ param: { id: venue.id, siteId: small.id }, json: { ...partnerSiteBody } })).status).toBe(
      409,
    )
    expect((await sites.$get({ param: { id: venue.id } })).status).toBe(200)
    expect((await (await sites.$get({ param: { id: venue.id } })).json()).map(({ spotNumber }) => spotNumber)).toEqual([
      'P1',
      'P2',
      'P3',
    ])

    // Another partner reaches neither the venue's sites nor one site through their own venue.
    const stranger = await signUpPartner()
    const theirs = await matrixPartnerSite(stranger.cookie)
    const strangerSites = api(stranger.cookie).partners.venues[':id'].sites
    expect((await strangerSites.$get({ param: { id: venue.id } })).status).toBe(404)
    expect((await strangerSites[':siteId'].$delete({ param: { id: theirs.venue.id, siteId: bare.id } })).status).toBe(
      404,
    )
    expect((await one.$delete({ param: { id: venue.id, siteId: bare.id } })).status).toBe(204)
    expect((await one.$delete({ param: { id: venue.id, siteId: bare.id } })).status).toBe(404)

    // A site with a booking keeps it: deleting it is refused.
    await stayAt(site, { startDate: inDays(10), endDate: inDays(12) })
    const kept = await one.$delete({ param: { id: venue.id, siteId: site.id } })
    expect(kept.status).toBe(409)
    expect(await errorOf(kept)).toMatchObject({ code: 'site_has_bookings' })
  })

  it('uploads a venue photo under the partner and takes it as the venue image', async () => {
    const partner = await signUpPartner()
    const upload = await created(
      api(partner.cookie).partners.photos.$post({ form: { file: new File([PNG], 'venue.png') } }),
    )
    expect(upload.url).toMatch(new RegExp(`^/media/owners/${partner.user.id}/`))
    const venue = await created(
      api(partner.cookie).partners.venues.$post({ json: { ...partnerVenueBody, imageUrl: upload.url } }),
    )
    expect(venue.imageUrl).toBe(upload.url)
  })
})

describe('closures and the site calendar', () => {
  it('validates closures, scopes their site to the venue and lists those to come', async () => {
    const partner = await signUpPartner()
    const { venue, site } = await matrixPartnerSite(partner.cookie)
    const other = await matrixPartnerSite(partner.cookie)
    const closures = api(partner.cookie).partners.venues[':id'].closures
    const close = (json: Record<string, unknown>) => closures.$post({ param: { id: venue.id }, json: json as never })

    const whole = await created(close({ startDate: inDays(5), endDate: inDays(7), reason: 'Festival' }))
    expect(whole).toMatchObject({ venueId: venue.id, siteId: null, reason: 'Festival' })
    const one = await created(close({ startDate: inDays(8), endDate: inDays(9), siteId: site.id }))
    expect(one.siteId).toBe(site.id)

    for (const [json, field] of [
      [{ startDate: inDays(5), endDate: inDays(5) }, 'endDate'],
      [{ startDate: inDays(6), endDate: inDays(5) }, 'endDate'],
      [{ startDate: '2027-02-30', endDate: '2027-03-02' }, 'startDate'],
      [{ startDate: inDays(-5), endDate: inDays(-2) }, 'endDate'],
      [{ startDate: inDays(700), endDate: inDays(800) }, 'endDate'],
      [{ startDate: `${inDays(5)}T00:00:00Z`, endDate: inDays(6) }, 'startDate'],
    ] as const) {
      const refused = await close(json)
      expect(refused.status, JSON.stringify(json)).toBe(400)
      expect((await errorOf(refused)).fields, JSON.stringify(json)).toHaveProperty(field)
    }
    // A site of another venue (the partner's own, or another partner's) is not this venue's.
    expect((await close({ startDate: inDays(5), endDate: inDays(6), siteId: other.site.id })).status).toBe(404)
    const stranger = await matrixPartnerSite((await signUpPartner()).cookie)
    expect((await close({ startDate: inDays(5), endDate: inDays(6), siteId: stranger.site.id })).status).toBe(404)

    const listed = await (await closures.$get({ param: { id: venue.id } })).json()
    expect(listed.map(({ id }) => id)).toEqual([whole.id, one.id])
    const remove = closures[':closureId'].$delete
    expect((await remove({ param: { id: other.venue.id, closureId: whole.id } })).status).toBe(404)
    expect((await remove({ param: { id: venue.id, closureId: whole.id } })).status).toBe(204)
    expect((await (await closures.$get({ param: { id: venue.id } })).json()).map(({ id }) => id)).toEqual([one.id])
  })

  it('shows each night free, booked by the one occupancy rule, or closed', async () => {
    const partner = await signUpPartner()
    const { venue, site } = await matrixPartnerSite(partner.cookie)
    const second = await created(
      api(partner.cookie).partners.venues[':id'].sites.$post({
        param: { id: venue.id },
        json: { ...partnerSiteBody, spotNumber: 'P2' },
      }),
    )
    const from = inDays(30)
    const day = (offset: number) => inDays(30 + offset)
    // Paid: booked. An unpaid hold still alive: booked. A lapsed hold and a cancelled stay: free.
    await stayAt(site, { startDate: day(0), endDate: day(2) })
    await stayAt(second, {
      startDate: day(1),
      endDate: day(2),
      paymentStatus: 'pending',
      heldUntil: Date.now() + 600_000,
    })
    await stayAt(second, { startDate: day(3), endDate: day(5), paymentStatus: 'pending', heldUntil: Date.now() - 1000 })
    await stayAt(site, { startDate: day(3), endDate: day(4), status: 'cancelled', paymentStatus: 'refunded' })
    const closures = api(partner.cookie).partners.venues[':id'].closures
    await created(closures.$post({ param: { id: venue.id }, json: { startDate: day(5), endDate: day(6) } }))
    await created(
      closures.$post({ param: { id: venue.id }, json: { startDate: day(6), endDate: day(7), siteId: second.id } }),
    )

    const calendar = api(partner.cookie).partners.venues[':id'].calendar
    const response = await calendar.$get({ param: { id: venue.id }, query: { from, days: '7' } })
    expect(response.status).toBe(200)
    const { days, sites } = await response.json()
    expect(days).toEqual([0, 1, 2, 3, 4, 5, 6].map(day))
    expect(sites).toEqual([
      { id: site.id, spotNumber: 'P1', nights: ['booked', 'booked', 'free', 'free', 'free', 'closed', 'free'] },
      { id: second.id, spotNumber: 'P2', nights: ['free', 'booked', 'free', 'free', 'free', 'closed', 'closed'] },
    ])

    for (const query of [{ from, days: '63' }, { from, days: '0' }, { from: '2027-13-01' }, { from, days: 'x' }])
      expect((await calendar.$get({ param: { id: venue.id }, query })).status, JSON.stringify(query)).toBe(400)
    const stranger = await signUpPartner()
    expect(
      (await api(stranger.cookie).partners.venues[':id'].calendar.$get({ param: { id: venue.id }, query: {} })).status,
    ).toBe(404)
  })
})

describe('partner bookings and earnings', () => {
  it("lists the stays at the partner's sites, with the renter's contact only once paid", async () => {
    const partner = await signUpPartner()
    const { venue, site } = await matrixPartnerSite(partner.cookie)
    const paid = await stayAt(site, { startDate: inDays(20), endDate: inDays(23) })
    const held = await stayAt(site, {
      startDate: inDays(25),
      endDate: inDays(26),
      paymentStatus: 'pending',
      heldUntil: Date.now() + 600_000,
    })
    await stayAt(site, {
      startDate: inDays(27),
      endDate: inDays(28),
      paymentStatus: 'pending',
      heldUntil: Date.now() - 1000,
    })

    const bookings = api(partner.cookie).partners.bookings
    const page = await (await bookings.$get({ query: {} })).json()
    expect(page.items.map(({ id }) => id).sort()).toEqual([paid.id, held.id].sort())
    const paidItem = page.items.find(({ id }) => id === paid.id)!
    expect(paidItem).toMatchObject({
      venueId: venue.id,
      venueName: 'Matrix Pines',
      siteId: site.id,
      siteNumber: 'P1',
      rvName: 'Big Sky 34',
      startDate: inDays(20),
      endDate: inDays(23),
      arrivalWindow: '14:00-16:00',
      status: 'confirmed',
      paymentStatus: 'succeeded',
      renter: { name: 'M C', email: paid.customer.email, phone: null },
    })
    expect(page.items.find(({ id }) => id === held.id)!.renter).toBeNull()

    // One at a time, by cursor, the same two.
    const first = await (await bookings.$get({ query: { limit: '1' } })).json()
    const second = await (await bookings.$get({ query: { limit: '1', cursor: first.nextCursor! } })).json()
    expect([...first.items, ...second.items].map(({ id }) => id).sort()).toEqual([paid.id, held.id].sort())
    expect(second.nextCursor).toBeNull()

    const stranger = await signUpPartner()
    expect((await (await api(stranger.cookie).partners.bookings.$get({ query: {} })).json()).items).toEqual([])
  })

  it('adds up earnings per month of the stays, in decimal strings, for this partner only', async () => {
    const partner = await signUpPartner()
    const { venue, site } = await matrixPartnerSite(partner.cookie)
    const stranger = await signUpPartner()
    const earn = async (partnerId: string, stayStart: string, nights: number, gross: number, refunded: number) => {
      const { id } = await stayAt(site, { startDate: stayStart, endDate: inDays(400) })
      await env.DB.prepare(
        `insert into partner_earnings (booking_id, partner_id, venue_id, site_id, stay_start, nights, gross_cents, refunded_cents, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
        .bind(id, partnerId, venue.id, site.id, stayStart, nights, gross, refunded, Date.now())
        .run()
    }
    await earn(partner.user.id, '2027-03-02', 3, 12_000, 0)
    await earn(partner.user.id, '2027-03-28', 2, 8_050, 4_025)
    await earn(partner.user.id, '2027-04-01', 1, 4_000, 4_000)
    await earn(stranger.user.id, '2027-03-10', 5, 99_900, 0)

    const earnings = await (await api(partner.cookie).partners.earnings.$get()).json()
    expect(earnings).toEqual({
      months: [
        { month: '2027-04', bookings: 1, nights: 1, gross: '40.00', refunded: '40.00', net: '0.00' },
        { month: '2027-03', bookings: 2, nights: 5, gross: '200.50', refunded: '40.25', net: '160.25' },
      ],
    })
    expect(await (await api((await signUpPartner()).cookie).partners.earnings.$get()).json()).toEqual({ months: [] })
  })
})
