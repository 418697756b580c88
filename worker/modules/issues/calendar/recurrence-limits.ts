/**
 * Bounds on expanding another marketplace's recurring events. ical.js walks a rule's candidate
 * dates inside RecurIterator.next() and init() with no limit of its own for some rules:
 * `FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31` never matches and never stops, and a yearly rule that
 * cannot happen searches up to the year 20000. Every candidate goes through one of the step
 * methods below, so counting them bounds the walk however the rule is written: a walk past the
 * date window ends the event's expansion (nothing later can fall inside it), a walk longer than
 * the step budget refuses the feed (its later nights are unknown, and unknown never counts as free).
 */
import ICAL from 'ical.js'
import { FeedError } from './feed-error'

type Time = InstanceType<typeof ICAL.Time>
type RecurIterator = InstanceType<typeof ICAL.RecurIterator>

/** Candidate dates walked per feed: a daily rule from 2000 up to two years ahead takes about 10,000. */
export const MAX_RECURRENCE_STEPS = 50_000

/** Rules repeating more often than daily: a night is the smallest unit anything here blocks. */
const FINER_THAN_DAILY = new Set(['SECONDLY', 'MINUTELY', 'HOURLY'])

export const tooFrequent = () =>
  new FeedError('The calendar has an event that repeats more often than once a day, which cannot be imported')
const tooLong = () =>
  new FeedError('The calendar has a repeating event too long to read; ask its marketplace for a shorter feed')

/** Thrown out of ical.js when its walk passes the window's end: the event has no more occurrences for us. */
export class PastWindow extends Error {
  override name = 'PastWindow'
}

interface Budget {
  stepsLeft: number
  /** The first moment after the window: a candidate later than this ends the event's expansion. */
  end: Time
}

/** The walk in progress. feedBlocks is synchronous, so no other feed's walk can interleave with it. */
let active: Budget | null = null

const STEP_METHODS = [
  'next_second',
  'next_minute',
  'next_hour',
  'next_day',
  'next_week',
  'next_month',
  'next_year',
  'expand_year_days',
] as const satisfies readonly (keyof RecurIterator)[]

function countStep(iterator: RecurIterator) {
  if (!active) return
  if (--active.stepsLeft < 0) throw tooLong()
  if (iterator.last && iterator.last.compare(active.end) > 0) throw new PastWindow()
}

const prototype = ICAL.RecurIterator.prototype as unknown as Record<string, (...args: unknown[]) => unknown>
for (const name of STEP_METHODS) {
  const step = prototype[name]!
  prototype[name] = function (this: RecurIterator, ...args: unknown[]) {
    countStep(this)
    return step.apply(this, args)
  }
}

/** Refuses an event whose rules repeat more often than daily, before any of them is walked. */
export function assertDailyOrCoarser(rules: { freq?: string }[]) {
  if (rules.some((rule) => FINER_THAN_DAILY.has(String(rule.freq).toUpperCase()))) throw tooFrequent()
}

/** Runs `expand` (one feed's expansion) with MAX_RECURRENCE_STEPS steps and the window ending at `endDay`. */
export function withinRecurrenceLimits<T>(endDay: string, expand: () => T): T {
  active = { stepsLeft: MAX_RECURRENCE_STEPS, end: ICAL.Time.fromDateString(endDay) }
  try {
    return expand()
  } finally {
    active = null
  }
}
