/**
 * The rule's colour tones (spec §9) as classes, spelled out here so Tailwind, which builds only
 * the classes it finds under src/, generates them. The shades keep WCAG AA contrast in both themes.
 */
import { confidenceTone, roiTone } from '../../../../worker/modules/budget/rules/ad-budget'

const BADGE = { success: 'badge-success', warning: 'badge-warning', error: 'badge-error' } as const

const ROI_TEXT = {
  green: 'text-green-700 dark:text-green-400',
  yellow: 'text-yellow-700 dark:text-yellow-300',
  red: 'text-red-700 dark:text-red-400',
} as const

export const confidenceBadgeClass = (confidence: number) => BADGE[confidenceTone(confidence)]
export const roiColourClass = (roi: number) => ROI_TEXT[roiTone(roi)]
