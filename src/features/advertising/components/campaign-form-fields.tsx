import { adObjectives, adPlatforms, bidStrategies } from '../../../../worker/lib/shared/enums'
import {
  AD_OBJECTIVE_LABELS,
  AD_PLATFORM_LABELS,
  BID_STRATEGY_LABELS,
} from '../../../../worker/modules/advertising/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import type { FieldErrors } from '../../../lib/form-errors'
import { showsFacebookId, showsGoogleId, type AdCampaignFormValues } from '../campaign-form-values'
import { TargetingFields } from './targeting-fields'

export interface AdFormFieldsProps {
  values: AdCampaignFormValues
  errors: FieldErrors
  onChange: (patch: Partial<AdCampaignFormValues>) => void
}

const input = 'input w-full'
const ID_HINT = 'The number in Google Ads / Meta Ads Manager: daily figures are then pulled by themselves'

/** Spec §5 'Ad campaign form': what the campaign is, what it may spend, what the ads say and whom they reach. */
export function CampaignFormFields({ values, errors, onChange }: AdFormFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Campaign name" error={errors.name} className="sm:col-span-2">
        <input
          className={input}
          maxLength={120}
          autoComplete="off"
          placeholder="Summer road trips"
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </FormField>
      <FormField label="Platform" error={errors.platform}>
        <EnumSelect
          values={adPlatforms}
          labels={AD_PLATFORM_LABELS}
          value={values.platform}
          onChange={(platform) => onChange({ platform })}
        />
      </FormField>
      <FormField label="Objective" error={errors.objective}>
        <EnumSelect
          values={adObjectives}
          labels={AD_OBJECTIVE_LABELS}
          value={values.objective}
          onChange={(objective) => onChange({ objective })}
        />
      </FormField>
      <FormField label="Daily budget ($)" error={errors.budget} hint="What the campaign may spend each day">
        <input
          className={input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="45.00"
          value={values.budget}
          onChange={(event) => onChange({ budget: event.target.value })}
        />
      </FormField>
      <FormField label="Bid strategy" error={errors.bidStrategy}>
        <EnumSelect
          values={bidStrategies}
          labels={BID_STRATEGY_LABELS}
          value={values.bidStrategy}
          onChange={(bidStrategy) => onChange({ bidStrategy })}
        />
      </FormField>
      <FormField label="Start date" error={errors.startDate}>
        <input
          type="date"
          className={input}
          value={values.startDate}
          onChange={(event) => onChange({ startDate: event.target.value })}
        />
      </FormField>
      <FormField label="End date" error={errors.endDate}>
        <input
          type="date"
          className={input}
          min={values.startDate || undefined}
          value={values.endDate}
          onChange={(event) => onChange({ endDate: event.target.value })}
        />
      </FormField>
      <FormField label="Keywords (comma-separated)" error={errors.keywords} className="sm:col-span-2">
        <input
          className={input}
          autoComplete="off"
          placeholder="rv rental, camper van hire"
          value={values.keywords}
          onChange={(event) => onChange({ keywords: event.target.value })}
        />
      </FormField>
      <FormField
        label="Headlines (comma-separated)"
        error={errors['adContent.headlines'] ?? errors.adContent}
        hint="Up to 15, each at most 30 characters"
        className="sm:col-span-2"
      >
        <input
          className={input}
          autoComplete="off"
          placeholder="RVs near you, Book your summer trip"
          value={values.headlines}
          onChange={(event) => onChange({ headlines: event.target.value })}
        />
      </FormField>
      <FormField
        label="Descriptions (one per line or comma-separated)"
        error={errors['adContent.descriptions']}
        hint="Up to 4, each at most 90 characters"
        className="sm:col-span-2"
      >
        <textarea
          className="textarea w-full"
          rows={3}
          value={values.descriptions}
          onChange={(event) => onChange({ descriptions: event.target.value })}
        />
      </FormField>
      {showsGoogleId(values.platform) && (
        <FormField label="Google campaign ID (optional)" error={errors.googleCampaignId} hint={ID_HINT}>
          <input
            className={input}
            inputMode="numeric"
            autoComplete="off"
            value={values.googleCampaignId}
            onChange={(event) => onChange({ googleCampaignId: event.target.value })}
          />
        </FormField>
      )}
      {showsFacebookId(values.platform) && (
        <FormField label="Facebook campaign ID (optional)" error={errors.facebookCampaignId} hint={ID_HINT}>
          <input
            className={input}
            inputMode="numeric"
            autoComplete="off"
            value={values.facebookCampaignId}
            onChange={(event) => onChange({ facebookCampaignId: event.target.value })}
          />
        </FormField>
      )}
      <TargetingFields values={values} errors={errors} onChange={onChange} />
    </div>
  )
}
