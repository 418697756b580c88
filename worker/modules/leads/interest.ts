/**
 * 'Express Interest' (spec §5): a renter's interest in an RV becomes a lead for the RV's real owner,
 * with the customer (found or created under that owner by email), the lead fee, the owner's email
 * and the renter's confirmation, all in one batch. Every answer says what happened: a lead written,
 * one already written for the same email and RV within 24 hours (even when both arrive at once:
 * each batch is one transaction and checks for the other's lead), or a refusal.
 */
import { eq, sql } from 'drizzle-orm'
import { foundOr404, type RequestContext } from '../../db/owned'
import { rvs, users } from '../../db/schema'
import { runBatch } from '../../db/batch'
import { AppError } from '../../lib/errors'
import { addDays, utcDay } from '../../lib/shared/dates'
import { MAX_DAYS_AHEAD } from '../bookings'
import { quoteBooking } from '../bookings/rules/pricing'
import type { Mailer } from '../../lib/email/mailer'
import type { LeadDetails } from './emails'
import { LEAD_FEE_CENTS, NEW_RENTER_LEADS_PER_RV_PER_DAY, type ExpressInterestData } from './schemas'

const DAY_MS = 86_400_000

const invalidPickup = (message: string) =>
  new AppError(400, 'invalid_input', message, { requestedStartDate: [message] })

/**
 * A fee is owed only for a stay the owner could still sell: from today (judged generously by one
 * day, as bookings are, since the renter's today may be UTC's yesterday) to the booking window's end.
 */
function assertSellableStay(input: Pick<ExpressInterestData, 'requestedStartDate'>, now: number) {
  const today = utcDay(now)
  if (input.requestedStartDate < addDays(today, -1)) throw invalidPickup('Pickup date cannot be before today')
  if (input.requestedStartDate > addDays(today, MAX_DAYS_AHEAD))
    throw invalidPickup('Pickup date must be within 2 years from today')
}

const busyRv = () =>
  new AppError(
    429,
    'rv_lead_limit',
    'This RV has had many enquiries today. Please try again tomorrow, or book it directly.',
  )

export async function expressInterest({
  ctx: { db, mailer, now },
  input,
}: {
  ctx: RequestContext & { mailer: Mailer }
  input: Omit<ExpressInterestData, 'botCheckToken'>
}): Promise<{ registered: true }> {
  assertSellableStay(input, now)
  const rv = await foundOr404(
    db
      .select({
        id: rvs.id,
        name: rvs.name,
        ownerId: rvs.ownerId,
        pricePerNightCents: rvs.pricePerNightCents,
        ownerEmail: users.email,
        ownerFirstName: users.firstName,
      })
      .from(rvs)
      .innerJoin(users, eq(users.id, rvs.ownerId))
      .where(eq(rvs.id, input.rvId))
      .get(),
    'That RV',
  )

  const estimate = quoteBooking({
    startDate: input.requestedStartDate,
    endDate: input.requestedEndDate,
    rv,
    venue: null,
    delivery: null,
  })
  const leadId = crypto.randomUUID()
  const since = now - DAY_MS
  const customerId = sql`(select id from customers where owner_id = ${rv.ownerId} and email = ${input.email})`
  const repeat = sql`exists (select 1 from leads where rv_id = ${rv.id} and customer_email = ${input.email} and created_at > ${since})`
  // A renter the owner knew before today (a customer they added, or an older lead) is never capped.
  const knownRenter = sql`exists (select 1 from customers where owner_id = ${rv.ownerId} and email = ${input.email}
    and (source <> 'lead' or created_at <= ${since}))`
  const newRentersToday = sql`(select count(*) from leads join customers on customers.id = leads.customer_id
    where leads.rv_id = ${rv.id} and leads.created_at > ${since} and customers.source = 'lead' and customers.created_at > ${since})`
  const writable = sql`not ${repeat} and (${knownRenter} or ${newRentersToday} < ${NEW_RENTER_LEADS_PER_RV_PER_DAY})`
  const leadWritten = sql`exists (select 1 from leads where id = ${leadId})`
  const renterName = `${input.firstName} ${input.lastName}`
  const details: LeadDetails = {
    renterName,
    renterEmail: input.email,
    renterPhone: input.phone,
    rvName: rv.name,
    startDate: input.requestedStartDate,
    endDate: input.requestedEndDate,
    estimatedRevenueCents: estimate.totalCents,
    leadCostCents: LEAD_FEE_CENTS,
  }
  const ownerEmail = mailer.record(
    {
      ownerId: rv.ownerId,
      type: 'lead_received',
      to: rv.ownerEmail,
      customerName: rv.ownerFirstName || 'there',
      customerId,
      data: details,
    },
    now,
    leadWritten,
  )
  const renterEmail = mailer.record(
    {
      ownerId: rv.ownerId,
      type: 'lead_confirmation',
      to: input.email,
      customerName: input.firstName,
      customerId,
      data: details,
    },
    now,
    leadWritten,
  )
  const [, lead] = await runBatch(db, [
    // An existing customer's record is never changed from a public form.
    sql`insert into customers (id, owner_id, first_name, last_name, email, phone, zip_code, source, created_at)
        select ${crypto.randomUUID()}, ${rv.ownerId}, ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone}, ${input.customerZipCode}, 'lead', ${now}
        where ${writable}
        on conflict (owner_id, email) do nothing`,
    sql`insert into leads (id, owner_id, customer_id, rv_id, customer_first_name, customer_last_name, customer_email, customer_phone,
          customer_zip_code, requested_start_date, requested_end_date, estimated_revenue_cents, lead_cost_cents, status, payment_status,
          confirmation_notification_id, created_at, updated_at)
        select ${leadId}, ${rv.ownerId}, ${customerId}, ${rv.id}, ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone},
          ${input.customerZipCode}, ${input.requestedStartDate}, ${input.requestedEndDate}, ${estimate.totalCents}, ${LEAD_FEE_CENTS}, 'new', 'pending',
          ${renterEmail.id}, ${now}, ${now}
        where ${writable}`,
    sql`insert into business_payments (id, owner_id, lead_id, amount_cents, payment_type, description, status, created_at)
        select ${crypto.randomUUID()}, ${rv.ownerId}, ${leadId}, ${LEAD_FEE_CENTS}, 'lead_fee', ${`Lead fee: ${renterName} for ${rv.name}`}, 'pending', ${now}
        where ${leadWritten}`,
    ownerEmail.statement,
    renterEmail.statement,
  ])
  if (lead?.meta.changes === 1) {
    await mailer.enqueue([ownerEmail.id, renterEmail.id])
    return { registered: true }
  }
  // Nothing written: either this renter's interest is already registered, or the RV hit its cap.
  if (await db.get(sql`select 1 where ${repeat}`)) return { registered: true }
  throw busyRv()
}
