import { useState } from 'react'
import { addDays } from '../../../../worker/lib/shared/dates'
import { closureInputSchema } from '../../../../worker/modules/partners/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogForm } from '../../../components/dialog-form'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { localDate } from '../../../lib/local-date'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useAddClosure, type Site } from '../queries'

interface ClosureFormDialogProps {
  open: boolean
  venueId: string
  venueName: string
  sites: readonly Site[]
  onClose: () => void
}

/** 'Add closure': days the whole venue, or one site, takes no stays (renters are not offered them). */
export function ClosureFormDialog({ open, venueId, venueName, sites, onClose }: ClosureFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Add closure" description={venueName}>
      <ClosureForm venueId={venueId} sites={sites} onDone={onClose} />
    </Dialog>
  )
}

function ClosureForm({ venueId, sites, onDone }: { venueId: string; sites: readonly Site[]; onDone: () => void }) {
  const today = localDate()
  const [values, setValues] = useState({ startDate: today, endDate: addDays(today, 1), siteId: '', reason: '' })
  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }))
  const add = useAddClosure(venueId)
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: closureInputSchema,
    fallbackMessage: 'The closure could not be saved. Please try again.',
  })
  const siteLabels = Object.fromEntries(sites.map((site) => [site.id, `Site ${site.spotNumber}`]))

  async function onSubmit() {
    const done = await submit({ ...values, siteId: values.siteId || null }, (payload) => add.mutateAsync(payload))
    if (!done) return
    toast({ title: 'Closure added', variant: 'success' })
    onDone()
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={add.isPending}
      idleLabel="Add closure"
      busyLabel="Adding..."
      onCancel={onDone}
    >
      <div className="grid grid-cols-2 gap-x-3">
        <FormField label="Closed from" error={errors.startDate}>
          <input
            type="date"
            className="input w-full"
            min={today}
            value={values.startDate}
            onChange={(event) => change({ startDate: event.target.value })}
          />
        </FormField>
        <FormField label="Open again on" error={errors.endDate} hint="The first day open again">
          <input
            type="date"
            className="input w-full"
            min={values.startDate || today}
            value={values.endDate}
            onChange={(event) => change({ endDate: event.target.value })}
          />
        </FormField>
        <FormField label="Closes" error={errors.siteId} className="col-span-2">
          <EnumSelect
            values={sites.map((site) => site.id)}
            labels={siteLabels}
            placeholder="The whole venue"
            value={values.siteId}
            onChange={(siteId) => change({ siteId })}
          />
        </FormField>
        <FormField label="Reason" error={errors.reason} hint="Optional, e.g. Resurfacing" className="col-span-2">
          <input
            className="input w-full"
            autoComplete="off"
            maxLength={200}
            value={values.reason}
            onChange={(event) => change({ reason: event.target.value })}
          />
        </FormField>
      </div>
    </DialogForm>
  )
}
