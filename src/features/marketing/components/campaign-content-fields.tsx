import { socialPlatforms } from '../../../../worker/lib/shared/enums'
import {
  SMS_HINT,
  SMS_MAX_LENGTH,
  SOCIAL_PLATFORM_LABELS,
} from '../../../../worker/modules/marketing/campaigns/schemas'
import { FormField } from '../../../components/form-field'
import type { FieldErrors } from '../../../lib/form-errors'
import type { CampaignFormValues } from '../campaign-form-values'
import { CheckboxGroup } from './checkbox-group'

interface CampaignContentFieldsProps {
  values: CampaignFormValues
  errors: FieldErrors
  onChange: (patch: Partial<CampaignFormValues>) => void
}

const input = 'input w-full'
const textarea = 'textarea w-full'

/** Only the chosen type's fields (spec §5): what the email, post, SMS or banner says. */
export function CampaignContentFields({ values, errors, onChange }: CampaignContentFieldsProps) {
  const smsLength = values.smsContent.length
  switch (values.type) {
    case 'email':
      return (
        <>
          <FormField label="Email subject" error={errors.emailSubject} className="sm:col-span-2">
            <input
              className={input}
              maxLength={150}
              autoComplete="off"
              value={values.emailSubject}
              onChange={(event) => onChange({ emailSubject: event.target.value })}
            />
          </FormField>
          <FormField
            label="Email content"
            error={errors.emailContent}
            className="sm:col-span-2"
            hint="Web addresses in it become tracked links, and an unsubscribe link is added at the end."
          >
            <textarea
              className={textarea}
              rows={6}
              maxLength={10_000}
              value={values.emailContent}
              onChange={(event) => onChange({ emailContent: event.target.value })}
            />
          </FormField>
        </>
      )
    case 'social_media':
      return (
        <>
          <CheckboxGroup
            legend="Social platforms"
            values={socialPlatforms}
            labels={SOCIAL_PLATFORM_LABELS}
            checked={values.socialPlatforms}
            onChange={(checked) => onChange({ socialPlatforms: checked })}
            error={errors.socialPlatforms}
            className="sm:col-span-2"
          />
          <FormField label="Post content" error={errors.postContent} className="sm:col-span-2">
            <textarea
              className={textarea}
              rows={4}
              maxLength={2_000}
              value={values.postContent}
              onChange={(event) => onChange({ postContent: event.target.value })}
            />
          </FormField>
        </>
      )
    case 'sms':
      return (
        <div className="sm:col-span-2">
          <FormField label="SMS message" error={errors.smsContent} hint={SMS_HINT}>
            <textarea
              className={`${textarea} ${smsLength > SMS_MAX_LENGTH ? 'textarea-error' : ''}`}
              rows={3}
              value={values.smsContent}
              onChange={(event) => onChange({ smsContent: event.target.value })}
            />
          </FormField>
          {/* Always in view, errors or not: the count is what the owner writes against. */}
          <p
            className={`text-right text-xs tabular-nums ${smsLength > SMS_MAX_LENGTH ? 'text-red-700 dark:text-red-400' : 'text-base-content/70'}`}
          >
            {`${smsLength}/${SMS_MAX_LENGTH}`}
          </p>
        </div>
      )
    case 'web':
      return (
        <>
          <FormField label="Banner title" error={errors.bannerTitle} className="sm:col-span-2">
            <input
              className={input}
              maxLength={80}
              autoComplete="off"
              value={values.bannerTitle}
              onChange={(event) => onChange({ bannerTitle: event.target.value })}
            />
          </FormField>
          <FormField
            label="Banner message"
            error={errors.bannerMessage}
            className="sm:col-span-2"
            hint="Shown at the top of the landing page while the campaign is active and within its dates."
          >
            <textarea
              className={textarea}
              rows={2}
              maxLength={200}
              value={values.bannerMessage}
              onChange={(event) => onChange({ bannerMessage: event.target.value })}
            />
          </FormField>
        </>
      )
  }
}
