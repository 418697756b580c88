/**
 * Spec §3 "Tips entry" in words: per counted category, its estimated cost (cents, from the rule),
 * what it covers and how to save. Money is written by the one formatter, in whole dollars.
 */
import { formatDollars } from '../../../../worker/lib/shared/money'
import {
  BUDGET_INFO,
  FUEL_DOLLARS_PER_GALLON,
  RV_TYPE_INFO,
  VENUE_INFO,
  boundedTrip,
  rentalInSeason,
  tripGallons,
  tripTipCosts,
  type Season,
  type TripBreakdown,
  type TripInput,
  type TripTipCategory,
  type VenueType,
} from '../../../../worker/modules/budget/rules/trip-cost'
import { plural } from '../../../lib/plural'
import { BUDGET_LEVEL_LABELS, SEASON_LABELS, TRIP_RV_TYPE_LABELS, VENUE_LABELS } from './trip-labels'

export interface TripTip {
  category: string
  /** Cents. */
  estimatedCost: number
  description: string
  tips: string[]
}

type Words = Omit<TripTip, 'estimatedCost'>

const dollars = (cents: number) => formatDollars(cents, { whole: true })

function rentalTip(input: TripInput, cost: TripBreakdown): Words {
  const seasonTips: Record<Season, string> = {
    summer: `Summer rates run 30% above spring. The same trip in fall would cost about ${dollars(
      rentalInSeason(cost.rvRental, 'summer', 'fall'),
    )} for the RV instead of ${dollars(cost.rvRental)}.`,
    spring: 'Spring is priced at the base rate: book early for school-holiday weeks, which fill first.',
    fall: 'Fall is 10% below the base rate and campgrounds empty out after Labor Day: a good time to go.',
    winter:
      'Winter is the cheapest season (30% below spring), but check that campgrounds on your route are open and ask whether the RV is winterized.',
  }
  return {
    category: 'RV rental',
    description: `${plural(input.tripDuration, 'day')} in a ${TRIP_RV_TYPE_LABELS[input.rvType]} in ${SEASON_LABELS[input.season].toLowerCase()}, with insurance if included.`,
    tips: [
      seasonTips[input.season],
      'Ask the owner about a weekly rate: stays of 7 nights or more are often discounted.',
      'Walk around the RV with the owner at pickup and photograph any scratches, so they are not charged to you.',
    ],
  }
}

const VENUE_TIPS: Record<VenueType, string[]> = {
  campground: [
    'State and national park sites open for booking months ahead (often 6) and popular ones fill in minutes.',
    'Check the site length limit before booking: many older campgrounds cannot take rigs over 30 feet.',
  ],
  'rv-park': [
    'Full hookups (water, sewer, power) let you run the air conditioning without the generator.',
    'Many RV parks discount weekly stays, and club memberships such as Good Sam take 10% off at member parks.',
  ],
  'luxury-resort': [
    'Ask for the weekly rate: resorts often price a week well below seven single nights.',
    'Mix resort nights with a few nights at campgrounds to keep the comforts and cut the bill.',
  ],
  boondocking: [
    'Public land (BLM, national forests) usually allows free stays of up to 14 days in one spot.',
    'Arrive with a full fresh-water tank and empty waste tanks: there are no hookups.',
  ],
}

function campsiteTip(input: TripInput): Words {
  const { nightly } = VENUE_INFO[input.venueType]
  return {
    category: 'Campsites',
    description:
      nightly === 0
        ? `${plural(input.tripDuration, 'night')} of free camping off the grid.`
        : `${plural(input.tripDuration, 'night')} at ${VENUE_LABELS[input.venueType].toLowerCase()} sites, about ${dollars(nightly * 100)} a night.`,
    tips: VENUE_TIPS[input.venueType],
  }
}

function fuelTip(input: TripInput): Words {
  const { mpg } = RV_TYPE_INFO[input.rvType]
  return {
    category: 'Fuel',
    description: `About ${plural(tripGallons(input), 'gallon')} for ${plural(input.milesDriving, 'mile')}: a ${TRIP_RV_TYPE_LABELS[input.rvType]} does about ${mpg} mpg, at ${formatDollars(FUEL_DOLLARS_PER_GALLON * 100)} a gallon.`,
    tips: [
      'Keep to 55-60 mph: an RV’s mileage drops quickly above that.',
      'Fill up away from highway exits, and use a fuel-price app to find truck stops with RV lanes.',
      mpg <= 10
        ? 'A Class A burns the most fuel: set up a base camp and explore by day instead of moving every night.'
        : 'Plan a loop rather than an out-and-back route, so no mile is driven twice.',
    ],
  }
}

function foodTip(input: TripInput): Words {
  return {
    category: 'Food',
    description: `${plural(input.numberOfPeople, 'person', 'people')} for ${plural(input.tripDuration, 'day')} at ${dollars(BUDGET_INFO[input.budgetLevel].food * 100)} a person a day (${BUDGET_LEVEL_LABELS[input.budgetLevel].toLowerCase()}).`,
    tips: [
      'Stock up at a supermarket before you leave: campground stores and tourist towns charge more.',
      'Cook breakfast and lunch in the RV and keep restaurants for a few dinners.',
      'Plan one-pot meals: water and tank space are limited when you wash up.',
    ],
  }
}

function activitiesTip(input: TripInput): Words {
  return {
    category: 'Activities',
    description: `Tours, park entries and rentals for ${plural(input.numberOfPeople, 'person', 'people')}, on about 7 days in 10.`,
    tips: [
      'An America the Beautiful pass ($80 a year) covers entry to every national park for a whole vehicle.',
      'Hiking, swimming and ranger programmes are free: alternate paid days with free ones.',
    ],
  }
}

const WORDS: Record<TripTipCategory, (input: TripInput, cost: TripBreakdown) => Words> = {
  rental: rentalTip,
  campsites: campsiteTip,
  fuel: fuelTip,
  food: foodTip,
  activities: activitiesTip,
}

/** Tips for the lines the renter is counting: the RV, the campsites, and fuel, food and activities when included. */
export function tripTips(trip: TripInput, cost: TripBreakdown): TripTip[] {
  const input = boundedTrip(trip)
  return tripTipCosts(input, cost).map(({ category, estimatedCost }) => {
    const { category: name, description, tips } = WORDS[category](input, cost)
    return { category: name, estimatedCost, description, tips }
  })
}
