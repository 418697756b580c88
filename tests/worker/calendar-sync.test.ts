/**
 * Calendar sync, the export and the guards: the secret iCalendar feed parsed back with ical.js
 * (RFC 5545), its rotation and revocation, what it lists and leaves out, the feed URL rules and
 * another owner's ids. Importing feeds is in calendar-sync-import.test.ts.
 */
import { env } from 'cloudflare:workers'
import ICAL from 'ical.js'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DNS_OVER_HTTPS_URL } from '../../worker/modules/issues/calendar/public-address'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { dnsAnswer, useMockServer } from '../helpers/msw'
import { type AnyResponse, api, type Api, call, type JsonOf, signUpOwner } from '../helpers/worker-client'

const server = useMockServer()

const share = async (rvId: string, cookie: string) => {
  const response = await api(cookie).issues.calendars[':rvId'].export.$post({ param: { rvId } })
  expect(response.status).toBe(200)
  return (await response.json()).exportUrl
}
const fetchExport = (exportUrl: string) => call(new URL(exportUrl).pathname)

const block = (rvId: string, ownerId: string, source: string, startDate: string, endDate: string) =>
  env.DB.prepare(
    'insert into rv_blocks (id, owner_id, rv_id, start_date, end_date, source, label, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(crypto.randomUUID(), ownerId, rvId, startDate, endDate, source, 'Oil change for Quinn', Date.now())
    .run()

function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      return {
        uid: event.uid,
        summary: event.summary,
        allDay: event.startDate.isDate && event.endDate.isDate,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        stamped: component.hasProperty('dtstamp'),
      }
    }),
  }
}

describe('calendar export', () => {
  it('lists booked and maintenance nights as all-day events, without anything about the renter', async () => {
    const rvName = 'Coastal Cruiser; sleeps 6, dog friendly \\ 🚐 the long name that must fold over two lines'
    const { owner, rv, book } = await ownerWithFleet(
      { name: rvName, turnaroundDays: 0 },
      { firstName: 'Quinn', lastName: 'Harbor', email: 'quinn.harbor@example.com', phone: '555-010-2000' },
    )
    const booked = await (await book({ startDate: dayFromToday(10), endDate: dayFromToday(13) })).json()
    const cancelled = await (await book({ startDate: dayFromToday(20), endDate: dayFromToday(22) })).json()
    const patch = await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: cancelled.id },
      json: { status: 'cancelled' },
    })
    expect(patch.status).toBe(200)
    await block(rv.id, owner.user.id, 'maintenance', dayFromToday(30), dayFromToday(32))
    // Imported from another marketplace: never sent back out (see export.ts).
    await block(rv.id, owner.user.id, 'calendar', dayFromToday(40), dayFromToday(45))

    const exportUrl = await share(rv.id, owner.cookie)
    expect(exportUrl).toMatch(new RegExp(`^${env.APP_URL}/api/issues/calendars/ical/[A-Za-z0-9_-]{43}\\.ics$`))
    const response = await fetchExport(exportUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/^private/)
    const text = await response.text()

    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = text.split('\r\n')
    expect(Math.max(...lines.map((line) => new TextEncoder().encode(line).length))).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    // No id either: a booking's id is half of the renter's My Bookings credential.
    for (const personal of ['Quinn', 'Harbor', 'quinn.harbor', '555-010-2000', 'Oil change', booked.id, 'booking-'])
      expect(text).not.toContain(personal)

    const { calendar, events } = parsedEvents(text)
    expect(calendar.name).toBe('vcalendar')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
    // ical.js leaves an X- property's text escaped: unfolded, it reads as the escaped name.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(rvName.replace(/[\\;,]/g, (char) => `\\${char}`))
    expect(events).toEqual([
      {
        uid: expect.stringMatching(/^[0-9a-f]{32}@rv-connect$/),
        summary: 'Booked',
        allDay: true,
        start: dayFromToday(10),
        end: dayFromToday(13),
        stamped: true,
      },
      {
        uid: expect.stringMatching(/^[0-9a-f]{32}@rv-connect$/),
        summary: 'Blocked',
        allDay: true,
        start: dayFromToday(30),
        end: dayFromToday(32),
        stamped: true,
      },
    ])
    // Stable UIDs: a subscribed calendar updates its events rather than duplicating them.
    expect(parsedEvents(await (await fetchExport(exportUrl)).text()).events.map((event) => event.uid)).toEqual(
      events.map((event) => event.uid),
    )
  })

  it('rotates the secret URL (the old one answers 404) and stops sharing on request', async () => {
    const { owner, rv } = await ownerWithFleet()
    const state = () =>
      api(owner.cookie)
        .issues.calendars[':rvId'].$get({ param: { rvId: rv.id } })
        .then((r) => r.json())
    expect(await state()).toEqual({ rvId: rv.id, exportUrl: null, feeds: [] })

    const first = await share(rv.id, owner.cookie)
    expect(await state()).toMatchObject({ exportUrl: first })
    const second = await share(rv.id, owner.cookie)
    expect(second).not.toBe(first)
    expect(await state()).toMatchObject({ exportUrl: second })
    const old = await fetchExport(first)
    expect(old.status).toBe(404)
    expect(await old.json()).toMatchObject({ code: 'not_found' })
    expect((await fetchExport(second)).status).toBe(200)

    const revoke = await api(owner.cookie).issues.calendars[':rvId'].export.$delete({ param: { rvId: rv.id } })
    expect(revoke.status).toBe(204)
    expect((await fetchExport(second)).status).toBe(404)
    expect(await state()).toMatchObject({ exportUrl: null })
  })

  it('answers 404 for a token nobody was given', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'not-a-token.ics', 'x.txt']) {
      const response = await api().issues.calendars.ical[':file'].$get({ param: { file } })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'not_found' })
    }
  })
})

