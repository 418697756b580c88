/** Calendar sync payloads (issue 12, 'Calendar sync'), shared by the API and the RV's Calendar sync tab. */
import * as v from 'valibot'
import { formObject, requiredText } from '../../../lib/shared/fields'

export const MAX_FEED_URL_LENGTH = 2000
/** Calendars one RV may import: each is fetched every day. */
export const MAX_FEEDS_PER_RV = 10

/** IPv4 ranges no public calendar lives in: this host, private networks, link-local, carrier-grade NAT. */
const PRIVATE_IPV4 =
  /^(?:0|10|127|169\.254|172\.(?:1[6-9]|2\d|3[01])|192\.168|100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7]))\./

/** IPv6 literals (the URL parser keeps their brackets): unspecified, loopback, unique-local, link-local, IPv4-mapped. */
const PRIVATE_IPV6 = /^\[(?:::1?|f[cd][0-9a-f]{2}:.*|fe[89ab][0-9a-f]:.*|::ffff:.*)\]$/i

/** The URL parser turns '2130706433' and '0x7f.1' into '127.0.0.1', so only the normal form needs checking. */
const isPrivateHost = (hostname: string) => {
  const host = hostname.replace(/\.$/, '')
  return host === 'localhost' || host.endsWith('.localhost') || PRIVATE_IPV4.test(host) || PRIVATE_IPV6.test(host)
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

/** An https address on the public internet (also checked for every redirect the server follows). */
export const isPublicHttpsFeedUrl = (value: string) => isHttpsFeedUrl(value) && !isPrivateHost(new URL(value).hostname)

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
    'Calendar URL must be a public address, not this computer or a private network',
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
