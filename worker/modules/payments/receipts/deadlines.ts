/**
 * A stored cancellation policy's deadlines as moments in the owner's time zone (where the pickup
 * is): before pickup − 30 days the rental comes back in full, and so on down its table. The year
 * is written too: a receipt is read long after the trip.
 */
import type { CancellationPolicy } from '../../../lib/shared/cancellation'
import { formatInZone } from '../../../lib/shared/zoned-time'

const DAY_MS = 86_400_000

const share = (percent: number) =>
  percent === 100
    ? 'the rental refunded in full'
    : percent === 0
      ? 'no refund of the rental'
      : `${percent} % of the rental refunded`

/** Each tier of the policy as a window of time with its refund, and the pickup moment, written out. */
export function policyDeadlines({ tiers, pickupAt, timeZone }: CancellationPolicy) {
  const at = (moreThanDays: number) => pickupAt - moreThanDays * DAY_MS
  const text = (ms: number) => formatInZone(ms, timeZone, { withYear: true })
  const deadlines = tiers.map(({ moreThanDays, percent }, index) => {
    const previous = tiers[index - 1]
    const from = previous ? at(previous.moreThanDays) : null
    const until = moreThanDays > 0 ? at(moreThanDays) : null
    const when = (() => {
      if (from === null) return until === null ? 'Cancelled at any time' : `Cancelled before ${text(until)}`
      return until === null ? `Cancelled from ${text(from)} on` : `Cancelled from ${text(from)} until ${text(until)}`
    })()
    return {
      percent,
      from: from === null ? null : new Date(from).toISOString(),
      until: until === null ? null : new Date(until).toISOString(),
      text: `${when}: ${share(percent)}`,
    }
  })
  return { pickup: text(pickupAt), deadlines }
}
