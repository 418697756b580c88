/**
 * The owner's rules that refuse a stay or an add-on outright (rather than price it): minimum
 * nights, days on which no trip may start or end, and an add-on's most per booking. Pure, so the
 * SPA says the same sentence the server answers with.
 */
import type { AddOn, RateCard } from '../../../lib/shared/rate-card'
import { inSeason, nightsOf, weekdayOf } from './rental-rates'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

interface RateRefusalInput {
  startDate: string
  endDate: string
  rvName: string
  rates: RateCard | null | undefined
}

/**
 * The longest minimum that applies: the RV's own, and that of every season any night of the stay
 * falls in (overlapping seasons all count: each owner rule must hold). On a tie the RV's sentence
 * is used, since its minimum holds whatever the dates.
 */
function minimumNightsRefusal({ startDate, endDate, rvName, rates }: RateRefusalInput & { rates: RateCard }) {
  const nights = nightsOf(startDate, endDate)
  let refusal: { minimum: number; message: string } | null = null
  if (rates.minNights !== null) {
    refusal = {
      minimum: rates.minNights,
      message: `${rvName} needs at least ${rates.minNights} nights for these dates`,
    }
  }
  for (const season of rates.seasons) {
    if (season.minNights === null || !nights.some((night) => inSeason(season, night))) continue
    if (refusal && season.minNights <= refusal.minimum) continue
    refusal = { minimum: season.minNights, message: `Stays in ${season.name} need at least ${season.minNights} nights` }
  }
  return refusal && nights.length < refusal.minimum ? refusal.message : null
}

function turnoverRefusal(startDate: string, endDate: string, noTurnoverDays: number[]) {
  const startDay = weekdayOf(startDate)
  if (noTurnoverDays.includes(startDay)) return `Trips cannot start on a ${WEEKDAYS[startDay]}`
  const endDay = weekdayOf(endDate)
  if (noTurnoverDays.includes(endDay)) return `Trips cannot end on a ${WEEKDAYS[endDay]}`
  return null
}

/** Why the owner's rate card refuses these dates, or null; minimum nights are checked first. */
export function rateRefusal(input: RateRefusalInput): string | null {
  const { rates } = input
  if (!rates) return null
  return (
    minimumNightsRefusal({ ...input, rates }) ?? turnoverRefusal(input.startDate, input.endDate, rates.noTurnoverDays)
  )
}

/**
 * Why `quantity` of an add-on cannot be booked, or null. The quote never clamps a quantity, so
 * the caller asks this first and refuses rather than charging for fewer than the renter chose.
 */
export function addOnRefusal(addOn: Pick<AddOn, 'name' | 'maxQuantity'>, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 0) return `Choose a whole number of ${addOn.name}`
  if (quantity > addOn.maxQuantity) return `You can add at most ${addOn.maxQuantity} of ${addOn.name}`
  return null
}
