/**
 * The occupancy rule: whether an RV's nights are taken, as SQL used to search, inside the booking
 * insert itself (deciding atomically), when an owner confirms, when a late payment arrives, by the
 * fleet calendar's day states, the iCalendar export and a maintenance task's out-of-service range.
 * Nights are taken by a booking unless it is cancelled or expired, or is an unpaid hold whose time
 * ran out; each RV keeps its turnaround days free after every booking (before the next pickup) and
 * before the new one's pickup date. A partner's site is taken the same way by the bookings of that
 * site (no turnaround) and by the partner's closures (`siteTakes`). Nights are also taken by a block (rv_blocks: a maintenance
 * task's out-of-service range, an imported calendar's event), exactly, with no turnaround: a block
 * and a booking may meet, and so may two blocks. Anything SQLite cannot compute counts as occupied.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { BookingStatus, RvBlockSource } from '../../lib/shared/enums'

export interface DateRange {
  /** A day, or SQL naming the outer query's date column. */
  startDate: string | SQL
  endDate: string | SQL
}

/** Statuses that never hold dates (and never count as business). */
const RELEASED_STATUSES = ['cancelled', 'expired'] as const satisfies readonly BookingStatus[]
const released = sql.raw(RELEASED_STATUSES.map((status) => `'${status}'`).join(', '))

/** What a check leaves out: a booking checking its own dates, a maintenance task moving its own block. */
interface Exclusions {
  bookingId?: SQL | string
  maintenanceTaskId?: string
}

/**
 * `bookings b where ...`: the bookings that keep one of `rvId`'s days in `range`. A booking keeps
 * its nights and, when `turnaround` is given, that many days after its return. Written as
 * `end_date > start - turnaround` so the (rv_id, end_date, start_date) index reaches straight to
 * the bookings still running at the start of the range: for a future range, a handful out of an
 * RV's whole history. SQLite's date() answers NULL for a day it cannot compute (past 9999, an
 * unknown turnaround); the bounds then fall back to the widest range, so an unknown is never free.
 */
export const bookingsKeeping = (
  rvId: SQL | string,
  range: DateRange,
  now: number,
  turnaround: SQL = sql`0`,
  excludeBookingId?: SQL | string,
) => sql`bookings b
    where b.rv_id = ${rvId}
      ${excludeBookingId ? sql`and b.id <> ${excludeBookingId}` : sql``}
      and b.end_date > coalesce(date(${range.startDate}, '-' || ${turnaround} || ' days'), '0000-00-00')
      and b.start_date < coalesce(date(${range.endDate}), '9999-99-99')
      and ${occupiesNights(now, sql`b`)}`

/** `rv_blocks k where ...`: the blocks that take one of `rvId`'s nights in `range`, exactly. */
export const blocksTaking = (rvId: SQL | string, range: DateRange, excludeMaintenanceTaskId?: string) => sql`rv_blocks k
    where k.rv_id = ${rvId}
      ${excludeMaintenanceTaskId ? sql`and k.maintenance_task_id is not ${excludeMaintenanceTaskId}` : sql``}
      and k.end_date > coalesce(date(${range.startDate}), '0000-00-00')
      and k.start_date < coalesce(date(${range.endDate}), '9999-99-99')`

/**
 * SQL true when `rvId`'s nights in `range` are taken for a stay: by a booking (the stay's nights
 * and its turnaround after them against each booking's nights and turnaround) or by a block.
 * `turnaroundDays` may name the outer query's column (the fleet search); otherwise it is read from
 * the RV. `exclude` leaves out a booking checking its own dates, or a task's own block.
 */
export function nightsTaken(
  rvId: SQL | string,
  range: DateRange,
  now: number,
  turnaroundDays?: SQL,
  exclude: Exclusions = {},
): SQL {
  const turnaround = turnaroundDays ?? sql`(select turnaround_days from rvs where id = ${rvId})`
  const withTurnaround = {
    startDate: range.startDate,
    endDate: sql`date(${range.endDate}, '+' || ${turnaround} || ' days')`,
  }
  return sql`(exists (
    select 1 from ${bookingsKeeping(rvId, withTurnaround, now, turnaround, exclude.bookingId)}
  ) or exists (
    select 1 from ${blocksTaking(rvId, range, exclude.maintenanceTaskId)}
  ))`
}

