/**
 * Objects the route matrix builds for an owner through the real API (an RV, a customer, a lead, a
 * campaign), shared by the owned-object factories and the referencing-body factories.
 */
import { env } from 'cloudflare:workers'
import { api } from './worker-client'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'

/** What a create call answered, or an error naming its status and body. */
export async function created<T>(request: Promise<{ status: number; json(): Promise<T>; text(): Promise<string> }>) {
  const response = await request
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`)
  return response.json()
}

export const matrixRv = { name: 'Matrix RV', type: 'Class B', sleeps: 2, pricePerNight: '99.00' } as const

/** A customer of the owner's with a unique email. */
export const matrixCustomer = (cookie: string) =>
  created(
    api(cookie).customers.$post({
      json: { firstName: 'M', lastName: 'C', email: `${crypto.randomUUID()}@example.com` },
    }),
  )

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const matrixVenueBody = {
  name: 'Matrix Venue',
  location: 'Moab, UT',
  pricePerNight: '30.00',
  capacity: 10,
} as const

/** A venue of the owner's. */
export const matrixVenue = (cookie: string) => created(api(cookie).venues.$post({ json: matrixVenueBody }))

/**
 * A booking by the owner of a new RV for a customer (a new one unless given), three to five days
 * from now; `status` as the owner sets it (pending unless given).
 */
export async function matrixBooking(
  cookie: string,
  { customerId, status }: { customerId?: string; status?: 'pending' | 'confirmed' } = {},
) {
  const [rv, customer] = await Promise.all([
    created(api(cookie).rvs.$post({ json: matrixRv })),
    customerId ? { id: customerId } : matrixCustomer(cookie),
  ])
  const json = { rvId: rv.id, customerId: customer.id, startDate: inDays(3), endDate: inDays(5), status }
  const booking = await created(api(cookie).bookings.$post({ json }))
  return { rv, customer, booking }
}

let interestClient = 0

/** A lead on a new RV of the owner's, as a renter's 'Express Interest' makes one. */
export async function matrixLead(cookie: string) {
  const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
  const interest = await api().leads.generate.$post(
    {
      json: {
        rvId: rv.id,
        firstName: 'Matrix',
        lastName: 'Lead',
        email: `${crypto.randomUUID()}@example.com`,
        requestedStartDate: inDays(20),
        requestedEndDate: inDays(22),
        botCheckToken: TEST_BOT_CHECK_TOKEN,
      },
    },
    { headers: { 'cf-connecting-ip': `198.21.0.${++interestClient}` } },
  )
  if (interest.status !== 201) throw new Error(`lead: ${interest.status} ${await interest.text()}`)
  const lead = await env.DB.prepare('select id from leads where rv_id = ?').bind(rv.id).first<{ id: string }>()
  return lead!
}

/** The fee of a lead whose renter's confirmation the email provider refused for good: its owner may dispute it. */
export async function matrixBouncedFee(cookie: string) {
  const lead = await matrixLead(cookie)
  await env.DB.prepare(
    "update notifications set status = 'failed', send_started_at = null where id = (select confirmation_notification_id from leads where id = ?)",
  )
    .bind(lead.id)
    .run()
  const fee = await env.DB.prepare('select id from business_payments where lead_id = ?')
    .bind(lead.id)
    .first<{ id: string }>()
  return fee!
}

export const matrixCampaign = (cookie: string) =>
  created(
    api(cookie).campaigns.$post({
      json: {
        name: 'Matrix campaign',
        emailSubject: 'Matrix',
        emailContent: 'Hello from the matrix',
      },
    }),
  )

/** Pricing: an RV's rate rules, a season (two months out, so it overlaps nothing of a new RV), an owner's taxes. */
export const matrixRatesBody = { weeklyRate: '600.00', minNights: 2, noTurnoverDays: [0] }
export const matrixSeasonBody = {
  name: 'Matrix season',
  startDate: inDays(60),
  endDate: inDays(70),
  nightlyRate: '150.00',
}
export const matrixSettingsBody = { taxName: 'Matrix tax', taxRate: '8.875', taxableRental: true }

/** A season of a new RV of the owner's. */
export async function matrixSeason(cookie: string) {
  const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
  const season = await created(
    api(cookie).pricing.rvs[':rvId'].seasons.$post({ param: { rvId: rv.id }, json: matrixSeasonBody }),
  )
  return { rv, season }
}

/** An add-on of the owner's offered with a new RV of theirs, and the body that made it. */
export async function matrixAddOn(cookie: string) {
  const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
  const body = { name: 'Matrix add-on', price: '25.00', unit: 'per_stay', allRvs: false, rvIds: [rv.id] } as const
  const addOn = await created(api(cookie).pricing['add-ons'].$post({ json: { ...body, rvIds: [...body.rvIds] } }))
  return { rv, addOn, body }
}

/** A 1-pixel PNG's leading bytes: what the upload route sniffs. */
const MATRIX_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])

/** The owner's RV with one listing photo, and a valid new photo body (an upload of theirs). */
export async function matrixRvPhoto(cookie: string) {
  const rv = await created(api(cookie).rvs.$post({ json: matrixRv }))
  const upload = await created(api(cookie).uploads.$post({ form: { file: new File([MATRIX_PNG], 'matrix.png') } }))
  const body = { variants: [{ width: 480, url: upload.url }], alt: 'Matrix photo' }
  const photo = await created(api(cookie).rvs[':id'].photos.$post({ param: { id: rv.id }, json: body }))
  return { rv, photo, body }
}
