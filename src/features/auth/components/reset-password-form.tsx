import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { passwordResetSchema } from '../../../../worker/modules/auth/schemas'
import { FormField } from '../../../components/form-field'
import { HydratedForm } from '../../../components/hydrated-form'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useResetPassword } from '../queries'

/** The emailed link's page: a new password, with sign-up's strength rule. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const reset = useResetPassword()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: passwordResetSchema,
    fallbackMessage: 'Something went wrong. Please try again.',
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    await submit({ token, password }, (payload) => reset.mutateAsync(payload))
  }

  if (reset.isSuccess)
    return (
      <div role="status" className="alert alert-success flex flex-col items-start">
        <p>Your password was changed and you were signed out on every device.</p>
        <Link to="/login" className="btn btn-sm btn-primary">
          Sign in with your new password
        </Link>
      </div>
    )

  return (
    <HydratedForm ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-1">
      {(formError || errors.token) && (
        <div role="alert" className="alert alert-error alert-soft mb-2 flex flex-col items-start text-sm">
          <p>{formError ?? errors.token}</p>
          <Link to="/forgot-password" className="link">
            Ask for a new link
          </Link>
        </div>
      )}
      <FormField label="New password" error={errors.password} hint="At least 12 characters">
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          className="input w-full aria-invalid:input-error"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <button type="submit" className="btn btn-primary mt-3" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </button>
    </HydratedForm>
  )
}
