/** Email campaigns for the marketing tests: a valid campaign, creating and reading one, its recipients and delivering them. */
import { env } from 'cloudflare:workers'
import { createExecutionContext, createMessageBatch } from 'cloudflare:test'
import entry from '../../worker/index'
import { api, type Api, type JsonOf } from './worker-client'

const worker: ExportedHandler<Env> = entry
export const DAY = 86_400_000

export type CampaignInput = JsonOf<Api['campaigns']['$post']>

export const emailCampaign = (overrides: Partial<CampaignInput> = {}) => ({
  name: 'Spring getaway',
  emailSubject: 'Your spring trip',
  emailContent: 'Book now: https://blog.example.com/spring-guide and see you soon.',
  ...overrides,
})

export async function createCampaign(cookie: string, json: CampaignInput) {
  const response = await api(cookie).campaigns.$post({ json })
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`)
  return response.json()
}

export const getCampaignRow = (id: string) =>
  env.DB.prepare('select status, content from campaigns where id = ?')
    .bind(id)
    .first<{ status: string }>()
    .then((row) => row!)

export const getCampaign = (cookie: string, id: string) =>
  api(cookie)
    .campaigns[':id'].$get({ param: { id } })
    .then((r) => r.json())

/** A booking of the owner's RV that a renter paid for (the provider confirmed it): what grows an account's standing. */
export async function paidBooking(ownerId: string, rvId: string) {
  const customer = crypto.randomUUID()
  await env.DB.batch([
    env.DB.prepare('insert into customers (id, owner_id, email, created_at) values (?, ?, ?, ?)').bind(
      customer,
      ownerId,
      `${customer}@example.com`,
      Date.now(),
    ),
    env.DB.prepare(
      `insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, payment_status, created_at, updated_at)
       values (?, ?, ?, ?, '2031-01-01', '2031-01-03', 20000, 'confirmed', 'succeeded', ?, ?)`,
    ).bind(crypto.randomUUID(), ownerId, customer, rvId, Date.now(), Date.now()),
  ])
}

/** Runs the queue consumer over these notification ids, as the EMAILS queue would deliver them (local outbox). */
export async function deliver(ids: string[]) {
  const batch = createMessageBatch(
    'rv-connect-emails',
    ids.map((notificationId, index) => ({
      id: `m${index}`,
      timestamp: new Date(),
      attempts: 1,
      body: { notificationId },
    })),
  )
  await worker.queue!(batch, env, createExecutionContext())
}

export const recipientsOf = (campaignId: string) =>
  env.DB.prepare(
    `select r.token, r.notification_id as notificationId, c.email, n.text_content as text, n.content as html
     from campaign_recipients r join customers c on c.id = r.customer_id join notifications n on n.id = r.notification_id
     where r.campaign_id = ? order by c.email`,
  )
    .bind(campaignId)
    .all<{ token: string; notificationId: string; email: string; text: string; html: string }>()
    .then((result) => result.results)
