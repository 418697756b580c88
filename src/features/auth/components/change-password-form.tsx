import { useState, type FormEvent } from 'react'
import { changePasswordSchema } from '../../../../worker/modules/auth/schemas'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useChangePassword } from '../queries'

const emptyForm = { currentPassword: '', newPassword: '' }
const input = 'input w-full aria-invalid:input-error'

/** A new password; the current one proves it is the owner and not someone holding a stolen session. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(emptyForm)
  const change = useChangePassword()
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: changePasswordSchema,
    fallbackMessage: 'Your password could not be changed. Please try again.',
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const saved = await submit(values, (payload) => change.mutateAsync(payload))
    if (!saved) return
    setValues(emptyForm)
    toast({
      title: 'Password changed',
      description: 'You were signed out on every other device.',
      variant: 'success',
    })
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-1">
      {formError && (
        <div role="alert" className="alert alert-error alert-soft mb-2 text-sm">
          {formError}
        </div>
      )}
      <FormField label="Current password" error={errors.currentPassword}>
        <input
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          className={input}
          value={values.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
        />
      </FormField>
      <FormField label="New password" error={errors.newPassword} hint="At least 12 characters">
        <input
          name="newPassword"
          type="password"
          autoComplete="new-password"
          className={input}
          value={values.newPassword}
          onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
        />
      </FormField>
      <button type="submit" className="btn btn-primary mt-3 self-start" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  )
}
