/**
 * The rental lines of a stay under an owner's rate card: each night priced by its season, its
 * weekday or the RV's nightly price, then a weekly or monthly rate in their place when it is
 * cheaper. Pure (the SPA shows the same lines the server charges); integer cents throughout.
 */
import { addDays, toDayNumber } from '../../../lib/shared/dates'
import type { QuoteLine, QuoteLineCode } from '../../../lib/shared/quote'
import type { RateCard, Season } from '../../../lib/shared/rate-card'

const FRIDAY = 5
const SATURDAY = 6

/** The weekday (0 = Sunday … 6 = Saturday) of a 'YYYY-MM-DD' day, read in UTC so no day shifts. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/** Whether the night starting on `date` is one of the season's nights (first and last inclusive). */
export const inSeason = (season: Season, date: string) => season.startDate <= date && date <= season.endDate

/** The start date of every night of the stay (none when the return is not after the pickup). */
export function nightsOf(startDate: string, endDate: string) {
  const count = Math.max(0, Math.ceil(toDayNumber(endDate) - toDayNumber(startDate)))
  return Array.from({ length: count }, (_, index) => addDays(startDate, index))
}

/** `numerator / denominator` rounded half up, in integers so no float error moves a cent. */
const roundedQuotient = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator))

/**
 * A stay's price at the weekly or monthly rate, or null when neither applies. The monthly rate
 * wins from 30 nights; the weekly rate covers 7-29 nights, and longer stays when there is no
 * monthly rate. Nights past the 7 (or 30) cost a pro-rated share: 9 nights at 130000 a week is
 * 130000 + round(130000 × 2 / 7) = 167143.
 */
export function stayRate(nights: number, rates: Pick<RateCard, 'weeklyCents' | 'monthlyCents'>) {
  if (nights >= 30 && rates.monthlyCents !== null) {
    const cents = rates.monthlyCents + roundedQuotient(rates.monthlyCents * (nights - 30), 30)
    return { code: 'rv_monthly' as const, name: 'monthly', cents }
  }
  if (nights >= 7 && rates.weeklyCents !== null) {
    const cents = rates.weeklyCents + roundedQuotient(rates.weeklyCents * (nights - 7), 7)
    return { code: 'rv_weekly' as const, name: 'weekly', cents }
  }
  return null
}

interface RentalInput {
  startDate: string
  endDate: string
  rv: { name: string; pricePerNightCents: number }
  rates: RateCard
}

const rentalLine = (code: QuoteLineCode, label: string, quantity: number, unitCents: number): QuoteLine => ({
  code,
  label,
  quantity,
  unitCents,
  amountCents: quantity * unitCents,
})

/**
 * The nightly lines: regular nights, weekend nights, then one line per season in the card's
 * order. A night in overlapping seasons belongs to the first listed, so it is never priced twice.
 */
function nightLines({ startDate, endDate, rv, rates }: RentalInput) {
  let regular = 0
  let weekend = 0
  const perSeason = rates.seasons.map(() => 0)
  for (const night of nightsOf(startDate, endDate)) {
    const seasonIndex = rates.seasons.findIndex((season) => inSeason(season, night))
    const weekday = weekdayOf(night)
    if (seasonIndex >= 0) perSeason[seasonIndex] = (perSeason[seasonIndex] ?? 0) + 1
    else if (rates.weekendCents !== null && (weekday === FRIDAY || weekday === SATURDAY)) weekend += 1
    else regular += 1
  }
  const lines = [
    rentalLine('rv_nights', rv.name, regular, rv.pricePerNightCents),
    rentalLine('rv_weekend_nights', `${rv.name}: weekend nights`, weekend, rates.weekendCents ?? 0),
    ...rates.seasons.map((season, index) =>
      rentalLine('rv_season_nights', `${rv.name}: ${season.name}`, perSeason[index] ?? 0, season.nightlyCents),
    ),
  ].filter((line) => line.quantity > 0)
  // A stay of no nights still shows the RV's line (quantity 0), as the plain quote always has.
  return lines.length > 0 ? lines : [rentalLine('rv_nights', rv.name, 0, rv.pricePerNightCents)]
}

/**
 * The RV's lines for a stay: the nightly lines, or one weekly or monthly line in their place when
 * that rate comes to less (an owner's long-stay rate never charges more than the nights would).
 */
export function rentalLines(input: RentalInput): QuoteLine[] {
  const nights = nightsOf(input.startDate, input.endDate).length
  const lines = nightLines(input)
  const nightlyTotal = lines.reduce((sum, { amountCents }) => sum + amountCents, 0)
  const longStay = stayRate(nights, input.rates)
  if (!longStay || longStay.cents >= nightlyTotal) return lines
  const label = `${input.rv.name}: ${nights} nights at the ${longStay.name} rate`
  return [{ code: longStay.code, label, quantity: 1, unitCents: longStay.cents, amountCents: longStay.cents }]
}
