import { useState, type FormEvent } from 'react'
import { passwordResetRequestSchema } from '../../../../worker/modules/auth/schemas'
import { FormField } from '../../../components/form-field'
import { HydratedForm } from '../../../components/hydrated-form'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useRequestPasswordReset } from '../queries'

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const request = useRequestPasswordReset()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: passwordResetRequestSchema,
    fallbackMessage: 'Something went wrong. Please try again.',
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    await submit({ email }, async (payload) => {
      await request.mutateAsync(payload)
      setSentTo(email.trim())
    })
  }

  if (sentTo)
    return (
      <div role="status" className="alert alert-success">
        <p>
          If an account uses <strong className="break-all">{sentTo}</strong>, we sent it a link to choose a new
          password. The link works once, within 1 hour.
        </p>
      </div>
    )

  return (
    <HydratedForm ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-1">
      {formError && (
        <div role="alert" className="alert alert-error alert-soft mb-2 text-sm">
          {formError}
        </div>
      )}
      <FormField label="Email" error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className="input w-full aria-invalid:input-error"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <button type="submit" className="btn btn-primary mt-3" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </button>
    </HydratedForm>
  )
}
