/**
 * Venue partners for the worker tests: signing one up, and the partner objects the route matrix,
 * the fuzz and the mass-assignment test address (a venue, a site, a closure).
 */
import { api, cookieHeader } from './worker-client'
import { created, inDays } from './matrix-objects'

/** Routes of the partner API: called as a venue partner (an owner's session gets a 403 there). */
export const isPartnerRoute = (route: string) => / \/api\/partners(\/|$)/.test(route)

let partnerCount = 0

/** Signs up a fresh venue partner (an account holding only the partner role) and returns its session cookie. */
export async function signUpPartner(
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  partnerCount += 1
  const input = {
    email: `partner${partnerCount}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    firstName: 'Pat',
    lastName: 'Ridge',
    role: 'partner' as const,
    ...overrides,
  }
  const response = await api({ headers: { 'cf-connecting-ip': `10.7.${partnerCount % 250}.1` } }).auth['sign-up'].$post(
    {
      json: input,
    },
  )
  if (response.status !== 201) throw new Error(`partner sign-up failed: ${response.status} ${await response.text()}`)
  const user = await response.json()
  return { ...input, user, cookie: cookieHeader(response, '__Host-session') }
}

export const partnerVenueBody = {
  name: 'Matrix Pines',
  location: 'Moab, UT',
  latitude: 38.57,
  longitude: -109.55,
  pricePerNight: '45.00',
  capacity: 12,
  gateInstructions: 'Gate code 2468',
  cancellationPolicy: 'moderate',
} as const

export const partnerSiteBody = {
  spotNumber: 'P1',
  size: 'large',
  maxRvLength: 35,
  amps: '50',
  water: true,
  sewer: true,
  pullThrough: false,
  pricePerNight: '40.00',
} as const

export const partnerClosureBody = () => ({ startDate: inDays(60), endDate: inDays(62), reason: 'Road works' })

/** A venue of the partner's. */
export const matrixPartnerVenue = (cookie: string) =>
  created(api(cookie).partners.venues.$post({ json: partnerVenueBody }))

/** A venue of the partner's with one site. */
export async function matrixPartnerSite(cookie: string) {
  const venue = await matrixPartnerVenue(cookie)
  const site = await created(
    api(cookie).partners.venues[':id'].sites.$post({ param: { id: venue.id }, json: partnerSiteBody }),
  )
  return { venue, site }
}

/** A venue of the partner's closed for two days. */
export async function matrixPartnerClosure(cookie: string) {
  const venue = await matrixPartnerVenue(cookie)
  const closure = await created(
    api(cookie).partners.venues[':id'].closures.$post({ param: { id: venue.id }, json: partnerClosureBody() }),
  )
  return { venue, closure }
}