/** A block keeps its nights exactly: no turnaround between it and a booking. */
const NO_TURNAROUND = sql`0`

interface BlockNights {
  rvId: string
  range: { startDate: string; endDate: string }
  /** The task whose own block is being moved: it never stands in its own way. */
  maintenanceTaskId?: string
}

/** SQL true when a block (a maintenance task's out-of-service range) may not take these nights. */
export const nightsTakenForBlock = ({ rvId, range, maintenanceTaskId }: BlockNights, now: number) =>
  nightsTaken(rvId, range, now, NO_TURNAROUND, { maintenanceTaskId })

/** What `nightsTakenForBlock` found first: a booking's dates (no source), or a block's with its source and label. */
export interface NightsTaker {
  startDate: string
  endDate: string
  source: RvBlockSource | null
  label: string | null
}

/** SQL selecting the first `NightsTaker` of the nights `nightsTakenForBlock` refused, so a refusal can name it. */
export const firstTakerForBlock = ({ rvId, range, maintenanceTaskId }: BlockNights, now: number) =>
  sql`select startDate, endDate, source, label from (
    select b.start_date as startDate, b.end_date as endDate, null as source, null as label, 0 as rank
      from ${bookingsKeeping(rvId, range, now, NO_TURNAROUND)}
    union all
    select k.start_date, k.end_date, k.source, k.label, 1 from ${blocksTaking(rvId, range, maintenanceTaskId)}
  ) order by startDate, rank limit 1`

export interface VenueStay extends DateRange {
  venueId: string | SQL
  /** The booking's owner: a venue takes bookings only through its own owner. */
  ownerId: string | SQL
  rvId: string | SQL
}

/**
 * The venue part of the occupancy rule, SQL true while the venue takes this stay: it is the booking
 * owner's own (listed by them as an owner: a partner's venue takes stays only through a site,
 * `siteTakes`) and open, takes the RV's length (an RV of unknown length never fits a venue with a
 * limit), and fewer bookings than its capacity keep any of those nights there. Part of the booking
 * insert's own condition, so racing holds cannot pass the capacity together.
 */
export const venueTakes = ({ venueId, ownerId, rvId, startDate, endDate }: VenueStay, now: number) =>
  sql`exists (
    select 1 from venues v
    where v.id = ${venueId} and v.owner_id = ${ownerId} and v.listed_by = 'owner' and v.available = 1
      and (v.max_rv_length is null or (select r.length from rvs r where r.id = ${rvId}) <= v.max_rv_length)
      and (select count(*) from bookings b
           where b.venue_id = v.id and b.end_date > ${startDate} and b.start_date < ${endDate}
             and ${occupiesNights(now, sql`b`)}) < v.capacity
  )`

/**
 * SQL true when the RV (`r`, joined by the caller) fits the site (`s`): the same words as
 * worker/lib/shared/site-fit.ts `siteFitProblems`. A limit of null takes any length, and an RV of
 * unknown length fits no site with a limit; an RV needing 30 amps takes a 30 or 50 amp site, one
 * needing 50 only a 50 amp site; water, sewer and pull-through count only when the RV needs them.
 */
export const siteFitsRv = (s = sql`s`, r = sql`r`) =>
  sql`((${s}.max_rv_length is null or (${r}.length is not null and ${r}.length <= ${s}.max_rv_length))
    and (${r}.hookup_amps is null or (${s}.amps is not null and ${s}.amps >= ${r}.hookup_amps))
    and (${r}.needs_water = 0 or ${s}.water = 1)
    and (${r}.needs_sewer = 0 or ${s}.sewer = 1)
    and (${r}.needs_pull_through = 0 or ${s}.pull_through = 1))`

/** `bookings b where ...`: the bookings keeping one of the site's nights in `range` (no turnaround: a site is left the day the next arrives). */
export const bookingsKeepingSite = (siteId: SQL | string, range: DateRange, now: number, excludeBookingId?: SQL) =>
  sql`bookings b
    where b.parking_spot_id = ${siteId}
      ${excludeBookingId ? sql`and b.id <> ${excludeBookingId}` : sql``}
      and b.end_date > ${range.startDate} and b.start_date < ${range.endDate}
      and ${occupiesNights(now, sql`b`)}`

