import { useState, type FormEvent } from 'react'
import type { CampaignStatus } from '../../../../worker/lib/shared/enums'
import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import {
  campaignFormSchema,
  emptyCampaignForm,
  toCampaignPayload,
  type CampaignFormValues,
} from '../campaign-form-values'
import { useCreateCampaign } from '../queries'
import { CampaignFormFields } from './campaign-form-fields'

/** 'New Campaign' (spec §5 'Marketing campaign form'); each opening starts from an empty form. */
export function NewCampaignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="New Campaign"
      description="An email, social post, SMS or landing-page banner"
    >
      <NewCampaignForm onDone={onClose} />
    </Dialog>
  )
}

/** Which submit button was pressed: 'Create Campaign' keeps the chosen status, 'Save as Draft' sets draft. */
type Intent = 'create' | 'draft'

function NewCampaignForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<CampaignFormValues>(emptyCampaignForm)
  const [intent, setIntent] = useState<Intent>('create')
  const create = useCreateCampaign()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: campaignFormSchema,
    fallbackMessage: 'The campaign could not be created. Please try again.',
  })

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    // Enter in a field submits through the first button, 'Save as Draft': the safe choice (spec §5 defaults to draft).
    const chosen: Intent = submitter instanceof HTMLButtonElement && submitter.value === 'draft' ? 'draft' : 'create'
    setIntent(chosen)
    const status: CampaignStatus = chosen === 'draft' ? 'draft' : values.status
    const done = await submit(toCampaignPayload(values, status), (payload) => create.mutateAsync(payload))
    if (!done) return
    toast({ title: 'Campaign created successfully', description: values.name.trim(), variant: 'success' })
    onDone()
  }

  const pending = create.isPending
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <CampaignFormFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      {formError && (
        <p role="alert" className="alert alert-error mt-3 text-sm">
          {formError}
        </p>
      )}
      <div className="modal-action flex-wrap">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={pending}>
          Cancel
        </button>
        <button type="submit" name="intent" value="draft" className="btn btn-outline" disabled={pending}>
          {pending && intent === 'draft' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {pending && intent === 'draft' ? 'Saving...' : 'Save as Draft'}
        </button>
        <button type="submit" name="intent" value="create" className="btn btn-primary" disabled={pending}>
          {pending && intent === 'create' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {pending && intent === 'create' ? 'Creating...' : 'Create Campaign'}
        </button>
      </div>
    </form>
  )
}
