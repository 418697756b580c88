import { useState } from 'react'
import { enquirySchema, MAX_MESSAGE_LENGTH } from '../../../../worker/modules/messages/schemas'
import { FormField } from '../../../components/form-field'
import { FormFooter } from '../../../components/form-footer'
import { HydratedForm } from '../../../components/hydrated-form'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useSendEnquiry } from '../queries'

interface EnquiryFormProps {
  rvId: string
  rvName: string
  ownerName: string
  /** Told once the enquiry is sent (e.g. to let the dialog close). */
  onSent?: () => void
}

/**
 * 'Message the owner' on a listing: a question before booking. The answer comes by email, with a
 * link to the conversation (renters have no account).
 */
export function EnquiryForm({ rvId, rvName, ownerName, onSent }: EnquiryFormProps) {
  const [values, setValues] = useState({ name: '', email: '', body: '' })
  const [sent, setSent] = useState<{ masked: boolean } | null>(null)
  const enquiry = useSendEnquiry()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: enquirySchema,
    fallbackMessage: 'Your message could not be sent. Please try again.',
  })

  if (sent)
    return (
      <div role="status" className="space-y-2">
        <p className="font-semibold">Your message is on its way to {ownerName}.</p>
        {sent.masked && (
          <p className="text-sm">
            Contact details in it were hidden: phone numbers, emails and links are shared once a booking is paid.
          </p>
        )}
        <p className="text-sm">
          We emailed you a link to the conversation. {ownerName} usually answers by email through us, and you reply from
          that link.
        </p>
      </div>
    )

  return (
    <HydratedForm
      ref={formRef}
      noValidate
      aria-label={`Ask ${ownerName} about ${rvName}`}
      onSubmit={(event) => {
        event.preventDefault()
        void submit({ ...values, rvId }, async (input) => {
          const answer = await enquiry.mutateAsync(input)
          setSent({ masked: answer.masked })
          onSent?.()
        })
      }}
    >
      <FormField label="Your name" error={errors.name}>
        <input
          className="input w-full"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
      </FormField>
      <FormField
        label="Your email"
        error={errors.email}
        hint="The owner's answer comes here, with your link to the conversation."
      >
        <input
          type="email"
          className="input w-full"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
      </FormField>
      <FormField
        label="Message"
        error={errors.body}
        hint={`Phone numbers, emails and links are hidden until a booking is paid. ${values.body.trim().length}/${MAX_MESSAGE_LENGTH}`}
      >
        <textarea
          className="textarea w-full"
          rows={4}
          value={values.body}
          onChange={(event) => setValues({ ...values, body: event.target.value })}
        />
      </FormField>
      <FormFooter formError={formError} pending={enquiry.isPending} idleLabel="Send message" busyLabel="Sending..." />
    </HydratedForm>
  )
}
