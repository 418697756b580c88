import { useState, type FormEvent } from 'react'
import { adCampaignInputSchema } from '../../../../worker/modules/advertising/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { emptyAdCampaignForm, toAdCampaignPayload, type AdCampaignFormValues } from '../campaign-form-values'
import { useCreateAdCampaign } from '../../../lib/queries/ad-campaigns'
import { CampaignFormFields } from './campaign-form-fields'

/** 'Create Campaign' (spec §5 'Ad campaign form'); each opening starts from an empty form. */
export function CreateCampaignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Create Campaign"
      description="A search or social ad campaign; it starts as a draft until you play it"
    >
      <CreateCampaignForm onDone={onClose} />
    </Dialog>
  )
}

const FAILED = 'Failed to create campaign. Please try again.'

function CreateCampaignForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<AdCampaignFormValues>(emptyAdCampaignForm)
  const create = useCreateAdCampaign()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: adCampaignInputSchema,
    fallbackMessage: FAILED,
    // Spec §8: a failure that names no field is the 'Error' toast, in these words.
    onFailure: () => toast({ title: 'Error', description: FAILED, variant: 'destructive' }),
  })

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const done = await submit(toAdCampaignPayload(values), (payload) => create.mutateAsync(payload))
    if (!done) return
    toast({
      title: 'Campaign Created',
      description: 'Your advertising campaign has been created successfully.',
      variant: 'success',
    })
    setValues(emptyAdCampaignForm())
    onDone()
  }

  return (
    <form ref={formRef} noValidate aria-label="Create Campaign" onSubmit={(event) => void save(event)}>
      <CampaignFormFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <DialogFormFooter
        formError={formError}
        pending={create.isPending}
        idleLabel="Create Campaign"
        busyLabel="Creating..."
        onCancel={onDone}
      />
    </form>
  )
}
