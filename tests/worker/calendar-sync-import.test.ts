/**
 * Calendar sync, the import: another marketplace's feed (intercepted with MSW) becomes blocked
 * nights that the occupancy rule honours (bookings refused, search hides the RV), a new sync
 * replaces the last, and a failing one keeps the last good import and says why. The daily job and
 * hostile feeds are in calendar-sync-limits.test.ts.
 */
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { calendarFeeds } from '../../worker/db/schema'
import { syncFeed } from '../../worker/modules/issues/calendar/sync'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { allDay, calendar, compact, event } from '../helpers/ics'
import { useMockServer } from '../helpers/msw'
import { api } from '../helpers/worker-client'

const server = useMockServer()
const FEEDS = 'https://calendars.example'

/** A fleet with no turnaround, so every night below is taken by exactly what the test says. */
async function fleetWithFeed(path: string, text: string) {
  server.use(http.get(`${FEEDS}${path}`, () => HttpResponse.text(text)))
  const fleet = await ownerWithFleet({ turnaroundDays: 0 })
  const response = await api(fleet.owner.cookie).issues.calendars[':rvId'].feeds.$post({
    param: { rvId: fleet.rv.id },
    json: { name: 'Airbnb', url: `webcal://calendars.example${path}` },
  })
  expect(response.status).toBe(201)
  return { ...fleet, feed: await response.json() }
}

const blocksOf = async (feedId: string) =>
  (
    await env.DB.prepare(
      'select start_date as startDate, end_date as endDate, label from rv_blocks where calendar_feed_id = ? order by start_date',
    )
      .bind(feedId)
      .all<{ startDate: string; endDate: string; label: string }>()
  ).results

const nights = (start: number, end: number, label: string) => ({
  startDate: dayFromToday(start),
  endDate: dayFromToday(end),
  label,
})

const syncNow = async (feedId: string, cookie: string) => {
  const response = await api(cookie).issues.calendars.feeds[':feedId'].sync.$post({ param: { feedId } })
  expect(response.status).toBe(200)
  return response.json()
}

const searchFinds = async (rvId: string, start: number, end: number) =>
  (
    await (
      await api().rvs.search.$get({
        query: { startDate: dayFromToday(start), endDate: dayFromToday(end), limit: '100' },
      })
    ).json()
  ).items.some((rv) => rv.id === rvId)

