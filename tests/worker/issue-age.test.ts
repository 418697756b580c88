/** The issue age text the issues page shows (spec §9: under 1 hour, then hours, then days). */
import { describe, expect, it } from 'vitest'
import { issueAgeText } from '../../worker/modules/issues/rules/issue-age'

const now = Date.parse('2031-07-10T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('issue age', () => {
  it('reads under 1 hour until a full hour has passed, and for times slightly ahead of this clock', () => {
    expect(issueAgeText(ago(0), now)).toBe('under 1 hour')
    expect(issueAgeText(ago(59 * MINUTE + 59_000), now)).toBe('under 1 hour')
    expect(issueAgeText(ago(-5 * MINUTE), now)).toBe('under 1 hour')
  })

  it('counts whole hours, singular for one', () => {
    expect(issueAgeText(ago(HOUR), now)).toBe('1 hour ago')
    expect(issueAgeText(ago(2 * HOUR - 1), now)).toBe('1 hour ago')
    expect(issueAgeText(ago(2 * HOUR), now)).toBe('2 hours ago')
    expect(issueAgeText(ago(DAY - 1), now)).toBe('23 hours ago')
  })

  it('counts whole days from 24 hours on, singular for one', () => {
    expect(issueAgeText(ago(DAY), now)).toBe('1 day ago')
    expect(issueAgeText(ago(2 * DAY - 1), now)).toBe('1 day ago')
    expect(issueAgeText(ago(2 * DAY), now)).toBe('2 days ago')
    expect(issueAgeText(ago(400 * DAY), now)).toBe('400 days ago')
  })

  it('accepts the epoch milliseconds the server stores as well as the ISO text it sends', () => {
    expect(issueAgeText(now - 3 * HOUR, now)).toBe('3 hours ago')
  })

  it('reads an unreadable time as new rather than as a nonsense age', () => {
    expect(issueAgeText('not a date', now)).toBe('under 1 hour')
  })
})
