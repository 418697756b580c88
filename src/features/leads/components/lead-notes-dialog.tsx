import { useState, type FormEvent } from 'react'
import { leadUpdateSchema } from '../../../../worker/modules/leads/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { requestedDates } from '../lead-display'
import { useUpdateLead, type Lead } from '../queries'

/** The API's own rule for a notes change (the second of PUT /api/leads/:id's two shapes). */
const notesSchema = leadUpdateSchema.options[1]
const MAX_NOTES = 2000

/** The owner's notes on one lead (spec §2: a notes dialog per lead); saving replaces the old notes. */
export function LeadNotesDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  return (
    <Dialog
      open={lead !== null}
      onClose={onClose}
      title="Lead notes"
      description={lead ? `${lead.customerName} · ${lead.rvName} · ${requestedDates(lead)}` : undefined}
    >
      {lead && <NotesForm key={lead.id} lead={lead} onDone={onClose} />}
    </Dialog>
  )
}

function NotesForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const [notes, setNotes] = useState(lead.notes ?? '')
  const update = useUpdateLead()
  const toast = useToast()
  const { formRef, errors, submit } = useSchemaForm({
    schema: notesSchema,
    fallbackMessage: 'Failed to update lead. Please try again.',
    onFailure: (message) => toast({ title: 'Error', description: message, variant: 'destructive' }),
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    const done = await submit({ notes }, (change) => update.mutateAsync({ id: lead.id, change }))
    if (!done) return
    toast({ title: 'Lead Updated', description: 'Notes saved.', variant: 'success' })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)}>
      <FormField
        label="Notes"
        error={errors.notes}
        hint={`What was agreed, when to call back… (${notes.length}/${MAX_NOTES})`}
      >
        <textarea
          className="textarea w-full"
          rows={6}
          maxLength={MAX_NOTES}
          // The dialog is opened to write: the cursor starts in the notes.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      <DialogFormFooter
        formError={null}
        pending={update.isPending}
        idleLabel="Save notes"
        busyLabel="Saving..."
        onCancel={onDone}
      />
    </form>
  )
}