describe('calendar import', () => {
  it('blocks the nights before DTEND of each upcoming event, so bookings and search honour them', async () => {
    const text = calendar(
      allDay('stay', 30, 34, 'SUMMARY:Airbnb (Not available)'),
      allDay('one-night', 40, null, 'SUMMARY:Reserved\\, VRBO'),
      allDay('past', -10, -5, 'SUMMARY:Long gone'),
      event(
        'timed',
        `DTSTART:${compact(dayFromToday(50))}T150000Z`,
        `DTEND:${compact(dayFromToday(52))}T110000Z`,
        'SUMMARY:<b>Owner stay</b>',
      ),
      allDay('weekly', 60, 61, 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:Weekly'),
      allDay('cancelled', 80, 82, 'STATUS:CANCELLED', 'SUMMARY:Called off'),
      allDay('untitled', 90, 91),
      allDay('wordy', 95, 96, `SUMMARY:${'x'.repeat(150)}`),
    )
    const { rv, feed, book } = await fleetWithFeed('/stay.ics', text)
    expect(feed).toMatchObject({ eventCount: 8, lastError: null, lastSyncedAt: expect.any(String) })
    expect(feed.lastAttemptAt).toBe(feed.lastSyncedAt)
    expect(await blocksOf(feed.id)).toEqual([
      nights(30, 34, 'Airbnb (Not available)'),
      nights(40, 41, 'Reserved, VRBO'),
      nights(50, 52, '<b>Owner stay</b>'),
      nights(60, 61, 'Weekly'),
      nights(67, 68, 'Weekly'),
      nights(74, 75, 'Weekly'),
      nights(90, 91, 'Airbnb'),
      nights(95, 96, 'x'.repeat(100)),
    ])

    expect(await searchFinds(rv.id, 31, 33)).toBe(false)
    expect(await searchFinds(rv.id, 34, 36)).toBe(true)
    for (const [start, end] of [
      [33, 35],
      [29, 31],
      [40, 41],
      [51, 53],
    ] as const) {
      const refused = await book({ startDate: dayFromToday(start), endDate: dayFromToday(end) })
      expect(refused.status, `${start}-${end}`).toBe(409)
      expect(await refused.json()).toMatchObject({ code: 'rv_unavailable' })
    }
    for (const [start, end] of [
      [34, 36],
      [28, 30],
      [41, 42],
      [52, 54],
    ] as const)
      expect(
        (await book({ startDate: dayFromToday(start), endDate: dayFromToday(end) })).status,
        `${start}-${end}`,
      ).toBe(201)
  })

  it('replaces the previous import on the next sync, following https redirects', async () => {
    const { owner, rv, feed, book } = await fleetWithFeed('/changing.ics', calendar(allDay('old', 100, 103)))
    expect(await blocksOf(feed.id)).toEqual([nights(100, 103, 'Airbnb')])
    server.use(
      http.get(
        `${FEEDS}/changing.ics`,
        () => new HttpResponse(null, { status: 301, headers: { location: '/moved.ics' } }),
      ),
      http.get(`${FEEDS}/moved.ics`, () =>
        HttpResponse.text(calendar(allDay('new', 110, 112), allDay('more', 120, 121))),
      ),
    )
    const synced = await syncNow(feed.id, owner.cookie)
    expect(synced).toMatchObject({ eventCount: 2, lastError: null })
    expect(await blocksOf(feed.id)).toEqual([nights(110, 112, 'Airbnb'), nights(120, 121, 'Airbnb')])
    expect((await book({ startDate: dayFromToday(100), endDate: dayFromToday(103) })).status).toBe(201)

    const removed = await api(owner.cookie).issues.calendars.feeds[':feedId'].$delete({ param: { feedId: feed.id } })
    expect(removed.status).toBe(204)
    expect(await blocksOf(feed.id)).toEqual([])
    expect(await searchFinds(rv.id, 110, 112)).toBe(true)
  })

  it('keeps the last good import when a sync fails, and records the error and its time', async () => {
    const { owner, rv, feed } = await fleetWithFeed('/flaky.ics', calendar(allDay('kept', 130, 135)))
    const good = [nights(130, 135, 'Airbnb')]
    const hugeBody = () => {
      let sent = 0
      const chunk = new TextEncoder().encode(`X-FILLER:${'x'.repeat(64 * 1024)}\r\n`)
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if ((sent += chunk.length) > 2 * 1024 * 1024) controller.close()
          else controller.enqueue(chunk)
        },
      })
    }
    const failures: [() => Response, string][] = [
      [() => new HttpResponse('oops', { status: 500 }), 'The calendar answered with an error (HTTP 500)'],
      [
        () => HttpResponse.html('<html><body>Please sign in</body></html>'),
        'The address did not return an iCalendar (.ics) feed',
      ],
      [() => new HttpResponse(hugeBody()), 'The calendar is larger than 1 MB'],
      [
        () => new HttpResponse(null, { status: 302, headers: { location: 'http://calendars.example/plain.ics' } }),
        'The calendar redirected to an address that is not public https',
      ],
      [() => HttpResponse.error(), 'The calendar could not be reached; check the address'],
    ]
    for (const [answer, message] of failures) {
      server.use(http.get(`${FEEDS}/flaky.ics`, answer))
      const before = Date.now()
      const failed = await syncNow(feed.id, owner.cookie)
      expect(failed, message).toMatchObject({ lastError: message, eventCount: 1, lastSyncedAt: feed.lastSyncedAt })
      expect(Date.parse(failed.lastAttemptAt!)).toBeGreaterThanOrEqual(before)
      expect(await blocksOf(feed.id), message).toEqual(good)
    }
    const state = await (await api(owner.cookie).issues.calendars[':rvId'].$get({ param: { rvId: rv.id } })).json()
    expect(state.feeds).toEqual([expect.objectContaining({ id: feed.id, lastError: failures.at(-1)![1] })])

    // A calendar that never answers: the time limit (shortened here) ends the attempt.
    server.use(http.get(`${FEEDS}/flaky.ics`, () => delay('infinite')))
    const db = createDb(env.DB)
    const row = (await db.query.calendarFeeds.findFirst({ where: eq(calendarFeeds.id, feed.id) }))!
    const timedOut = await syncFeed({
      ctx: { db, now: Date.now(), timeoutMs: 100 },
      input: { feed: row, timeZone: null },
    })
    expect(timedOut.lastError).toBe('The calendar did not answer in time; try again later')
    expect(await blocksOf(feed.id)).toEqual(good)

    server.use(http.get(`${FEEDS}/flaky.ics`, () => HttpResponse.text(calendar(allDay('back', 140, 141)))))
    expect(await syncNow(feed.id, owner.cookie)).toMatchObject({ lastError: null, eventCount: 1 })
    expect(await blocksOf(feed.id)).toEqual([nights(140, 141, 'Airbnb')])
  })
})
