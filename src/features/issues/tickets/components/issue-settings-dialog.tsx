import { useState, type FormEvent } from 'react'
import { ownerSettingsSchema } from '../../../../../worker/modules/auth/schemas'
import { Dialog } from '../../../../components/dialog'
import { DialogFormFooter } from '../../../../components/dialog-form-footer'
import { FormField } from '../../../../components/form-field'
import { useToast } from '../../../../components/toast'
import { useSchemaForm } from '../../../../lib/use-schema-form'
import type { CurrentUser } from '../../../../lib/queries/current-user'
import { useSaveOwnerSettings } from '../queries'

interface IssueSettingsDialogProps {
  open: boolean
  user: CurrentUser
  onClose: () => void
}

/** 'Issue settings': the help line the banner shows, and the time zone 'Resolved Today' is counted in. */
export function IssueSettingsDialog({ open, user, onClose }: IssueSettingsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Issue settings"
      description="Your emergency help line and the time zone your day is counted in"
    >
      <SettingsForm user={user} onDone={onClose} />
    </Dialog>
  )
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

function SettingsForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const [values, setValues] = useState(() => ({
    helpPhone: user.helpPhone ?? '',
    // Unset, the owner most likely works in the zone their browser is in.
    timeZone: user.timeZone ?? browserZone(),
  }))
  // Some browsers leave 'UTC' (or the saved zone) out of their list; both must still be choosable.
  const [zones] = useState(() => [...new Set([values.timeZone, 'UTC', ...Intl.supportedValuesOf('timeZone')])].sort())
  const save = useSaveOwnerSettings()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: ownerSettingsSchema,
    fallbackMessage: 'The settings could not be saved. Please try again.',
  })

  async function send(event: FormEvent) {
    event.preventDefault()
    const done = await submit(values, (payload) => save.mutateAsync(payload))
    if (!done) return
    toast({ title: 'Settings saved', variant: 'success' })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void send(event)}>
      <FormField
        label="Emergency help line"
        error={errors.helpPhone}
        hint="Shown on the issues page's urgent banner; leave empty for none."
      >
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          placeholder="555-123-4567"
          className="input w-full"
          value={values.helpPhone}
          onChange={(event) => setValues({ ...values, helpPhone: event.target.value })}
        />
      </FormField>
      <FormField label="Time zone" error={errors.timeZone} hint="Decides which issues count as 'Resolved Today'.">
        <select
          className="select w-full"
          value={values.timeZone}
          onChange={(event) => setValues({ ...values, timeZone: event.target.value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </FormField>
      <DialogFormFooter
        formError={formError}
        pending={save.isPending}
        idleLabel="Save settings"
        busyLabel="Saving..."
        onCancel={onDone}
      />
    </form>
  )
}
