/**
 * Writes an iCalendar (RFC 5545) text of all-day events by hand: the few properties we emit need
 * only escaping, CRLF line ends and folding, which is smaller than building ical.js components.
 */

export interface AllDayEvent {
  /** Stable across exports, so a subscribed calendar updates the event instead of duplicating it. */
  uid: string
  summary: string
  /** Nights [startDate, endDate) as 'YYYY-MM-DD': DTEND is exclusive in iCalendar too. */
  startDate: string
  endDate: string
}

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

/** TEXT values (§3.3.11): backslash, semicolon, comma and line breaks are escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n|\r/g, '\\n')

/**
 * §3.1: a line longer than 75 octets continues on the next line after CRLF and one space (which
 * counts towards that line's 75), split between characters so no UTF-8 sequence is cut.
 */
function foldLine(line: string) {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > room) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const dateValue = (day: string) => day.replaceAll('-', '')
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The whole calendar: `name` is shown by the subscribing app (X-WR-CALNAME), `now` stamps every event. */
export function writeCalendar({ name, events, now }: { name: string; events: AllDayEvent[]; now: number }) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RV Connect//Calendar sync//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
      `DTEND;VALUE=DATE:${dateValue(event.endDate)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
