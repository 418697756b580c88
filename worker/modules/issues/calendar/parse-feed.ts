/**
 * Reads another marketplace's iCalendar text into the nights it blocks. Nights are [startDate,
 * endDate) like bookings: an all-day event blocks the nights before its DTEND (one night without
 * one); a timed event blocks the nights from the day it starts up to the day it ends, at least its
 * first. Recurring events are expanded up to the booking horizon, within the bounds of
 * recurrence-limits.ts. Pure: no bindings, no clock.
 */
import ICAL from 'ical.js'
import { addDays, dayInTimeZone, isRealDay } from '../../../lib/shared/dates'
import { stripInvisible } from '../../../lib/shared/fields'
import { FeedError } from './feed-error'
import { assertDailyOrCoarser, PastWindow, withinRecurrenceLimits } from './recurrence-limits'

type Component = InstanceType<typeof ICAL.Component>
type Time = InstanceType<typeof ICAL.Time>

/** More events than this, and only the earliest are kept: the next nights matter most. */
const MAX_EVENTS_PER_FEED = 1000
const MAX_LABEL_CHARACTERS = 100

const NOT_ICALENDAR = 'The address did not return an iCalendar (.ics) feed'

export interface ImportedBlock {
  startDate: string
  endDate: string
  /** The event's SUMMARY as plain text (the SPA renders it as text, never HTML), or the feed's name. */
  label: string
}

export interface FeedWindow {
  /** The owner's today: events that ended by then are dropped. */
  today: string
  /** The last day a booking may start: recurring events are expanded up to it. */
  lastStartDay: string
  /** The owner's time zone, for times given in UTC; other times are read as the feed wrote them. */
  timeZone: string | null
  /** The label of an event without a summary. */
  fallbackLabel: string
}

function parseCalendar(text: string): Component {
  try {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
    if (calendar.name === 'vcalendar') return calendar
  } catch {
    // Not iCalendar at all (an HTML sign-in page, JSON, an empty body): the same answer below.
  }
  throw new FeedError(NOT_ICALENDAR)
}

/** The calendar day of a DTSTART/DTEND value, or null when it is not a real day. */
function dayOf(time: Time, timeZone: string | null) {
  const day =
    !time.isDate && time.zone === ICAL.Timezone.utcTimezone
      ? dayInTimeZone(time.toJSDate().getTime(), timeZone)
      : time.toString().slice(0, 10)
  return isRealDay(day) ? day : null
}

const plainLabel = (summary: unknown, fallback: string) => {
  const text = typeof summary === 'string' ? stripInvisible(summary).trim() : ''
  return Array.from(text).slice(0, MAX_LABEL_CHARACTERS).join('') || fallback
}

const isCancelled = (component: Component) =>
  String(component.getFirstPropertyValue('status')).toUpperCase() === 'CANCELLED'

/** Exceptions (RECURRENCE-ID) by UID, for the events they modify. */
function exceptionsByUid(events: Component[]) {
  const found = new Map<string, Component[]>()
  for (const event of events) {
    if (!event.hasProperty('recurrence-id')) continue
    const uid = String(event.getFirstPropertyValue('uid'))
    found.set(uid, [...(found.get(uid) ?? []), event])
  }
  return found
}

/** The occurrences of a recurring `event` that start by the window's last day, each passed to `add`. */
function expandRecurring(
  event: InstanceType<typeof ICAL.Event>,
  window: FeedWindow,
  add: (start: Time, end: Time, item: Component) => void,
) {
  assertDailyOrCoarser(
    event.component.getAllProperties('rrule').map((rule) => rule.getFirstValue() as { freq?: string }),
  )
  try {
    const occurrences = event.iterator()
    for (let next = occurrences.next(); next; next = occurrences.next()) {
      const occurrence = event.getOccurrenceDetails(next)
      const startDay = dayOf(occurrence.startDate, window.timeZone)
      if (!startDay || startDay > window.lastStartDay) return
      add(occurrence.startDate, occurrence.endDate, occurrence.item.component)
    }
  } catch (error) {
    if (!(error instanceof PastWindow)) throw error
  }
}

/**
 * Every upcoming block in `text`, earliest first, at most MAX_EVENTS_PER_FEED. Throws FeedError if
 * it is not iCalendar, or if a repeating event is finer than daily or too long to walk.
 */
export function feedBlocks(text: string, window: FeedWindow): ImportedBlock[] {
  const components = parseCalendar(text).getAllSubcomponents('vevent')
  const exceptions = exceptionsByUid(components)
  const masters = new Set(
    components
      .filter((event) => !event.hasProperty('recurrence-id'))
      .map((event) => String(event.getFirstPropertyValue('uid'))),
  )
  const blocks: ImportedBlock[] = []

  const add = (start: Time, end: Time, item: Component) => {
    const startDate = dayOf(start, window.timeZone)
    if (!startDate || isCancelled(item)) return
    const endDay = dayOf(end, window.timeZone)
    const endDate = endDay && endDay > startDate ? endDay : addDays(startDate, 1)
    if (endDate > window.today)
      blocks.push({
        startDate,
        endDate,
        label: plainLabel(item.getFirstPropertyValue('summary'), window.fallbackLabel),
      })
  }

  // Two days past the last start day: a time late that day in any zone is still inside.
  withinRecurrenceLimits(addDays(window.lastStartDay, 2), () => {
    for (const component of components) {
      const uid = String(component.getFirstPropertyValue('uid'))
      // An exception is yielded by its recurring event's expansion, unless the feed left that event out.
      if (component.hasProperty('recurrence-id') && masters.has(uid)) continue
      const event = new ICAL.Event(component, {
        exceptions: component.hasProperty('recurrence-id') ? [] : (exceptions.get(uid) ?? []),
      })
      if (event.isRecurring()) expandRecurring(event, window, add)
      else add(event.startDate, event.endDate, component)
    }
  })
  return blocks
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .slice(0, MAX_EVENTS_PER_FEED)
}
