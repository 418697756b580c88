/** The breakdown's lines as the page shows them: a label, how the figure was reached, and its cents. */
import { formatDollars } from '../../../../worker/lib/shared/money'
import {
  ACTIVITIES_FACTOR,
  BUDGET_INFO,
  FUEL_DOLLARS_PER_GALLON,
  INSURANCE_SHARE,
  RV_TYPE_INFO,
  SEASON_INFO,
  VENUE_INFO,
  boundedTrip,
  type TripBreakdown,
  type TripCost,
  type TripInput,
} from '../../../../worker/modules/budget/rules/trip-cost'
import { counted, wholeDollars } from './format'

export interface BreakdownLine {
  key: Exclude<keyof TripBreakdown, 'total'>
  label: string
  detail: string
  cents: number
}

const NOT_INCLUDED = 'Not included'

export function breakdownLines(trip: TripInput, cost: TripCost): BreakdownLine[] {
  const input = boundedTrip(trip)
  const days = counted(input.tripDuration, 'day')
  const people = counted(input.numberOfPeople, 'person', 'people')
  const rv = RV_TYPE_INFO[input.rvType]
  const season = SEASON_INFO[input.season]
  const level = BUDGET_INFO[input.budgetLevel]
  const venue = VENUE_INFO[input.venueType]
  return [
    {
      key: 'rvRental',
      label: 'RV rental',
      detail: `${days} × ${formatDollars(cost.nightlyBaseCents)} × ${season.multiplier} (${season.label.toLowerCase()}) × ${level.multiplier} (${level.label.toLowerCase()})`,
      cents: cost.rvRental,
    },
    {
      key: 'venueBooking',
      label: 'Campsites',
      detail: `${counted(input.tripDuration, 'night')} × ${wholeDollars(venue.nightly * 100)} (${venue.label.toLowerCase()})`,
      cents: cost.venueBooking,
    },
    {
      key: 'fuel',
      label: 'Fuel',
      detail: input.includeFuel
        ? `${counted(input.milesDriving, 'mile')} ÷ ${rv.mpg} mpg × ${formatDollars(FUEL_DOLLARS_PER_GALLON * 100)} a gallon`
        : NOT_INCLUDED,
      cents: cost.fuel,
    },
    {
      key: 'insurance',
      label: 'Insurance',
      detail: input.includeInsurance ? `${Math.round(INSURANCE_SHARE * 100)}% of the RV rental` : NOT_INCLUDED,
      cents: cost.insurance,
    },
    {
      key: 'food',
      label: 'Food',
      detail: input.includeFood ? `${people} × ${days} × ${wholeDollars(level.food * 100)}` : NOT_INCLUDED,
      cents: cost.food,
    },
    {
      key: 'activities',
      label: 'Activities',
      detail: input.includeActivities
        ? `${people} × ${days} × ${wholeDollars(level.activities * 100)} × ${ACTIVITIES_FACTOR}`
        : NOT_INCLUDED,
      cents: cost.activities,
    },
    {
      key: 'extras',
      label: 'Extras',
      detail: input.includeExtras ? `${days} × ${wholeDollars(level.extras * 100)}` : NOT_INCLUDED,
      cents: cost.extras,
    },
  ]
}
