/** How the calculator's options read; the rule (worker/modules/budget/rules/trip-cost.ts) knows only their values. */
import type { BudgetLevel, Season, TripRvType, VenueType } from '../../../../worker/modules/budget/rules/trip-cost'

export const TRIP_RV_TYPE_LABELS: Record<TripRvType, string> = {
  'class-a': 'Class A Motorhome',
  'class-b': 'Class B Van',
  'class-c': 'Class C Motorhome',
  'travel-trailer': 'Travel Trailer',
  'fifth-wheel': 'Fifth Wheel',
}

export const VENUE_LABELS: Record<VenueType, string> = {
  campground: 'Campground',
  'rv-park': 'RV Park',
  'luxury-resort': 'Luxury Resort',
  boondocking: 'Boondocking (free camping)',
}

export const SEASON_LABELS: Record<Season, string> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  winter: 'Winter',
}

export const BUDGET_LEVEL_LABELS: Record<BudgetLevel, string> = {
  economy: 'Economy',
  moderate: 'Moderate',
  luxury: 'Luxury',
}
