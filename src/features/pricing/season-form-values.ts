/** A season's form (add or edit, in an RV's Pricing tab), and how it becomes the API payload. */
import type { SeasonInput } from '../../../worker/modules/pricing/schemas'
import { optionalNumber } from '../../lib/form-errors'
import type { RvSeason } from './queries'

export interface SeasonFormValues {
  name: string
  startDate: string
  endDate: string
  nightlyRate: string
  minNights: string
}

export const emptySeasonForm = (): SeasonFormValues => ({
  name: '',
  startDate: '',
  endDate: '',
  nightlyRate: '',
  minNights: '',
})

export const seasonToFormValues = (season: RvSeason): SeasonFormValues => ({
  ...season,
  minNights: season.minNights === null ? '' : String(season.minNights),
})

export const toSeasonPayload = (values: SeasonFormValues): SeasonInput => ({
  ...values,
  nightlyRate: values.nightlyRate.trim(),
  minNights: optionalNumber(values.minNights),
})
