/**
 * 'Express Interest' (spec §5): a renter's interest in an RV becomes a lead for the RV's real owner,
 * with the customer (found or created under that owner by email), the lead fee and the owner's
 * email, all in one batch. The same email and RV within 24 hours writes nothing the second time,
 * even when both arrive at once: each batch is one transaction and checks for the other's lead.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rvs, users } from '../../db/schema'
import { runBatch } from '../../lib/d1-batch'
import { notFound } from '../../lib/errors'
import type { Mailer } from '../notifications'
import { quoteBooking } from '../bookings/rules/pricing'
import { LEAD_FEE_CENTS, MIN_FILL_MS, type ExpressInterestData } from './schemas'

const DAY_MS = 86_400_000

/**
 * A bot fills the field people never see, or submits before a person could have typed four
 * fields (or sends no opening time at all). It gets the same answer as a person, and nothing is written.
 */
const looksAutomated = (input: ExpressInterestData, now: number) =>
  input.website !== '' || input.formOpenedAt <= 0 || input.formOpenedAt > now || now - input.formOpenedAt < MIN_FILL_MS

export async function expressInterest({
  db,
  mailer,
  input,
  now,
}: {
  db: Db
  mailer: Mailer
  input: ExpressInterestData
  now: number
}): Promise<{ registered: true }> {
  if (looksAutomated(input, now)) return { registered: true }
  const [rv] = await db
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
  if (!rv) throw notFound('That RV')

  const estimate = quoteBooking({
    startDate: input.requestedStartDate,
    endDate: input.requestedEndDate,
    rv,
    venue: null,
    delivery: null,
  })
  const leadId = crypto.randomUUID()
  const customerId = sql`(select id from customers where owner_id = ${rv.ownerId} and email = ${input.email})`
  const fresh = sql`not exists (select 1 from leads where rv_id = ${rv.id} and customer_email = ${input.email} and created_at > ${now - DAY_MS})`
  const leadWritten = sql`exists (select 1 from leads where id = ${leadId})`
  const renterName = `${input.firstName} ${input.lastName}`
  const email = mailer.record(
    {
      ownerId: rv.ownerId,
      type: 'lead_received',
      to: rv.ownerEmail,
      customerName: rv.ownerFirstName || 'there',
      customerId,
      data: {
        renterName,
        renterEmail: input.email,
        renterPhone: input.phone,
        rvName: rv.name,
        startDate: input.requestedStartDate,
        endDate: input.requestedEndDate,
        estimatedRevenueCents: estimate.totalCents,
        leadCostCents: LEAD_FEE_CENTS,
      },
    },
    now,
    leadWritten,
  )
  const [, lead] = await runBatch(db, [
    // An existing customer's record is never changed from a public form.
    sql`insert into customers (id, owner_id, first_name, last_name, email, phone, zip_code, source, created_at)
        select ${crypto.randomUUID()}, ${rv.ownerId}, ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone}, ${input.customerZipCode}, 'lead', ${now}
        where ${fresh}
        on conflict (owner_id, email) do nothing`,
    sql`insert into leads (id, owner_id, customer_id, rv_id, customer_first_name, customer_last_name, customer_email, customer_phone,
          customer_zip_code, requested_start_date, requested_end_date, estimated_revenue_cents, lead_cost_cents, status, payment_status, created_at, updated_at)
        select ${leadId}, ${rv.ownerId}, ${customerId}, ${rv.id}, ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone},
          ${input.customerZipCode}, ${input.requestedStartDate}, ${input.requestedEndDate}, ${estimate.totalCents}, ${LEAD_FEE_CENTS}, 'new', 'pending', ${now}, ${now}
        where ${fresh}`,
    sql`insert into business_payments (id, owner_id, lead_id, amount_cents, payment_type, description, status, created_at)
        select ${crypto.randomUUID()}, ${rv.ownerId}, ${leadId}, ${LEAD_FEE_CENTS}, 'lead_fee', ${`Lead fee: ${renterName} for ${rv.name}`}, 'pending', ${now}
        where ${leadWritten}`,
    email.statement,
  ])
  if (lead?.meta.changes === 1) await mailer.enqueue([email.id])
  return { registered: true }
}
