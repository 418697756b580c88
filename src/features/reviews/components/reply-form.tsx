import { useEffect, useRef, useState, type FormEvent } from 'react'
import { replySchema, REPLY_MAX_LENGTH } from '../../../../worker/modules/reviews/schemas'
import { FormField } from '../../../components/form-field'
import { FormAlert, SubmitButton } from '../../../components/form-footer'
import { useSchemaForm } from '../../../lib/use-schema-form'

/** The one reply to a published review (it cannot be changed once sent). */
export function ReplyForm({
  label = 'Your reply',
  send,
  pending,
}: {
  label?: string
  send: (body: string) => Promise<unknown>
  pending: boolean
}) {
  const [open, setOpen] = useState(false)
  const [body, setBody] = useState('')
  const fieldRef = useRef<HTMLTextAreaElement>(null)
  // The form appeared at the person's request: their next keystroke goes into it.
  useEffect(() => {
    if (open) fieldRef.current?.focus()
  }, [open])
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: replySchema,
    fields: ['body'],
    fallbackMessage: 'Your reply could not be sent. Please try again.',
  })
  if (!open)
    return (
      <button type="button" className="btn btn-outline btn-sm mt-3" onClick={() => setOpen(true)}>
        Reply
      </button>
    )
  async function reply(event: FormEvent) {
    event.preventDefault()
    await submit({ body }, (payload) => send(payload.body))
  }
  return (
    <form ref={formRef} noValidate className="mt-3" onSubmit={(event) => void reply(event)}>
      <FormField
        label={label}
        error={errors.body}
        hint={`Up to ${REPLY_MAX_LENGTH} characters; one reply, not editable.`}
      >
        <textarea
          className="textarea w-full"
          value={body}
          maxLength={REPLY_MAX_LENGTH}
          ref={fieldRef}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <FormAlert formError={formError} />
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)} disabled={pending}>
          Cancel
        </button>
        <SubmitButton pending={pending} idleLabel="Send reply" busyLabel="Sending..." />
      </div>
    </form>
  )
}