/** `venue_closures c where ...`: the closures (of the whole venue, or of this site) over one of the nights in `range`. */
export const closuresOver = (venueId: SQL | string, siteId: SQL | string, range: DateRange) =>
  sql`venue_closures c
    where c.venue_id = ${venueId} and (c.site_id is null or c.site_id = ${siteId})
      and c.end_date > ${range.startDate} and c.start_date < ${range.endDate}`

export interface SiteStay extends DateRange {
  siteId: string | SQL
  venueId: string | SQL
  rvId: string | SQL
  /** A booking checking its own dates (a late payment on its lapsed hold) never stands in its own way. */
  excludeBookingId?: SQL
}

/**
 * The site part of the occupancy rule, SQL true while a partner's site takes this stay with this RV
 * (of any owner): the site belongs to the venue, both are available and the venue is listed by a
 * partner; the RV fits the site (`siteFitsRv`); no other booking keeps one of its nights; no
 * closure of the venue or of the site covers one. Part of the booking insert's own condition
 * (lifecycle.ts `bookingInsertable`), so of racing holds for the last free site, one is written.
 */
export const siteTakes = ({ siteId, venueId, rvId, startDate, endDate, excludeBookingId }: SiteStay, now: number) =>
  sql`exists (
    select 1 from parking_spots s
      join venues v on v.id = s.venue_id
      join rvs r on r.id = ${rvId}
    where s.id = ${siteId} and s.venue_id = ${venueId} and s.available = 1
      and v.available = 1 and v.listed_by = 'partner'
      and ${siteFitsRv()}
      and not exists (select 1 from ${bookingsKeepingSite(sql`s.id`, { startDate, endDate }, now, excludeBookingId)})
      and not exists (select 1 from ${closuresOver(sql`v.id`, sql`s.id`, { startDate, endDate })})
  )`

/**
 * SQL about the booking row being updated, a lapsed hold that a late payment would bring back: true
 * when, meanwhile, another booking took its RV's nights, its site (or the site no longer takes it:
 * closed, taken off) or its venue's last place (or the venue no longer takes it). The row itself,
 * lapsed, counts toward none.
 */
export function datesLostMeanwhile(now: number): SQL {
  const stay = { startDate: sql`bookings.start_date`, endDate: sql`bookings.end_date` }
  const rvId = sql`bookings.rv_id`
  const venue = { ...stay, rvId, venueId: sql`bookings.venue_id`, ownerId: sql`bookings.owner_id` }
  const site = { ...venue, siteId: sql`bookings.parking_spot_id`, excludeBookingId: sql`bookings.id` }
  return sql`(${nightsTaken(rvId, stay, now, undefined, { bookingId: sql`bookings.id` })}
    or (bookings.parking_spot_id is not null and not ${siteTakes(site, now)})
    or (bookings.parking_spot_id is null and bookings.venue_id is not null and not ${venueTakes(venue, now)}))`
}

/** SQL true while a booking (of `table`) keeps its nights: not released, and not an unpaid hold that ran out. */
export const occupiesNights = (now: number, table = sql`bookings`) =>
  sql`(${table}.status not in (${released}) and (${table}.held_until is null or ${table}.held_until > ${now} or ${table}.payment_status = 'succeeded'))`

/** SQL true for an unpaid renter's hold (alive or lapsed): it is not business until paid or accepted. */
export const unpaidHold = (table = sql`bookings`) =>
  sql`(${table}.held_until is not null and ${table}.payment_status <> 'succeeded')`

/** SQL true for a hold whose time ran out unpaid: the admin reads it as expired, nothing can confirm it but a payment. */
export const lapsedHold = (now: number, table = sql`bookings`) =>
  sql`(${unpaidHold(table)} and ${table}.held_until <= ${now})`

/**
 * SQL true for a booking that counts as business (revenue, utilization, a customer's bookings):
 * not cancelled or expired, and not an unpaid hold.
 */
export const isBusinessBooking = (table = sql`bookings`) =>
  sql`(${table}.status not in (${released}) and not ${unpaidHold(table)})`
