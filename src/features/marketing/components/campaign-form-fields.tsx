import { campaignAudiences, campaignStatuses, campaignTypes } from '../../../../worker/lib/shared/enums'
import {
  AUDIENCE_LABELS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_TYPE_LABELS,
} from '../../../../worker/modules/marketing/campaigns/schemas'
import { FormField } from '../../../components/form-field'
import { LabelledOptions } from '../../../components/labelled-options'
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
const select = 'select w-full'

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
        <select
          className={select}
          value={values.type}
          onChange={(event) => onChange({ type: event.target.value as CampaignFormValues['type'] })}
        >
          <LabelledOptions values={campaignTypes} labels={CAMPAIGN_TYPE_LABELS} />
        </select>
      </FormField>
      <FormField label="Status" error={errors.status} hint="'Save as Draft' saves it as a draft whatever is chosen">
        <select
          className={select}
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value as CampaignFormValues['status'] })}
        >
          <LabelledOptions values={campaignStatuses} labels={CAMPAIGN_STATUS_LABELS} />
        </select>
      </FormField>
      <FormField label="Target Audience" error={errors.targetAudience} className="sm:col-span-2">
        <select
          className={select}
          value={values.targetAudience}
          onChange={(event) => onChange({ targetAudience: event.target.value as CampaignFormValues['targetAudience'] })}
        >
          <LabelledOptions values={campaignAudiences} labels={AUDIENCE_LABELS} />
        </select>
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
