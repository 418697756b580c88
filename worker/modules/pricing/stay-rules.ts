/**
 * The rate rules that can refuse a stay (minimum nights per RV and per season, no-turnover
 * weekdays) as SQL, so the renters' search hides those RVs in the query itself and its pages stay
 * full. The quote refuses the same stays with a message (bookings/rules/rate-refusal.ts).
 */
import { sql, type SQL } from 'drizzle-orm'
import { nightsBetween } from '../bookings/rules/pricing'
import { weekdayOf } from '../bookings/rules/rental-rates'

/** SQL true when the RV `rvId` (a column) may be rented from `startDate` to `endDate` under its rate rules. */
export function stayAllowedByRates(rvId: SQL, { startDate, endDate }: { startDate: string; endDate: string }) {
  const nights = nightsBetween(startDate, endDate)
  return sql`not exists (
      select 1 from rv_rates r where r.rv_id = ${rvId} and (r.min_nights > ${nights}
        or exists (select 1 from json_each(r.no_turnover_days) d where d.value in (${weekdayOf(startDate)}, ${weekdayOf(endDate)}))))
    and not exists (
      select 1 from rv_seasons s where s.rv_id = ${rvId} and s.min_nights > ${nights}
        and s.start_date < ${endDate} and s.end_date >= ${startDate})`
}
