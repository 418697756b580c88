/**
 * The records the XSS test fills with hostile text, every payload through each kind of field at
 * least once: one-line (names, titles, places), several lines (descriptions, notes, email content)
 * and list entries (features, amenities, tags). Made through the owner's API, and through the
 * renters' public endpoints for what renters type (a lead's name, a problem report).
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { Customer, Rv, Venue } from './api-types'
import { createBooking, createCustomer, createRv, createVenue, daysFromNow, listed } from './factories'
import { createCampaign, createIssue, createPromotion, expressInterest } from './office-factories'
import { packed, XSS_PAYLOADS as PAYLOADS } from './xss-payloads'

const half = Math.ceil(PAYLOADS.length / 2)
const halves = [PAYLOADS.slice(0, half), PAYLOADS.slice(half)]
const lines = (payloads: readonly string[]) => payloads.join('\n')
/** Hostile one-line texts of at most 100 characters (first names' limit), every payload in one. */
const oneLiners = packed(PAYLOADS, 100)

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed with ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

export type HostileRecords = Awaited<ReturnType<typeof createHostileRecords>>

/** Everything the pages will show, as the API stored it (trimmed, invisible direction marks removed). */
export async function createHostileRecords(owner: APIRequestContext, renter: APIRequestContext, tag: string) {
  const marker = `XSS ${tag}`
  // RVs, cheapest of their type so the renters' search lists them first; venues at the searched zip's
  // centre (94110), nearest of all, so the wizard shows them.
  const rvs: Rv[] = await Promise.all(
    halves.map((payloads, index) =>
      createRv(owner, {
        name: `${marker} ${packed(payloads, 100 - marker.length)[0]}`,
        type: 'Class B',
        pricePerNight: `${index + 1}.00`,
        description: lines(payloads),
        features: [...payloads],
      }),
    ),
  )
  const venues: Venue[] = await Promise.all(
    halves.map((payloads) =>
      createVenue(owner, {
        name: `${marker} ${packed(payloads, 100 - marker.length)[0]}`,
        description: lines(PAYLOADS),
        location: packed(payloads, 200)[0],
        amenities: [...payloads],
        latitude: 37.7509,
        longitude: -122.4153,
      }),
    ),
  )
  // Customers: the three one-line fields their cards show (and the address, shown only when editing),
  // and the payloads short enough to be tags (30 characters).
  const tags = PAYLOADS.filter((payload) => payload.length <= 30)
  const customerCount = Math.ceil(oneLiners.length / 3)
  const customers: Customer[] = await Promise.all(
    Array.from({ length: customerCount }, (_, index) => {
      const [firstName = 'X', lastName = 'X', city = null] = oneLiners.slice(index * 3)
      return createCustomer(owner, {
        firstName,
        lastName,
        city,
        address: city,
        email: `xss-${tag}-${index}@example.com`,
        tags: [...tags.filter((_, t) => t % customerCount === index), ...(index === 0 ? ['adventure'] : [])],
      })
    }),
  )
  const [customer] = customers as [Customer]
  const [rv] = rvs as [Rv]

  const booking = await createBooking(owner, { rvId: rv.id, customerId: customer.id, notes: lines(PAYLOADS) })
  const issue = await createIssue(owner, {
    customerId: customer.id,
    title: `${marker} ${packed(PAYLOADS, 110 - marker.length)[0]}`,
    description: lines(PAYLOADS),
  })
  // A renter's report on that booking, and a renter's interest in the RV: their own words.
  const report = await ok<{ id: string; title: string }>(
    await renter.post('/api/issues/report', {
      data: {
        bookingId: booking.id,
        email: customer.email,
        title: `${marker} ${packed(PAYLOADS.slice(half), 110 - marker.length)[0]}`,
        description: lines(PAYLOADS),
        category: 'interior',
      },
    }),
    'A renter’s report',
  )
  const leadNames = packed(PAYLOADS.slice(10), 90)
  const interest = await expressInterest(renter, {
    rvId: rv.id,
    firstName: leadNames[0],
    lastName: `${leadNames[1]} ${tag}`,
  })
  const lead = (await listed<{ id: string; customerName: string }>(await owner.get('/api/leads'))).find((row) =>
    row.customerName.endsWith(tag),
  )
  if (!lead) throw new Error(`The lead from ${interest.name} is not in the owner's list`)
  const leadNotes = await ok<{ notes: string }>(
    await owner.put(`/api/leads/${lead.id}`, { data: { notes: lines(PAYLOADS) } }),
    'Lead notes',
  )

  // An email campaign to the 'adventure' customers (sent), a web banner beside the owner's RVs, a promotion.
  const campaign = await createCampaign(owner, {
    name: `${marker} ${packed(PAYLOADS, 110 - marker.length)[0]}`,
    description: packed(PAYLOADS, 1000)[0],
    targetAudience: 'adventure_seekers',
    emailSubject: `${marker} ${packed(PAYLOADS.slice(20), 140 - marker.length)[0]}`,
    emailContent: lines(PAYLOADS),
  })
  await ok(await owner.post(`/api/campaigns/${campaign.id}/send`), 'Sending the campaign')
  const banner = await createCampaign(owner, {
    name: `${marker} banner`,
    type: 'web',
    status: 'active',
    startDate: daysFromNow(0),
    bannerTitle: packed(PAYLOADS.slice(30), 80)[0],
    bannerMessage: packed(PAYLOADS.slice(33), 200)[0],
  })
  const promotion = await createPromotion(owner, {
    name: `${marker} ${packed(PAYLOADS.slice(40), 110 - marker.length)[0]}`,
    description: packed(PAYLOADS, 500)[0],
  })
  return { marker, rvs, venues, customers, booking, issue, report, lead, leadNotes, campaign, banner, promotion }
}
