/** What Express Interest left behind for a renter's email: the rows a refused lead must not write. */
import { env } from 'cloudflare:workers'

export async function rowsFor(email: string) {
  const count = (sql: string) =>
    env.DB.prepare(sql)
      .bind(email)
      .first<{ n: number }>()
      .then((row) => row!.n)
  return {
    leads: await count('select count(*) as n from leads where customer_email = ?'),
    fees: await count(
      'select count(*) as n from business_payments where lead_id in (select id from leads where customer_email = ?)',
    ),
    customers: await count('select count(*) as n from customers where email = ?'),
    emails: await count(
      "select count(*) as n from notifications where type in ('lead_received', 'lead_confirmation') and customer_id in (select id from customers where email = ?)",
    ),
  }
}
