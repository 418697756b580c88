import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { PHONE_REQUIRED, sendLinkSchema, type SendLinkResult } from '../../../worker/modules/mobile-app/schemas'
import { HydratedForm } from '../../components/hydrated-form'
import { useToast } from '../../components/toast'
import { useSendAppLink } from './queries'

/**
 * Texts the app's download link to a phone (spec §5). The page checks the number's shape; the
 * server checks it is a real mobile number and sends the text (or, in local test mode, keeps it in
 * the outbox, which the form then says plainly).
 */
export function SendLinkForm() {
  const inputId = useId()
  const errorId = useId()
  const [phone, setPhone] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [testModeSent, setTestModeSent] = useState<SendLinkResult | null>(null)
  const sendLink = useSendAppLink()
  const toast = useToast()

  const refuse = (message: string) => {
    setError(message)
    toast({ title: 'Error', description: message, variant: 'destructive' })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setTestModeSent(null)
    const checked = v.safeParse(sendLinkSchema, { phone })
    if (!checked.success) {
      const message = checked.issues[0].message
      if (message !== PHONE_REQUIRED) return refuse(message)
      toast({ title: 'Phone Number Required', description: PHONE_REQUIRED, variant: 'destructive' })
      return
    }
    const number = checked.output.phone
    sendLink.mutate(checked.output, {
      onSuccess: (result) => {
        toast({
          title: 'Download Link Sent!',
          description: `We've sent the app download link to ${number}`,
          variant: 'success',
        })
        if (result.mode === 'test') setTestModeSent(result)
        setPhone('')
      },
      onError: (failure) => refuse(failure.message),
    })
  }

  return (
    <HydratedForm onSubmit={onSubmit} noValidate className="w-full">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
        Phone number
      </label>
      <div className="join w-full">
        <input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(970) 555-0110"
          className={`input join-item w-full ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={sendLink.isPending}>
          {sendLink.isPending ? 'Sending...' : 'Send Link'}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
      {testModeSent && (
        <p role="status" className="mt-2 text-sm text-base-content/80">
          <span className="badge badge-warning badge-sm mr-2 font-semibold">Test mode</span>
          No text message was sent: the link for {testModeSent.to} is in the local outbox.
        </p>
      )}
    </HydratedForm>
  )
}
