import { useState, type FormEvent } from 'react'
import { signInSchema, signUpSchema, type CurrentUser } from '../../../../worker/modules/auth/schemas'
import { FormField } from '../../../components/form-field'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useSignIn, useSignUp } from '../queries'
import type { AuthMode } from './auth-tabs'
import type { AccountRole } from '../../../../worker/lib/shared/enums'
import { HydratedForm } from '../../../components/hydrated-form'

const copy = {
  'sign-in': { submit: 'Sign in', busy: 'Signing in...' },
  'sign-up': { submit: 'Create account', busy: 'Creating account...' },
} as const

const input = 'input w-full aria-invalid:input-error'

/**
 * Email + password sign-in, or account creation, validated with the API's own schemas. `accountRole`:
 * what the session acts as (an owner unless told; /venue-portal signs venue partners in).
 */
export function AuthForm({
  mode,
  onSignedIn,
  accountRole,
}: {
  mode: AuthMode
  onSignedIn: (user: CurrentUser) => void
  accountRole?: AccountRole
}) {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' })
  const signIn = useSignIn()
  const signUp = useSignUp()
  const busy = signIn.isPending || signUp.isPending
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: mode === 'sign-in' ? signInSchema : signUpSchema,
    fallbackMessage: 'Something went wrong. Please try again.',
  })
  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (mode === 'sign-in')
      await submit({ email: values.email, password: values.password, role: accountRole }, async (payload) =>
        onSignedIn(await signIn.mutateAsync(payload)),
      )
    else
      await submit({ ...values, role: accountRole }, async (payload) => onSignedIn(await signUp.mutateAsync(payload)))
  }

  return (
    <HydratedForm ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-1">
      {formError && (
        <div role="alert" className="alert alert-error alert-soft mb-2 text-sm">
          {formError}
        </div>
      )}
      {mode === 'sign-up' && (
        <div className="grid gap-x-3 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName}>
            <input
              name="firstName"
              autoComplete="given-name"
              className={input}
              value={values.firstName}
              onChange={(event) => change({ firstName: event.target.value })}
            />
          </FormField>
          <FormField label="Last name" error={errors.lastName}>
            <input
              name="lastName"
              autoComplete="family-name"
              className={input}
              value={values.lastName}
              onChange={(event) => change({ lastName: event.target.value })}
            />
          </FormField>
        </div>
      )}
      <FormField label="Email" error={errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={input}
          value={values.email}
          onChange={(event) => change({ email: event.target.value })}
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password}
        hint={mode === 'sign-up' ? 'At least 12 characters' : undefined}
      >
        <input
          name="password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          className={input}
          value={values.password}
          onChange={(event) => change({ password: event.target.value })}
        />
      </FormField>
      <button type="submit" className="btn btn-primary mt-3" disabled={busy}>
        {busy ? copy[mode].busy : copy[mode].submit}
      </button>
    </HydratedForm>
  )
}
