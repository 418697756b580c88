/**
 * What a campaign email's links do. Each names the recipient's copy by its random token (128 bits
 * or more, unguessable): the image counts the first open, the redirect counts the first click and
 * goes only to an address the campaign itself links to (never an open redirect), and unsubscribing
 * stops every future marketing email to that customer.
 */
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../../../db/client'
import { AppError, notFound } from '../../../lib/errors'
import { campaignLinks } from './emails'

/** A recipient's token as our emails spell it. */
export const recipientTokenSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32,64}$/, 'That link is not valid'))

/** The smallest transparent GIF: what the open-counting image answers, whoever asks. */
export const TRANSPARENT_GIF = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (char) => char.charCodeAt(0),
)

export async function recordOpen(db: Db, token: string, now: number) {
  await db.run(sql`update campaign_recipients set opened_at = ${now} where token = ${token} and opened_at is null`)
}

/**
 * Where a click goes, if `url` is one of the campaign's own links: the first click is counted
 * (and, since the image may have been blocked, counts as an open too).
 */
export async function followClick({
  db,
  token,
  url,
  appUrl,
  now,
}: {
  db: Db
  token: string
  url: string
  appUrl: string
  now: number
}) {
  const copy = await db.get<{ id: string; content: string }>(
    sql`select r.id, c.content from campaign_recipients r join campaigns c on c.id = r.campaign_id where r.token = ${token}`,
  )
  if (!copy) throw notFound('That link')
  const { emailContent = '' } = JSON.parse(copy.content) as { emailContent?: string }
  if (!campaignLinks(emailContent, appUrl).includes(url))
    throw new AppError(400, 'foreign_link', 'That address is not one of this email’s links')
  await db.run(sql`update campaign_recipients set clicked_at = coalesce(clicked_at, ${now}), opened_at = coalesce(opened_at, ${now})
                   where id = ${copy.id}`)
  return url
}

/** Marks the copy's customer unsubscribed (once; a second click changes nothing). */
export async function unsubscribe({ db, token, now }: { db: Db; token: string; now: number }) {
  const row = await db.get<{ id: string }>(
    sql`update customers set unsubscribed_at = coalesce(unsubscribed_at, ${now})
        where id = (select customer_id from campaign_recipients where token = ${token}) returning id`,
  )
  if (!row) throw new AppError(404, 'not_found', 'This unsubscribe link is not valid')
  return { unsubscribed: true as const }
}

/** The campaign (of the RV's owner) whose link a renter followed, for the booking it led to. */
export async function campaignOfClick(db: Db, token: string, ownerId: string) {
  const row = await db.get<{ campaignId: string }>(
    sql`select campaign_id as campaignId from campaign_recipients where token = ${token} and owner_id = ${ownerId} and clicked_at is not null`,
  )
  return row?.campaignId ?? null
}
