import { useId, useState, type FormEvent } from 'react'
import { useToast } from '../../components/toast'
import { HydratedForm } from '../../components/hydrated-form'

/** Texts the app link to a phone. Simulated: no message is sent and no call is made (spec §5). */
export function SendLinkForm() {
  const inputId = useId()
  const [phone, setPhone] = useState('')
  const toast = useToast()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const number = phone.trim()
    if (!number) {
      toast({
        title: 'Phone Number Required',
        description: 'Please enter your phone number to receive the app download link.',
        variant: 'destructive',
      })
      return
    }
    toast({
      title: 'Download Link Sent!',
      description: `We've sent the app download link to ${number}`,
      variant: 'success',
    })
    setPhone('')
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
          placeholder="(555) 123-4567"
          className="input join-item w-full"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" className="btn btn-primary join-item">
          Send Link
        </button>
      </div>
    </HydratedForm>
  )
}
