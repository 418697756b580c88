/**
 * The recommendation's colours (spec §9: the confidence badge switches at 85 and 70; ROI is green
 * from 4, yellow from 2.5, red below). Tones first, then their classes, spelled out here so
 * Tailwind, which builds only the classes it finds under src/, generates them. The shades keep
 * WCAG AA contrast in both themes.
 */

/** Green ('success') from 85, amber ('warning') from 70, red ('error') below. */
export const confidenceTone = (confidence: number) =>
  confidence >= 85 ? 'success' : confidence >= 70 ? 'warning' : 'error'

export const roiTone = (roi: number) => (roi >= 4 ? 'green' : roi >= 2.5 ? 'yellow' : 'red')

const BADGE = { success: 'badge-success', warning: 'badge-warning', error: 'badge-error' } as const

const ROI_TEXT = {
  green: 'text-green-700 dark:text-green-400',
  yellow: 'text-yellow-700 dark:text-yellow-300',
  red: 'text-red-700 dark:text-red-400',
} as const

export const confidenceBadgeClass = (confidence: number) => BADGE[confidenceTone(confidence)]
export const roiColourClass = (roi: number) => ROI_TEXT[roiTone(roi)]
