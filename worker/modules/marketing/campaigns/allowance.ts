/**
 * How many campaign emails an owner may still send: none until their email address is confirmed,
 * then the daily number their standing allows (the business module's ACCOUNT_LIMITS), less the
 * copies written in the last 24 hours.
 */
import { sql } from 'drizzle-orm'
import { AppError } from '../../../lib/errors'
import type { OwnerRequestContext } from '../../../db/owned'
import { emailConfirmed, ownerLimit } from '../../business'

const DAY_MS = 86_400_000

/** Campaign copies the owner wrote in the 24 hours before `now`. */
export const copiesLastDay = (ownerId: string, now: number) =>
  sql`(select count(*) from campaign_recipients where owner_id = ${ownerId} and created_at > ${now - DAY_MS})`

export interface Allowance {
  emailConfirmed: boolean
  /** Emails a day this account may send now. */
  dailyLimit: number
  /** What is left of it (0 when none). */
  left: number
}

export async function allowanceToday({ ctx }: { ctx: OwnerRequestContext }): Promise<Allowance> {
  const { now } = ctx
  const owner = sql`${ctx.ownerId}`
  const row = await ctx.db.get<{ confirmed: number; dailyLimit: number | null; sent: number }>(
    sql`select ${emailConfirmed(owner)} as confirmed, ${ownerLimit('campaignRecipientsPerDay', owner, now)} as dailyLimit,
        ${copiesLastDay(ctx.ownerId, now)} as sent`,
  )
  const dailyLimit = row?.dailyLimit ?? 0
  return { emailConfirmed: row?.confirmed === 1, dailyLimit, left: Math.max(0, dailyLimit - (row?.sent ?? 0)) }
}

/** The allowance of an owner who may send now; otherwise why not. */
export async function assertMaySend({ ctx }: { ctx: OwnerRequestContext }) {
  const allowance = await allowanceToday({ ctx })
  if (!allowance.emailConfirmed)
    throw new AppError(
      403,
      'email_unconfirmed',
      'Confirm your email address before sending campaigns: follow the link in the email we sent you.',
    )
  if (allowance.left === 0)
    throw new AppError(
      429,
      'daily_limit',
      `You have sent today's ${allowance.dailyLimit} campaign emails, the most your account may send in a day. Send again tomorrow to reach the rest: nobody gets it twice.`,
    )
  return allowance
}
