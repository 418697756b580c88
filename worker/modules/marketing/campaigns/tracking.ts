/**
 * What a campaign email's links do. Each names the recipient's copy by its random token (128 bits
 * or more, unguessable): the image counts the first open, the redirect counts the first click and
 * goes only to one of the links of that email, named by its place (never an open redirect), and
 * unsubscribing stops every future marketing email of that owner to that address.
 */
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { foundOr404, type RequestContext } from '../../../db/owned'
import { runBatch } from '../../../db/batch'
import { AppError } from '../../../lib/errors'
import { campaignLinks } from './emails'

/** A recipient's token as our emails spell it. */
export const recipientTokenSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32,64}$/, 'That link is not valid'))

/** The smallest transparent GIF: what the open-counting image answers, whoever asks. */
export const TRANSPARENT_GIF = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (char) => char.charCodeAt(0),
)

export async function recordOpen({
  ctx: { db, now },
  input: { token },
}: {
  ctx: RequestContext
  input: { token: string }
}) {
  await db.run(sql`update campaign_recipients set opened_at = ${now} where token = ${token} and opened_at is null`)
}

/**
 * Which of the email's links a click follows: `link`, its place among them, or, in emails sent
 * before links were numbered, `url`, its address (which must be one of them).
 */
export const clickQuerySchema = v.union(
  [
    v.object({
      link: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'That link is not valid'), v.transform(Number)),
    }),
    v.object({ url: v.pipe(v.string(), v.maxLength(2048, 'That link is not valid')) }),
  ],
  'That link is not valid',
)

/**
 * Where a click goes: the email's own link it names. The first click is counted (and, since the
 * image may have been blocked, counts as an open too).
 */
export async function followClick({
  ctx: { db, now, appUrl },
  input: { token, ...link },
}: {
  ctx: RequestContext & { appUrl: string }
  input: v.InferOutput<typeof clickQuerySchema> & { token: string }
}) {
  const copy = await foundOr404(
    db.get<{ id: string; content: string } | undefined>(
      sql`select r.id, c.content from campaign_recipients r join campaigns c on c.id = r.campaign_id where r.token = ${token}`,
    ),
    'That link',
  )
  const { emailContent = '' } = JSON.parse(copy.content) as { emailContent?: string }
  const links = campaignLinks(emailContent, appUrl)
  const url = 'link' in link ? links[link.link] : links.find((own) => own === link.url)
  if (url === undefined) throw new AppError(400, 'foreign_link', 'That address is not one of this email’s links')
  await db.run(sql`update campaign_recipients set clicked_at = coalesce(clicked_at, ${now}), opened_at = coalesce(opened_at, ${now})
                   where id = ${copy.id}`)
  return url
}

/**
 * Unsubscribes the address the copy was sent to from its owner's marketing email, and marks the
 * customer unsubscribed (once; a second click changes nothing). The address is what is kept:
 * renaming the customer's email and adding the address again does not bring it back.
 */
export async function unsubscribe({
  ctx: { db, now },
  input: { token },
}: {
  ctx: RequestContext
  input: { token: string }
}) {
  const copy = sql`campaign_recipients r join customers c on c.id = r.customer_id left join notifications n on n.id = r.notification_id
    where r.token = ${token}`
  const [, marked] = await runBatch(db, [
    sql`insert into marketing_unsubscribes (owner_id, email, created_at)
        select r.owner_id, lower(coalesce(n.email, c.email)), ${now} from ${copy} on conflict do nothing`,
    sql`update customers set unsubscribed_at = coalesce(unsubscribed_at, ${now})
        where id = (select r.customer_id from ${copy}) returning id`,
  ])
  if (marked?.results.length !== 1) throw new AppError(404, 'not_found', 'This unsubscribe link is not valid')
  return { unsubscribed: true as const }
}
