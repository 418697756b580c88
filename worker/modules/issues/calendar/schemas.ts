/** Calendar sync payloads (issue 12, 'Calendar sync'), shared by the API and the RV's Calendar sync tab. */
import * as v from 'valibot'
import { formObject, requiredText } from '../../../lib/shared/fields'

export const MAX_FEED_URL_LENGTH = 2000
/** Calendars one RV may import: each is fetched every day. */
export const MAX_FEEDS_PER_RV = 10

/**
 * Names that never lead to a public calendar: this computer ('localhost', 'localhost..', any
 * '.localhost'), local-network suffixes, and one-label names only a local resolver answers.
 */
const LOCAL_NAME = /(?:^|\.)(?:localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/

/**
 * Any IP literal is refused, public or not: a calendar is published under a name, and the forms an
 * address can take (IPv4 in IPv6 '[::127.0.0.1]', NAT64, 6to4, site-local; '2130706433', '0x7f.1',
 * '0177.0.0.1', which the URL parser turns into dotted IPv4) are too many to sort safely. Names are
 * checked again after DNS, on the server (public-address.ts).
 */
const isLocalOrLiteralHost = (hostname: string) => {
  const host = hostname.toLowerCase().replace(/\.+$/, '')
  const ipv4Literal = /^[\d.]+$/.test(host) || /^0x/i.test(host.split('.').at(-1) ?? '')
  return host.startsWith('[') || ipv4Literal || !host.includes('.') || LOCAL_NAME.test(host)
}

const parsedUrl = (value: string) => {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** https://, with a host and no credentials: the feed's text is fetched by the server, never by a browser. */
export const isHttpsFeedUrl = (value: string) => {
  const url = /^https:\/\/[^\s\\]+$/i.test(value) ? parsedUrl(value) : null
  return url !== null && url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
}

/** An https address under a public name (also checked for every redirect the server follows). */
export const isPublicHttpsFeedUrl = (value: string) =>
  isHttpsFeedUrl(value) && !isLocalOrLiteralHost(new URL(value).hostname)

/** A calendar's address as the other marketplace shows it; 'webcal://' is their name for the same https feed. */
const feedUrlField = v.pipe(
  v.string('Calendar URL is required'),
  v.trim(),
  v.nonEmpty('Calendar URL is required'),
  v.transform((url) => url.replace(/^webcal:\/\//i, 'https://')),
  v.maxLength(MAX_FEED_URL_LENGTH, `Calendar URL must be at most ${MAX_FEED_URL_LENGTH} characters`),
  v.check(isHttpsFeedUrl, 'Calendar URL must be a web address starting with https://'),
  v.check(
    (url) => !isHttpsFeedUrl(url) || isPublicHttpsFeedUrl(url),
    'Calendar URL must be a public web address (a name, not this computer, a private network or an IP address)',
  ),
)

/** 'Add calendar': another marketplace's iCal feed whose events block this RV's nights. */
export const calendarFeedInputSchema = formObject({
  name: requiredText('Name', 80),
  url: feedUrlField,
})
export type CalendarFeedInput = v.InferInput<typeof calendarFeedInputSchema>
export type CalendarFeedData = v.InferOutput<typeof calendarFeedInputSchema>

/** Ids in the path: ours are UUIDs, so anything longer cannot exist and is a plain 404 later. */
const pathId = v.pipe(v.string(), v.maxLength(64, 'Unknown id'))
export const rvParamSchema = v.object({ rvId: pathId })
export const feedParamSchema = v.object({ feedId: pathId })

/** The export's file name, '<token>.ics'; an unknown one is a 404 like any other. */
export const exportFileParamSchema = v.object({ file: v.pipe(v.string(), v.maxLength(100, 'Unknown calendar')) })

/** An imported calendar as the owner sees it: times are ISO strings, null until they first happen. */
export interface CalendarFeed {
  id: string
  rvId: string
  name: string
  url: string
  /** Upcoming events stored by the last import that worked. */
  eventCount: number
  lastAttemptAt: string | null
  /** Why the last attempt failed, in plain words; null when it worked. */
  lastError: string | null
  lastSyncedAt: string | null
  createdAt: string
}

/** An RV's Calendar sync tab: its secret export address (null when not shared) and its imported calendars. */
export interface CalendarSyncState {
  rvId: string
  exportUrl: string | null
  feeds: CalendarFeed[]
}
