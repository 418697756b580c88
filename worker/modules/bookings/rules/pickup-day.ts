/**
 * The earliest pickup day anyone can still book. A calendar day D lasts longest in the last time
 * zone to reach it, UTC-12 (Baker Island): there D runs from D 12:00 UTC to D+1 12:00 UTC. So D
 * is over everywhere exactly when D is before today's date in UTC-12, the date at `now` - 12 h.
 * Example: at 2026-07-02 11:59:59.999 UTC it is still 2026-07-01 in UTC-12, so July 1 may be
 * picked; from 2026-07-02 12:00 UTC July 1 is over in every zone and is refused. (The other end,
 * UTC+14, only decides when "tomorrow" starts somewhere, which never makes a day over.)
 */
import { utcDay } from '../../../lib/shared/dates'

const LAST_ZONE_OFFSET_MS = 12 * 3_600_000

export const earliestPickupDay = (now: number) => utcDay(now - LAST_ZONE_OFFSET_MS)
