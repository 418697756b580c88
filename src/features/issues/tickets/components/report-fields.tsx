import type { ReactNode } from 'react'
import { issueCategories, issuePriorities } from '../../../../../worker/lib/shared/enums'
import { MAX_ISSUE_PHOTOS } from '../../../../../worker/modules/issues/tickets/schemas'
import { EnumSelect } from '../../../../components/enum-select'
import { FormField } from '../../../../components/form-field'
import type { FieldErrors } from '../../../../lib/form-errors'
import { PhotoListField } from '../../components/photo-list-field'
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../issue-display'
import type { ReportValues } from '../issue-form-values'

interface ReportFieldsProps {
  values: ReportValues
  errors: FieldErrors
  onChange: (patch: Partial<ReportValues>) => void
  onPhotosChange: (update: (urls: string[]) => string[]) => void
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>
  onUploadingChange: (busy: boolean) => void
  /** A field that sits beside the location (the owner's technician). */
  besideLocation?: ReactNode
}

/** What a report says about the problem, the same for the owner's and a renter's dialog. */
export function ReportFields({
  values,
  errors,
  onChange,
  onPhotosChange,
  upload,
  onUploadingChange,
  besideLocation,
}: ReportFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Title" error={errors.title} className="sm:col-span-2">
        <input
          className="input w-full"
          maxLength={120}
          placeholder="e.g. Generator will not start"
          value={values.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </FormField>
      <FormField label="Description" error={errors.description} className="sm:col-span-2">
        <textarea
          className="textarea w-full"
          rows={3}
          maxLength={2000}
          placeholder="What happened, and what you have tried"
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </FormField>
      <FormField label="Category" error={errors.category}>
        <EnumSelect
          values={issueCategories}
          labels={CATEGORY_LABELS}
          placeholder="Choose a category"
          placeholderDisabled
          value={values.category}
          onChange={(category) => onChange({ category })}
        />
      </FormField>
      <FormField label="Priority" error={errors.priority}>
        <EnumSelect
          values={issuePriorities}
          labels={PRIORITY_LABELS}
          value={values.priority}
          onChange={(priority) => onChange({ priority })}
        />
      </FormField>
      <FormField label="Location (optional)" error={errors.location} className={besideLocation ? '' : 'sm:col-span-2'}>
        <input
          className="input w-full"
          maxLength={200}
          placeholder="e.g. Moab, UT or mile 42 on I-70"
          value={values.location}
          onChange={(event) => onChange({ location: event.target.value })}
        />
      </FormField>
      {besideLocation}
      <div className="sm:col-span-2">
        <PhotoListField
          value={values.photoUrls}
          onChange={onPhotosChange}
          upload={upload}
          max={MAX_ISSUE_PHOTOS}
          error={errors.photoUrls}
          onBusyChange={onUploadingChange}
        />
      </div>
    </div>
  )
}
