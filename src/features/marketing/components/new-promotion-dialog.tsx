import { useState, type FormEvent } from 'react'
import { promotionInputSchema } from '../../../../worker/modules/marketing/promotions/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { emptyPromotionForm, toPromotionPayload, type PromotionFormValues } from '../promotion-form-values'
import { useCreatePromotion } from '../queries'
import { PromotionFormFields } from './promotion-form-fields'

/** 'New Promotion': a discount code renters type at checkout. */
export function NewPromotionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title="New Promotion" description="A discount code for renters">
      <NewPromotionForm onDone={onClose} />
    </Dialog>
  )
}

function NewPromotionForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<PromotionFormValues>(emptyPromotionForm)
  const create = useCreatePromotion()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: promotionInputSchema,
    // A code the owner already uses answers 409 with the field named; this puts it under Code either way.
    conflictField: 'code',
    fallbackMessage: 'The promotion could not be created. Please try again.',
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    // The schema's output holds cents; the API reads the same decimals the form shows, so send the input.
    const done = await submit(toPromotionPayload(values), (payload) => create.mutateAsync(payload))
    if (!done) return
    toast({
      title: 'Promotion created successfully',
      description: values.code.trim().toUpperCase(),
      variant: 'success',
    })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <PromotionFormFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      />
      <DialogFormFooter
        formError={formError}
        pending={create.isPending}
        idleLabel="Create Promotion"
        busyLabel="Creating..."
        onCancel={onDone}
      />
    </form>
  )
}
