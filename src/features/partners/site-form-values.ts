/** The partner's Add/Edit site form: its text state, its API payload, and how a site reads. */
import type { HookupAmps, ParkingSpotSize } from '../../../worker/lib/shared/enums'
import type { SiteInput } from '../../../worker/modules/partners/schemas'
import { numberOrZero } from '../../lib/form-errors'
import type { Site } from './queries'

export const ampsChoices = ['none', '30', '50'] as const
export type AmpsChoice = (typeof ampsChoices)[number]
export const AMPS_LABELS: Record<AmpsChoice, string> = { none: 'None', '30': '30 amp', '50': '50 amp' }

export interface SiteFormValues {
  spotNumber: string
  size: ParkingSpotSize
  maxRvLength: string
  amps: AmpsChoice
  water: boolean
  sewer: boolean
  pullThrough: boolean
  pricePerNight: string
  available: boolean
}

export const emptySiteForm = (): SiteFormValues => ({
  spotNumber: '',
  size: 'medium',
  maxRvLength: '',
  amps: 'none',
  water: false,
  sewer: false,
  pullThrough: false,
  pricePerNight: '',
  available: true,
})

export const siteToFormValues = (site: Site): SiteFormValues => ({
  spotNumber: site.spotNumber,
  size: site.size,
  maxRvLength: site.maxRvLength === null ? '' : String(site.maxRvLength),
  amps: site.amps === null ? 'none' : site.amps === 30 ? '30' : '50',
  water: site.water,
  sewer: site.sewer,
  pullThrough: site.pullThrough,
  pricePerNight: site.pricePerNight,
  available: site.available,
})

export const toSitePayload = (values: SiteFormValues): SiteInput => ({
  spotNumber: values.spotNumber,
  size: values.size,
  maxRvLength: values.maxRvLength.trim(),
  amps: values.amps === 'none' ? '' : values.amps,
  water: values.water,
  sewer: values.sewer,
  pullThrough: values.pullThrough,
  pricePerNight: values.pricePerNight.trim() === '' ? '' : numberOrZero(values.pricePerNight),
  available: values.available,
})

export const sizeLabel = (size: ParkingSpotSize) => size.charAt(0).toUpperCase() + size.slice(1)

/** '50 amp · Water · Sewer · Pull-through', or 'No hookups'. */
export function hookupsText(site: Pick<Site, 'amps' | 'water' | 'sewer' | 'pullThrough'>) {
  const amps: HookupAmps | null = site.amps
  const parts = [
    amps ? `${amps} amp` : '',
    site.water ? 'Water' : '',
    site.sewer ? 'Sewer' : '',
    site.pullThrough ? 'Pull-through' : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : 'No hookups'
}

/** 'Up to 30 ft', or 'Any length'. */
export const lengthText = (maxRvLength: number | null) =>
  maxRvLength === null ? 'Any length' : `Up to ${maxRvLength} ft`
