import { useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { businessProfileSchema } from '../../../../worker/modules/business/schemas'
import { FormField } from '../../../components/form-field'
import { ImageUploadField } from '../../../components/image-upload-field'
import { SectionCard } from '../../../components/section-card'
import { useToast } from '../../../components/toast'
import { bindText } from '../../../lib/bind-text'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { businessProfileQuery, useSaveBusinessProfile, type BusinessProfile } from '../queries'
import { FormFooter } from '../../../components/form-footer'

interface ProfileFormValues {
  name: string
  logoUrl: string | null
  phone: string
  supportEmail: string
  timeZone: string
}

const toFormValues = (profile: BusinessProfile): ProfileFormValues => ({
  ...profile,
  phone: profile.phone ?? '',
  supportEmail: profile.supportEmail ?? '',
})

/** Every zone this browser knows, with the saved one and UTC even where the browser's list leaves them out. */
const zonesWith = (saved: string) => [...new Set([saved, 'UTC', ...Intl.supportedValuesOf('timeZone')])].sort()

const input = 'input w-full'

/** The name and logo renters see on emails and receipts, how they reach the business, and its time zone. */
export function BusinessProfileCard() {
  const { data: profile } = useSuspenseQuery(businessProfileQuery())
  const [values, setValues] = useState(() => toFormValues(profile))
  const [zones] = useState(() => zonesWith(profile.timeZone))
  const save = useSaveBusinessProfile()
  const toast = useToast()
  const set = (patch: Partial<ProfileFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const text = bindText(values, set)
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: businessProfileSchema,
    fallbackMessage: 'The business profile could not be saved. Please try again.',
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    const done = await submit(values, (payload) => save.mutateAsync(payload))
    if (done) toast({ title: 'Business profile saved', variant: 'success' })
  }

  return (
    <SectionCard title="Profile">
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
        <p className="text-sm text-base-content/75">
          Renters see your business name and logo on their emails and receipts.
        </p>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          <FormField label="Business name" error={errors.name} className="sm:col-span-2">
            <input className={input} autoComplete="organization" maxLength={120} {...text('name')} />
          </FormField>
          <fieldset className="fieldset py-1 sm:col-span-2">
            <legend className="fieldset-legend pb-1 pt-0 text-sm">Logo</legend>
            <ImageUploadField
              value={values.logoUrl}
              onChange={(logoUrl) => set({ logoUrl })}
              uploadOnly
              error={errors.logoUrl}
              previewLabel="Logo preview"
            />
          </fieldset>
          <FormField label="Phone" error={errors.phone} hint="Optional, e.g. 555-123-4567">
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
              className={input}
              placeholder="555-123-4567"
              {...text('phone')}
            />
          </FormField>
          <FormField label="Support email" error={errors.supportEmail} hint="Optional: where renters write to you">
            <input
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              className={input}
              {...text('supportEmail')}
            />
          </FormField>
          <FormField
            label="Time zone"
            error={errors.timeZone}
            hint="Your business's days, such as 'Resolved Today', are counted in it"
            className="sm:col-span-2"
          >
            <select className="select w-full" {...text('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormFooter formError={formError} pending={save.isPending} idleLabel="Save profile" />
      </form>
    </SectionCard>
  )
}
