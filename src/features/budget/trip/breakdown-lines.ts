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
import { percent } from '../../../lib/format'
import { plural } from '../../../lib/plural'
import { BUDGET_LEVEL_LABELS, SEASON_LABELS, VENUE_LABELS } from './trip-labels'

export interface BreakdownLine {
  key: Exclude<keyof TripBreakdown, 'total'>
  label: string
  detail: string
  cents: number
}

const NOT_INCLUDED = 'Not included'

export function breakdownLines(trip: TripInput, cost: TripCost): BreakdownLine[] {
  const input = boundedTrip(trip)
  const days = plural(input.tripDuration, 'day')
  const people = plural(input.numberOfPeople, 'person', 'people')
  const rv = RV_TYPE_INFO[input.rvType]
  const season = SEASON_INFO[input.season]
  const level = BUDGET_INFO[input.budgetLevel]
  const venue = VENUE_INFO[input.venueType]
  const whole = (dollars: number) => formatDollars(dollars * 100, { whole: true })
  return [
    {
      key: 'rvRental',
      label: 'RV rental',
      detail: `${days} × ${formatDollars(cost.nightlyBaseCents)} × ${season.multiplier} (${SEASON_LABELS[input.season].toLowerCase()}) × ${level.multiplier} (${BUDGET_LEVEL_LABELS[input.budgetLevel].toLowerCase()})`,
      cents: cost.rvRental,
    },
    {
      key: 'venueBooking',
      label: 'Campsites',
      detail: `${plural(input.tripDuration, 'night')} × ${whole(venue.nightly)} (${VENUE_LABELS[input.venueType].toLowerCase()})`,
      cents: cost.venueBooking,
    },
    {
      key: 'fuel',
      label: 'Fuel',
      detail: input.includeFuel
        ? `${plural(input.milesDriving, 'mile')} ÷ ${rv.mpg} mpg × ${formatDollars(FUEL_DOLLARS_PER_GALLON * 100)} a gallon`
        : NOT_INCLUDED,
      cents: cost.fuel,
    },
    {
      key: 'insurance',
      label: 'Insurance',
      detail: input.includeInsurance ? `${percent(INSURANCE_SHARE)} of the RV rental` : NOT_INCLUDED,
      cents: cost.insurance,
    },
    {
      key: 'food',
      label: 'Food',
      detail: input.includeFood ? `${people} × ${days} × ${whole(level.food)}` : NOT_INCLUDED,
      cents: cost.food,
    },
    {
      key: 'activities',
      label: 'Activities',
      detail: input.includeActivities
        ? `${people} × ${days} × ${whole(level.activities)} × ${ACTIVITIES_FACTOR}`
        : NOT_INCLUDED,
      cents: cost.activities,
    },
    {
      key: 'extras',
      label: 'Extras',
      detail: input.includeExtras ? `${days} × ${whole(level.extras)}` : NOT_INCLUDED,
      cents: cost.extras,
    },
  ]
}
