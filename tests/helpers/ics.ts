/** iCalendar text for calendar-sync tests: another marketplace's feed, built event by event. */
import { dayFromToday } from './fleet'

export const compact = (day: string) => day.replaceAll('-', '')

export const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Elsewhere//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n')

export const event = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  ...lines,
  'END:VEVENT',
]

/** An all-day event over the nights from `start` days from today to the night before `end` (one night when null). */
export const allDay = (uid: string, start: number, end: number | null, ...lines: string[]) =>
  event(
    uid,
    `DTSTART;VALUE=DATE:${compact(dayFromToday(start))}`,
    ...(end === null ? [] : [`DTEND;VALUE=DATE:${compact(dayFromToday(end))}`]),
    ...lines,
  )
