/**
 * The secret iCalendar export of an RV: other marketplaces subscribe to its URL and stop offering
 * the nights we have sold or blocked. The token in the URL is its only credential.
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import { bookings, calendarExports, rvBlocks, rvs } from '../../../db/schema'
import { notFound } from '../../../lib/errors'
import type { OwnerContext, OwnerRequestContext, RequestContext } from '../../../db/owned'
import { addDays, utcDay } from '../../../lib/shared/dates'
import { occupiesNights } from '../../bookings'
import { writeCalendar, type AllDayEvent } from './ics-writer'
import { requireOwnRv } from './own-rv'

/** Where routes.ts serves the export: '<this><token>.ics'. */
export const EXPORT_PATH_PREFIX = '/api/issues/calendars/ical/'
/** Recent stays stay visible for a month; older ones only make the feed bigger. */
const PAST_DAYS_LISTED = 30

export const exportUrl = (appUrl: string, token: string) => new URL(`${EXPORT_PATH_PREFIX}${token}.ics`, appUrl).href

/** 32 random bytes, base64url (43 characters): as unguessable as a session secret. */
function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * An event's UID: stable across exports of one URL (so a subscriber updates events instead of
 * duplicating them) but revealing no id: a booking's id is half of the renter's My Bookings
 * credential. An HMAC keyed by the export's secret token, so nobody without the token can link a
 * UID to an id, and a new token (rotation) gives new UIDs.
 */
async function eventUid(token: string, kind: 'booking' | 'block', id: string) {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(token), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${kind}:${id}`)))
  const hex = Array.from(mac.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex}@rv-connect`
}

/** Creates the RV's export, or replaces its token so the old URL stops working. */
export async function shareExport({
  ctx,
  input: { rvId },
}: {
  ctx: OwnerRequestContext & { appUrl: string }
  input: { rvId: string }
}) {
  await requireOwnRv({ ctx, input: { rvId } })
  const token = newToken()
  await ctx.db
    .insert(calendarExports)
    .values({ rvId, ownerId: ctx.ownerId, token, createdAt: ctx.now })
    .onConflictDoUpdate({ target: calendarExports.rvId, set: { token, createdAt: ctx.now } })
  return { exportUrl: exportUrl(ctx.appUrl, token) }
}

/** Stops sharing: the URL answers 404 from now on. */
export async function revokeExport({ ctx, input: { rvId } }: { ctx: OwnerContext; input: { rvId: string } }) {
  await requireOwnRv({ ctx, input: { rvId } })
  await ctx.db
    .delete(calendarExports)
    .where(and(eq(calendarExports.rvId, rvId), eq(calendarExports.ownerId, ctx.ownerId)))
}

/**
 * The RV's booked nights ('Booked': bookings that keep their nights by the occupancy rule, a
 * renter's running hold included, so no other channel sells them meanwhile) and maintenance blocks ('Blocked') as all-day events, with no
 * renter's name, email or anything else about who booked. Events imported from other calendars
 * are left out on purpose: sending a marketplace's own bookings back to it (or on to a third that
 * exports to the first) makes a loop in which a cancelled stay never frees its nights.
 */
export async function exportedCalendar({
  ctx: { db, now },
  input: { file },
}: {
  ctx: RequestContext
  input: { file: string }
}) {
  const token = /^([\w-]+)\.ics$/.exec(file)?.[1]
  if (!token) throw notFound('That calendar')
  const [shared] = await db
    .select({ rvId: rvs.id, name: rvs.name, token: calendarExports.token })
    .from(calendarExports)
    .innerJoin(rvs, eq(rvs.id, calendarExports.rvId))
    .where(eq(calendarExports.token, token))
  if (!shared) throw notFound('That calendar')
  const since = addDays(utcDay(now), -PAST_DAYS_LISTED)
  const [booked, blocked] = await db.batch([
    db
      .select({ id: bookings.id, startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .where(and(eq(bookings.rvId, shared.rvId), gt(bookings.endDate, since), occupiesNights(now)))
      .orderBy(asc(bookings.startDate)),
    db
      .select({ id: rvBlocks.id, startDate: rvBlocks.startDate, endDate: rvBlocks.endDate })
      .from(rvBlocks)
      .where(and(eq(rvBlocks.rvId, shared.rvId), eq(rvBlocks.source, 'maintenance'), gt(rvBlocks.endDate, since)))
      .orderBy(asc(rvBlocks.startDate)),
  ])
  const events: AllDayEvent[] = await Promise.all([
    ...booked.map(async ({ id, ...nights }) => ({
      ...nights,
      uid: await eventUid(shared.token, 'booking', id),
      summary: 'Booked',
    })),
    ...blocked.map(async ({ id, ...nights }) => ({
      ...nights,
      uid: await eventUid(shared.token, 'block', id),
      summary: 'Blocked',
    })),
  ])
  return writeCalendar({ name: shared.name, events, now })
}
