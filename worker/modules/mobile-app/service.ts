/**
 * 'Send Link': texts the app's download page to a number, at most a few times a day per number
 * (the per-minute limits are the route's), and records where each message went.
 */
import { and, count, eq, gt } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { textMessages } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { MobileNumber } from './phone-number'
import type { SendLinkResult } from './schemas'
import type { SmsProvider } from './sms'

const DAY_MS = 86_400_000

/** Texts one number may get a day: enough to ask again, too few to spam someone with. */
export const LINKS_PER_NUMBER_PER_DAY = 3

/** `ctx`: where texts go, and the app's name and address the text gives. */
export async function sendAppLink({
  ctx: { db, now, sms, appUrl, appName },
  input: { number },
}: {
  ctx: RequestContext & { sms: SmsProvider; appUrl: string; appName: string }
  input: { number: MobileNumber }
}): Promise<SendLinkResult> {
  const [sentToday] = await db
    .select({ n: count() })
    .from(textMessages)
    .where(and(eq(textMessages.toPhone, number.e164), gt(textMessages.createdAt, now - DAY_MS)))
  if ((sentToday?.n ?? 0) >= LINKS_PER_NUMBER_PER_DAY)
    throw new AppError(429, 'rate_limited', 'This number has had the link several times today. Please try tomorrow.')
  const body = `${appName}: get the app at ${appUrl}/mobile-app`
  const { messageId } = await sms.send({ to: number.e164, body })
  await db.insert(textMessages).values({
    toPhone: number.e164,
    body,
    provider: sms.name,
    providerMessageId: messageId,
    createdAt: now,
  })
  return { mode: sms.name === 'twilio' ? 'twilio' : 'test', to: number.display }
}
