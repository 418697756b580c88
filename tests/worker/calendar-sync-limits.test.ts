/**
 * Hostile calendars (issue 23, item 25): a rule that never matches and a rule repeating every
 * second finish at once with a bounded or refused import; the daily job queues one message per
 * feed, so such a feed costs only its own message while every other feed still syncs; and
 * 'Sync now' is rate limited per owner.
 */
import { createExecutionContext, createMessageBatch } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import entry from '../../worker/index'
import { DAILY_CRON, runScheduled } from '../../worker/scheduled'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { allDay, calendar, event } from '../helpers/ics'
import { useMockServer } from '../helpers/msw'
import { queueResult } from '../helpers/queue-result'
import { attemptsUntilLimited } from '../helpers/rate-limit'
import { api } from '../helpers/worker-client'

const server = useMockServer()
const worker: ExportedHandler<Env> = entry
const FEEDS = 'https://calendars.example'

/** The item's 187-byte feed: February 31st never comes, and ical.js used to look for it forever. */
const neverMatching = event('never', 'DTSTART;VALUE=DATE:20000101', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31')
const NEVER_MATCHES = calendar(neverMatching)
const EVERY_SECOND = calendar(event('tick', 'DTSTART:20000101T000000Z', 'RRULE:FREQ=SECONDLY', 'SUMMARY:Tick'))
/** A rule that never matches, walked from 1800: more candidate days than any feed may take. */
const NEVER_SINCE_1800 = calendar(
  event('old', 'DTSTART;VALUE=DATE:18000101', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31', 'SUMMARY:Old'),
  allDay('real', 30, 32),
)

const blockCount = (feedId: string) =>
  env.DB.prepare('select count(*) as n from rv_blocks where calendar_feed_id = ?').bind(feedId).first<number>('n')

async function addFeed(path: string, text: string) {
  server.use(http.get(`${FEEDS}${path}`, () => HttpResponse.text(text)))
  const fleet = await ownerWithFleet({ turnaroundDays: 0 })
  const response = await api(fleet.owner.cookie).issues.calendars[':rvId'].feeds.$post({
    param: { rvId: fleet.rv.id },
    json: { name: 'Airbnb', url: `${FEEDS}${path}` },
  })
  expect(response.status).toBe(201)
  return { ...fleet, feed: await response.json() }
}

describe('hostile recurrence rules', () => {
  it('adds a feed whose rule never matches at once, importing its other events and no occurrence', async () => {
    const { feed } = await addFeed('/never.ics', calendar(neverMatching, allDay('a', 20, 22)))
    expect(feed).toMatchObject({ lastError: null, eventCount: 1 })
    expect(await blockCount(feed.id)).toBe(1)
  })

  it('refuses a rule finer than daily without walking it, and writes nothing', async () => {
    const { feed } = await addFeed('/every-second.ics', EVERY_SECOND)
    expect(feed).toMatchObject({
      eventCount: 0,
      lastError: 'The calendar has an event that repeats more often than once a day, which cannot be imported',
    })
    expect(await blockCount(feed.id)).toBe(0)
  })

  it('refuses a rule too long to walk, keeping the last good import', async () => {
    const { owner, feed } = await addFeed('/fine-then-old.ics', calendar(allDay('kept', 40, 41)))
    server.use(http.get(`${FEEDS}/fine-then-old.ics`, () => HttpResponse.text(NEVER_SINCE_1800)))
    const response = await api(owner.cookie).issues.calendars.feeds[':feedId'].sync.$post({
      param: { feedId: feed.id },
    })
    expect(await response.json()).toMatchObject({
      eventCount: 1,
      lastError: 'The calendar has a repeating event too long to read; ask its marketplace for a shorter feed',
    })
    expect(
      await env.DB.prepare('select start_date from rv_blocks where calendar_feed_id = ?')
        .bind(feed.id)
        .first('start_date'),
    ).toBe(dayFromToday(40))
  })
})

describe('the daily calendar sync', () => {
  it('queues one message per feed; a hostile feed fails alone and every other feed syncs', async () => {
    const never = await addFeed('/daily-never.ics', NEVER_MATCHES)
    const tick = await addFeed('/daily-tick.ics', calendar(allDay('before', 10, 11)))
    const fine = await addFeed('/daily-fine.ics', calendar(allDay('b', 50, 51)))
    server.use(
      http.get(`${FEEDS}/daily-tick.ics`, () => HttpResponse.text(EVERY_SECOND)),
      http.get(`${FEEDS}/daily-fine.ics`, () => HttpResponse.text(calendar(allDay('b2', 60, 63)))),
    )
    const sent: { body: unknown }[] = []
    const recordingQueue = {
      sendBatch: (messages: { body: unknown }[]) => Promise.resolve(void sent.push(...messages)),
    } as unknown as Queue
    const counts = await runScheduled(DAILY_CRON, { ...env, EMAILS: recordingQueue }, Date.now())
    const feedCount = (await env.DB.prepare('select count(*) as n from calendar_feeds').first<number>('n'))!
    expect(counts).toMatchObject({ calendarFeedsQueued: feedCount })
    const ours = [never, tick, fine].map(({ feed }) => ({ kind: 'calendar_sync', feedId: feed.id }))
    expect(sent.map((message) => message.body)).toEqual(expect.arrayContaining(ours))

    // The consumer: the three feeds and an email message in one batch (the queue carries both kinds).
    const batch = createMessageBatch('rv-connect-emails', [
      ...ours.map((body, index) => ({ id: `c${index}`, timestamp: new Date(), attempts: 1, body })),
      { id: 'e0', timestamp: new Date(), attempts: 1, body: { notificationId: crypto.randomUUID() } },
    ])
    const ctx = createExecutionContext()
    await worker.queue!(batch, env, ctx)
    expect((await queueResult(batch, ctx)).explicitAcks.sort()).toEqual(['c0', 'c1', 'c2', 'e0'])

    const row = (id: string) =>
      env.DB.prepare('select event_count as eventCount, last_error as lastError from calendar_feeds where id = ?')
        .bind(id)
        .first<{ eventCount: number; lastError: string | null }>()
    expect(await row(never.feed.id)).toEqual({ eventCount: 0, lastError: null })
    expect(await row(tick.feed.id)).toEqual({ eventCount: 1, lastError: expect.stringContaining('more often') })
    expect(await blockCount(tick.feed.id)).toBe(1)
    expect(await row(fine.feed.id)).toEqual({ eventCount: 1, lastError: null })
    expect(
      await env.DB.prepare('select start_date from rv_blocks where calendar_feed_id = ?')
        .bind(fine.feed.id)
        .first('start_date'),
    ).toBe(dayFromToday(60))
  })

  it('acknowledges a calendar message on the dead-letter queue, and one whose feed was removed', async () => {
    const batch = createMessageBatch('rv-connect-emails-dlq', [
      { id: 'd0', timestamp: new Date(), attempts: 5, body: { kind: 'calendar_sync', feedId: crypto.randomUUID() } },
    ])
    const ctx = createExecutionContext()
    await worker.queue!(batch, env, ctx)
    expect((await queueResult(batch, ctx)).explicitAcks).toEqual(['d0'])
    const gone = createMessageBatch('rv-connect-emails', [
      { id: 'g0', timestamp: new Date(), attempts: 1, body: { kind: 'calendar_sync', feedId: crypto.randomUUID() } },
    ])
    const goneCtx = createExecutionContext()
    await worker.queue!(gone, env, goneCtx)
    expect((await queueResult(gone, goneCtx)).explicitAcks).toEqual(['g0'])
  })
})

describe("'Sync now'", () => {
  it('is rate limited per owner', async () => {
    const { owner, feed } = await addFeed('/often.ics', calendar(allDay('a', 70, 71)))
    const { allowed, last } = await attemptsUntilLimited(10, () =>
      api(owner.cookie).issues.calendars.feeds[':feedId'].sync.$post({ param: { feedId: feed.id } }),
    )
    expect(allowed.every((status) => status === 200 || status === 429)).toBe(true)
    expect(last).toBe(429)
  })
})