describe('calendar sync guards', () => {
  it('refuses feed URLs that are not public https, and names longer than 80 characters', async () => {
    const { owner, rv } = await ownerWithFleet()
    const add = (json: JsonOf<Api['issues']['calendars'][':rvId']['feeds']['$post']>) =>
      api(owner.cookie).issues.calendars[':rvId'].feeds.$post({ param: { rvId: rv.id }, json })
    const refusedUrls = [
      'http://calendars.example/plain.ics',
      'ftp://calendars.example/a.ics',
      'https://localhost/a.ics',
      'https://127.0.0.1/a.ics',
      'https://2130706433/a.ics',
      'https://10.1.2.3/a.ics',
      'https://172.20.0.1/a.ics',
      'https://192.168.1.10/a.ics',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/a.ics',
      'https://[fd00::1]/a.ics',
      // IPv4 inside IPv6 (compatible, mapped in hex, NAT64, 6to4), site-local, and a public literal too.
      'https://[::127.0.0.1]/a.ics',
      'https://[::ffff:7f00:1]/a.ics',
      'https://[64:ff9b::a9fe:a9fe]/a.ics',
      'https://[2002:7f00:1::]/a.ics',
      'https://[fec0::1]/a.ics',
      'https://[2606:4700::1111]/a.ics',
      'https://8.8.8.8/a.ics',
      // Numeric, hex and octal IPv4, and this computer's names however spelled.
      'https://0x7f.1/a.ics',
      'https://0177.0.0.1/a.ics',
      'https://0x7f000001/a.ics',
      'https://localhost../a.ics',
      'https://LOCALHOST./a.ics',
      'https://calendar.localhost/a.ics',
      'https://nas.local/a.ics',
      'https://intranet/a.ics',
      'https://user:secret@calendars.example/a.ics',
      'calendars.example/a.ics',
      `https://calendars.example/${'a'.repeat(2000)}`,
      '',
    ]
    for (const url of refusedUrls) {
      const response = await add({ name: 'Airbnb', url })
      expect(response.status, url).toBe(400)
      expect(await response.json(), url).toMatchObject({ code: 'invalid_input', fields: { url: [expect.any(String)] } })
    }
    expect(await (await add({ name: 'Airbnb', url: 'http://calendars.example/plain.ics' })).json()).toMatchObject({
      message: 'Calendar URL must be a web address starting with https://',
    })
    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const response = await add({ name, url: 'https://calendars.example/a.ics' })
      expect(response.status, name).toBe(400)
      expect(await response.json()).toMatchObject({ fields: { name: [expect.any(String)] } })
    }
    expect(
      (
        await api(owner.cookie)
          .issues.calendars[':rvId'].$get({ param: { rvId: rv.id } })
          .then((r) => r.json())
      ).feeds,
    ).toEqual([])
  })

  it('refuses a name that resolves to a private network, before saving or fetching anything', async () => {
    let fetched = 0
    server.use(
      http.get('https://calendars.example/*', () => {
        fetched += 1
        return HttpResponse.text('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
      }),
    )
    const { owner, rv } = await ownerWithFleet()
    const add = () =>
      api(owner.cookie).issues.calendars[':rvId'].feeds.$post({
        param: { rvId: rv.id },
        json: { name: 'Airbnb', url: 'https://calendars.example/rebind.ics' },
      })
    for (const addresses of [['10.0.0.5'], ['93.184.216.34', '169.254.169.254'], ['64:ff9b::a9fe:a9fe'], ['::1']]) {
      server.use(dnsAnswer(addresses))
      const response = await add()
      expect(response.status, addresses.join()).toBe(400)
      expect(await response.json()).toMatchObject({
        code: 'invalid_input',
        fields: { url: ['Calendar URL must lead to a public address, not a private network'] },
      })
    }
    expect(fetched).toBe(0)
    const feeds = await env.DB.prepare('select count(*) as n from calendar_feeds where rv_id = ?')
      .bind(rv.id)
      .first('n')
    expect(feeds).toBe(0)
  })

  it('checks every redirect after DNS too, and refuses to fetch when the name cannot be checked', async () => {
    const { owner, rv } = await ownerWithFleet()
    server.use(
      http.get('https://calendars.example/start.ics', () => HttpResponse.text('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')),
    )
    const added = await api(owner.cookie).issues.calendars[':rvId'].feeds.$post({
      param: { rvId: rv.id },
      json: { name: 'Airbnb', url: 'https://calendars.example/start.ics' },
    })
    const feed = await added.json()
    expect(feed.lastError).toBeNull()
    const sync = () => api(owner.cookie).issues.calendars.feeds[':feedId'].sync.$post({ param: { feedId: feed.id } })

    let internalFetched = 0
    server.use(
      http.get(
        'https://calendars.example/start.ics',
        () => new HttpResponse(null, { status: 302, headers: { location: 'https://metadata.example/latest' } }),
      ),
      http.get('https://metadata.example/*', () => {
        internalFetched += 1
        return HttpResponse.text('secret')
      }),
      dnsAnswer((name) => [name === 'metadata.example' ? '169.254.169.254' : '93.184.216.34']),
    )
    expect(await (await sync()).json()).toMatchObject({
      lastError: 'Calendar URL must lead to a public address, not a private network',
    })
    expect(internalFetched).toBe(0)

    server.use(http.get(DNS_OVER_HTTPS_URL, () => new HttpResponse(null, { status: 502 })))
    expect(await (await sync()).json()).toMatchObject({
      lastError: "The calendar's address could not be checked; try again later",
    })
  })

  it("answers 404 for another owner's RV and calendar, and changes nothing of theirs", async () => {
    server.use(
      http.get('https://calendars.example/guarded.ics', () =>
        HttpResponse.text('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
      ),
    )
    const { owner, rv } = await ownerWithFleet()
    const stranger = await signUpOwner()
    const exportUrl = await share(rv.id, owner.cookie)
    const added = await api(owner.cookie).issues.calendars[':rvId'].feeds.$post({
      param: { rvId: rv.id },
      json: { name: 'Airbnb', url: 'https://calendars.example/guarded.ics' },
    })
    expect(added.status).toBe(201)
    const feed = await added.json()

    const calendars = api(stranger.cookie).issues.calendars
    const ofRv = { param: { rvId: rv.id } }
    const ofFeed = { param: { feedId: feed.id } }
    const attempts: [string, () => Promise<AnyResponse>][] = [
      ['GET the calendar', () => calendars[':rvId'].$get(ofRv)],
      ['POST its export', () => calendars[':rvId'].export.$post({ ...ofRv })],
      ['DELETE its export', () => calendars[':rvId'].export.$delete(ofRv)],
      [
        'POST a feed',
        () =>
          calendars[':rvId'].feeds.$post({
            ...ofRv,
            json: { name: 'Mine now', url: 'https://calendars.example/guarded.ics' },
          }),
      ],
      ['POST a sync', () => calendars.feeds[':feedId'].sync.$post({ ...ofFeed })],
      ['DELETE the feed', () => calendars.feeds[':feedId'].$delete(ofFeed)],
    ]
    for (const [name, attempt] of attempts) {
      const response = await attempt()
      expect(response.status, name).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'not_found' })
    }
    const state = await (await api(owner.cookie).issues.calendars[':rvId'].$get({ param: { rvId: rv.id } })).json()
    expect(state.exportUrl).toBe(exportUrl)
    expect(state.feeds.map((f) => f.id)).toEqual([feed.id])
    expect((await fetchExport(exportUrl)).status).toBe(200)
  })
})
