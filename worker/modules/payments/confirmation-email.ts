/**
 * The payment_confirmation email recorded when a booking is paid. The notifications pipeline
 * sends it; user data is HTML-escaped by hono/html.
 */
import { eq } from 'drizzle-orm'
import { html } from 'hono/html'
import type { Db } from '../../db/client'
import { bookings, customers, rvs } from '../../db/schema'
import { formatDollars } from '../../lib/shared/money'

export async function paymentConfirmationEmail(db: Db, bookingId: string) {
  const [row] = await db
    .select({ firstName: customers.firstName, email: customers.email, rvName: rvs.name, startDate: bookings.startDate, endDate: bookings.endDate, totalCents: bookings.totalPriceCents })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(eq(bookings.id, bookingId))
  if (!row) return null
  const content = html`<h1>Payment received</h1>
<p>Hi ${row.firstName ?? 'there'},</p>
<p>We received your payment of ${formatDollars(row.totalCents)} for ${row.rvName}, ${row.startDate} to ${row.endDate}. Your booking is confirmed.</p>
<p>The RV Connect team</p>`
  return { to: row.email, subject: `Payment received: ${row.rvName}`, html: content.toString() }
}
