/** How the calculator's options read (spec §3 'Owner budget calculator inputs'); the rule knows only their values. */
import type { BusinessGoal, CompetitionLevel, SeasonFactor } from '../../../../worker/modules/budget/rules/ad-budget'

export const COMPETITION_LABELS: Record<CompetitionLevel, string> = {
  low: 'Low competition (0.8x)',
  medium: 'Medium competition (1x)',
  high: 'High competition (1.3x)',
  very_high: 'Very high competition (1.6x)',
}

export const GOAL_LABELS: Record<BusinessGoal, string> = {
  maintenance: 'Maintain current business',
  steady_growth: 'Steady growth',
  aggressive_growth: 'Aggressive growth',
  market_domination: 'Market domination',
}

/** The season select's options, one per factor the rule accepts (spec §9: 0.7, 0.85, 1, 1.2, 1.5). */
export const SEASON_OPTIONS = [
  { value: 0.7, label: 'Off-season (0.7x)' },
  { value: 0.85, label: 'Shoulder season (0.85x)' },
  { value: 1, label: 'Normal season (1x)' },
  { value: 1.2, label: 'High season (1.2x)' },
  { value: 1.5, label: 'Peak season (1.5x)' },
] as const satisfies readonly { value: SeasonFactor; label: string }[]
