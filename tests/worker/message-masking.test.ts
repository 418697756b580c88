import { describe, expect, it } from 'vitest'
import { CONTACT_PLACEHOLDER, maskContactDetails } from '../../worker/modules/messages/rules/mask-contacts'
import { median, responseStats, RESPONSE_WINDOW_MS } from '../../worker/modules/messages/rules/response-stats'

const HIDDEN = CONTACT_PLACEHOLDER

describe('masking contact details in messages before a booking is paid', () => {
  it.each([
    // Phone numbers, in the formats people write them.
    ['Call me on 555-123-4567 tonight', `Call me on ${HIDDEN} tonight`],
    ['(555) 123 4567', HIDDEN],
    ['my cell: (555)123-4567.', `my cell: ${HIDDEN}.`],
    ['+1 555 123 4567', HIDDEN],
    ['+1 (555) 123-4567', HIDDEN],
    ['text 5551234567 ok', `text ${HIDDEN} ok`],
    ['UK: +44 20 7946 0958', `UK: ${HIDDEN}`],
    ['555.123.4567', HIDDEN],
    ['555 - 123 - 4567', HIDDEN],
    ['local 555 1234', `local ${HIDDEN}`],
    // Email addresses.
    ['write to jane.doe+rv@gmail.com please', `write to ${HIDDEN} please`],
    ['JANE@EXAMPLE.CO.UK', HIDDEN],
    // Links: with a scheme, with www., and bare domains with or without a path.
    ['see https://example.com/x?y=1.', `see ${HIDDEN}.`],
    ['http://192.168.0.1/page', HIDDEN],
    ['www.rvstuff.net', HIDDEN],
    ['book at example.com/x instead', `book at ${HIDDEN} instead`],
    ['Visit my-site.co.uk today', `Visit ${HIDDEN} today`],
    ['(on airbnb.com)', `(on ${HIDDEN})`],
    // Several in one message.
    ['Email a@b.io or call 555-123-4567, or see rv.example.com', `Email ${HIDDEN} or call ${HIDDEN}, or see ${HIDDEN}`],
  ])('hides %j', (text, expected) => {
    expect(maskContactDetails(text)).toEqual({ text: expected, masked: true })
  })

  it.each([
    'Is it pet friendly? We are 2 adults and 3 kids.',
    'From 2026-07-01 to 2026-07-05, pickup at 10:30',
    'Arriving 01.07.2026',
    'The total was $1,250.00 for 4 nights',
    'arrived.Then we left',
    'e.g. a tent',
    'It is 7.5 m long and sleeps 6',
    'Booking 3f2a1c9e-4123-8765-a1b2-1234567890ab',
    'five five five one two three four five six seven',
  ])('leaves %j as it is', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false })
  })
})

describe('response figures', () => {
  const asked = 1_000_000_000
  const answered = (delay: number) => ({ askedAt: asked, answeredAt: asked + delay })
  const unanswered = { askedAt: asked, answeredAt: null }

  it('stay at 100% until 5 are counted, whatever they are', () => {
    expect(responseStats([unanswered, unanswered, unanswered, unanswered])).toEqual({
      responseRate: 100,
      typicalResponseMinutes: null,
      counted: 4,
    })
  })

  it('count an answer at exactly 24 hours as in time, and 1 ms later as not', () => {
    const inTime = [answered(RESPONSE_WINDOW_MS), ...Array.from({ length: 4 }, () => answered(60_000))]
    expect(responseStats(inTime).responseRate).toBe(100)
    const late = [answered(RESPONSE_WINDOW_MS + 1), ...Array.from({ length: 4 }, () => answered(60_000))]
    expect(responseStats(late).responseRate).toBe(80)
  })

  it('give the median minutes to the first answer', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
    const stats = responseStats([answered(10 * 60_000), answered(30 * 60_000), answered(600 * 60_000), unanswered])
    expect(stats.typicalResponseMinutes).toBe(30)
  })
})
