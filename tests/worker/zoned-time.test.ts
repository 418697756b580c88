/** A wall-clock day and time in an IANA time zone as an instant, and an instant shown in a zone. */
import { describe, expect, it } from 'vitest'
import { formatInZone, zonedInstant } from '../../worker/lib/shared/zoned-time'

const BRISBANE = 'Australia/Brisbane'
const NEW_YORK = 'America/New_York'
const PICKUP = Date.UTC(2031, 2, 9, 14, 30)

describe('zonedInstant', () => {
  it('reads a pickup at 00:30 in Brisbane as 14:30 UTC the day before, summer and winter alike', () => {
    expect(zonedInstant('2031-03-10', '00:30', BRISBANE)).toBe(Date.UTC(2031, 2, 9, 14, 30))
    expect(zonedInstant('2031-07-01', '09:00', BRISBANE)).toBe(Date.UTC(2031, 5, 30, 23, 0))
  })

  it('uses New York’s offset of the day: UTC−5 in winter, UTC−4 in summer', () => {
    expect(zonedInstant('2031-01-15', '10:00', NEW_YORK)).toBe(Date.UTC(2031, 0, 15, 15, 0))
    expect(zonedInstant('2031-07-04', '10:00', NEW_YORK)).toBe(Date.UTC(2031, 6, 4, 14, 0))
  })

  it('moves a wall time in the spring gap forward by the gap (2031-03-09 02:00-03:00 does not exist)', () => {
    expect(zonedInstant('2031-03-09', '01:59', NEW_YORK)).toBe(Date.UTC(2031, 2, 9, 6, 59)) // EST
    expect(zonedInstant('2031-03-09', '02:00', NEW_YORK)).toBe(Date.UTC(2031, 2, 9, 7, 0)) // = 03:00 EDT
    expect(zonedInstant('2031-03-09', '02:30', NEW_YORK)).toBe(Date.UTC(2031, 2, 9, 7, 30)) // = 03:30 EDT
    expect(zonedInstant('2031-03-09', '03:00', NEW_YORK)).toBe(Date.UTC(2031, 2, 9, 7, 0)) // EDT
  })

  it('takes the earlier instant of a wall time the autumn overlap shows twice (2031-11-02 01:00-02:00)', () => {
    expect(zonedInstant('2031-11-02', '00:59', NEW_YORK)).toBe(Date.UTC(2031, 10, 2, 4, 59)) // EDT
    // 01:30 EDT (05:30 UTC), not 01:30 EST (06:30 UTC).
    expect(zonedInstant('2031-11-02', '01:30', NEW_YORK)).toBe(Date.UTC(2031, 10, 2, 5, 30))
    expect(zonedInstant('2031-11-02', '02:00', NEW_YORK)).toBe(Date.UTC(2031, 10, 2, 7, 0)) // EST
  })

  it('treats an unknown zone as UTC and refuses what is not a day and a time', () => {
    expect(zonedInstant('2031-03-10', '00:30', 'Mars/Olympus_Mons')).toBe(Date.UTC(2031, 2, 10, 0, 30))
    expect(() => zonedInstant('2031-3-10', '00:30', BRISBANE)).toThrow(RangeError)
    expect(() => zonedInstant('2031-03-10', '0:30', BRISBANE)).toThrow(RangeError)
  })
})

describe('formatInZone', () => {
  it('gives d MMM, HH:mm in the zone, 24-hour, with fixed month names', () => {
    expect(formatInZone(PICKUP, BRISBANE)).toBe('10 Mar, 00:30')
    expect(formatInZone(PICKUP, 'UTC')).toBe('9 Mar, 14:30')
    // A receipt writes the year: the zone's own, which differs from UTC's on New Year's Eve.
    expect(formatInZone(Date.UTC(2031, 11, 31, 20, 0), BRISBANE, { withYear: true })).toBe('1 Jan 2032, 06:00')
    expect(formatInZone(PICKUP, 'Mars/Olympus_Mons')).toBe('9 Mar, 14:30')
    // CLDR's en-GB says 'Sept'; midnight is 00, never 24.
    expect(formatInZone(Date.UTC(2031, 8, 4, 4, 5), NEW_YORK)).toBe('4 Sep, 00:05')
  })
})
