import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { signInSchema, signUpSchema, type CurrentUser } from '../../../../worker/modules/auth/schemas'
import { FormField } from '../../../components/form-field'
import { api, errorMessage } from '../../../lib/api'
import { fieldErrorsFromApi, fieldErrorsFromIssues, type FieldErrors } from '../../../lib/form-errors'
import type { AuthMode } from './auth-tabs'

const copy = {
  'sign-in': { submit: 'Sign in', busy: 'Signing in...' },
  'sign-up': { submit: 'Create account', busy: 'Creating account...' },
} as const

/** Email + password sign-in, or account creation, validated with the API's own schemas. */
export function AuthForm({ mode, onSignedIn }: { mode: AuthMode; onSignedIn: (user: CurrentUser) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form))
    const parsed = mode === 'sign-in' ? v.safeParse(signInSchema, values) : v.safeParse(signUpSchema, values)
    setFormError(null)
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.issues)
      setErrors(fieldErrors)
      // Move to the first field to fix, in the form's order, so keyboard and screen-reader users land on it.
      Array.from(form.elements).find((element): element is HTMLInputElement => element instanceof HTMLInputElement && Boolean(fieldErrors[element.name]))?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    try {
      onSignedIn(mode === 'sign-in' ? await api.auth.signIn(parsed.output) : await api.auth.signUp(parsed.output as v.InferOutput<typeof signUpSchema>))
    } catch (error) {
      setErrors(fieldErrorsFromApi(error))
      setFormError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      {formError && (
        <div role="alert" className="alert alert-error alert-soft mb-2 text-sm">
          {formError}
        </div>
      )}
      {mode === 'sign-up' && (
        <div className="grid gap-x-3 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName}>
            <input name="firstName" autoComplete="given-name" className="input input-bordered w-full aria-invalid:input-error" />
          </FormField>
          <FormField label="Last name" error={errors.lastName}>
            <input name="lastName" autoComplete="family-name" className="input input-bordered w-full aria-invalid:input-error" />
          </FormField>
        </div>
      )}
      <FormField label="Email" error={errors.email}>
        <input name="email" type="email" autoComplete="email" inputMode="email" className="input input-bordered w-full aria-invalid:input-error" />
      </FormField>
      <FormField label="Password" error={errors.password} hint={mode === 'sign-up' ? 'At least 12 characters' : undefined}>
        <input name="password" type="password" autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'} className="input input-bordered w-full aria-invalid:input-error" />
      </FormField>
      <button type="submit" className="btn btn-primary mt-3" disabled={busy}>
        {busy ? copy[mode].busy : copy[mode].submit}
      </button>
    </form>
  )
}
