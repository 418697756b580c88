/**
 * Venue partner test data, made through the API like factories.ts: a partner account (sign-up with
 * the partner role), and a campground of theirs with sites. Each takes an `APIRequestContext` on the
 * app's origin; after `createPartner` it carries the partner's session.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { PartnerSite, PartnerVenue, PartnerVenueInput, SiteInput } from '../../worker/modules/partners/schemas'
import type { CurrentUser } from './api-types'
import { uniqueTag } from './factories'

async function created<T>(response: APIResponse, what: string): Promise<T> {
  if (response.status() !== 201)
    throw new Error(`Creating ${what} failed with ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

export interface Partner extends CurrentUser {
  password: string
}

/** Signs a new venue partner up: `request` then carries their session (acting as the partner). */
export async function createPartner(request: APIRequestContext): Promise<Partner> {
  const tag = uniqueTag()
  const input = {
    role: 'partner' as const,
    email: `partner-${tag}@example.com`,
    password: `e2e partner password ${tag}`,
    firstName: 'Pat',
    lastName: `Pines ${tag}`,
  }
  const user = await created<CurrentUser>(await request.post('/api/auth/sign-up', { data: input }), 'a partner')
  return { ...user, password: input.password }
}

export interface PartnerVenueWithSites {
  venue: PartnerVenue
  sites: PartnerSite[]
}

/**
 * One of the signed-in partner's campgrounds with `sites` (two unless told: 'A1' taking RVs up to
 * 30 ft at $20 a night, 'B2' up to 40 ft at $30, both with 30 amp and water), at `latitude`/`longitude`.
 */
export async function createPartnerVenue(
  request: APIRequestContext,
  venue: Partial<PartnerVenueInput> & Pick<PartnerVenueInput, 'latitude' | 'longitude'>,
  sites: Partial<SiteInput>[] = [
    { spotNumber: 'A1', maxRvLength: 30, pricePerNight: '20.00' },
    { spotNumber: 'B2', maxRvLength: 40, pricePerNight: '30.00' },
  ],
): Promise<PartnerVenueWithSites> {
  const input: PartnerVenueInput = {
    name: `E2E Pine Cove ${uniqueTag()}`,
    location: 'Somewhere, USA',
    pricePerNight: '25.00',
    capacity: 20,
    amenities: ['Showers'],
    gateInstructions: 'Gate code 2468, then follow the pines to your site.',
    cancellationPolicy: 'flexible',
    ...venue,
  }
  const made = await created<PartnerVenue>(
    await request.post('/api/partners/venues', { data: input }),
    `the partner venue ${input.name}`,
  )
  const madeSites: PartnerSite[] = []
  // One at a time, so the sites are made in the order given.
  for (const site of sites) {
    const siteInput: SiteInput = {
      spotNumber: 'S1',
      size: 'large',
      amps: 30,
      water: true,
      pricePerNight: '25.00',
      ...site,
    }
    madeSites.push(
      await created<PartnerSite>(
        await request.post(`/api/partners/venues/${made.id}/sites`, { data: siteInput }),
        `the site ${siteInput.spotNumber}`,
      ),
    )
  }
  return { venue: made, sites: madeSites }
}
