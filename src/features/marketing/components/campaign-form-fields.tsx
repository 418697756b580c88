import { campaignAudiences, campaignStatuses, campaignTypes } from '../../../../worker/lib/shared/enums'
import {
  AUDIENCE_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_TYPE_LABELS,
} from '../../../../worker/modules/marketing/campaigns/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import type { FieldErrors } from '../../../lib/form-errors'
import { localDate } from '../../../lib/local-date'
import type { CampaignFormValues } from '../campaign-form-values'
import { CampaignContentFields } from './campaign-content-fields'

interface CampaignFormFieldsProps {
  values: CampaignFormValues
  errors: FieldErrors
  onChange: (patch: Partial<CampaignFormValues>) => void
}

const input = 'input w-full'

/** The campaign's name, type, audience, status and dates, then the chosen type's own fields. */
export function CampaignFormFields({ values, errors, onChange }: CampaignFormFieldsProps) {
  const today = localDate()
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name} className="sm:col-span-2">
        <input
          className={input}
          maxLength={120}
          autoComplete="off"
          placeholder="Spring getaway"
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </FormField>
      <FormField label="Type" error={errors.type}>
        <EnumSelect
          values={campaignTypes}
          labels={CAMPAIGN_TYPE_LABELS}
          value={values.type}
          onChange={(type) => onChange({ type })}
        />
      </FormField>
      <FormField label="Status" error={errors.status} hint="'Save as Draft' saves it as a draft whatever is chosen">
        <EnumSelect
          values={campaignStatuses}
          labels={CAMPAIGN_STATUS_LABELS}
          value={values.status}
          onChange={(status) => onChange({ status })}
        />
      </FormField>
      <FormField label="Target Audience" error={errors.targetAudience} className="sm:col-span-2">
        <EnumSelect
          values={campaignAudiences}
          labels={AUDIENCE_LABELS}
          value={values.targetAudience}
          onChange={(targetAudience) => onChange({ targetAudience })}
        />
      </FormField>
      <FormField label="Description" error={errors.description} className="sm:col-span-2">
        <textarea
          className="textarea w-full"
          rows={2}
          maxLength={1_000}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </FormField>
      <FormField label="Start date" error={errors.startDate}>
        <input
          type="date"
          className={input}
          min={today}
          value={values.startDate}
          onChange={(event) => onChange({ startDate: event.target.value })}
        />
      </FormField>
      <FormField label="End date" error={errors.endDate}>
        <input
          type="date"
          className={input}
          min={values.startDate || today}
          value={values.endDate}
          onChange={(event) => onChange({ endDate: event.target.value })}
        />
      </FormField>
      <CampaignContentFields values={values} errors={errors} onChange={onChange} />
    </div>
  )
}
