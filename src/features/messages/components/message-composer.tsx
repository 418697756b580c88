import { useCallback, useState } from 'react'
import { MAX_MESSAGE_LENGTH, messageInputSchema, type MessageInput } from '../../../../worker/modules/messages/schemas'
import { FormField } from '../../../components/form-field'
import { FormAlert, SubmitButton } from '../../../components/form-footer'
import { useSchemaForm } from '../../../lib/use-schema-form'
import type { PhotoUpload } from '../queries'
import { PhotoAttach } from './photo-attach'

interface MessageComposerProps {
  send: (input: MessageInput) => Promise<unknown>
  pending: boolean
  upload: PhotoUpload
  /** Until the booking is paid, contact details in messages are hidden: the composer says so. */
  masking: boolean
}

/** Writing a message: 1-2000 characters and up to 4 photos. */
export function MessageComposer({ send, pending, upload, masking }: MessageComposerProps) {
  const [body, setBody] = useState('')
  const [photoUrls, setPhotoUrls] = useState<string[]>([])
  const [uploading, setUploading] = useState(false)
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), [])
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: messageInputSchema,
    fallbackMessage: 'Your message could not be sent. Please try again.',
  })

  async function onSubmit() {
    if (uploading) return
    if (await submit({ body, photoUrls }, send)) {
      setBody('')
      setPhotoUrls([])
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Write a message"
      className="space-y-2 border-t border-base-300 pt-3"
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      <FormField
        label="Message"
        error={errors.body}
        hint={
          masking
            ? `Phone numbers, emails and links are hidden until the booking is paid. ${body.trim().length}/${MAX_MESSAGE_LENGTH}`
            : `${body.trim().length}/${MAX_MESSAGE_LENGTH}`
        }
      >
        <textarea
          className="textarea w-full"
          rows={3}
          value={body}
          maxLength={MAX_MESSAGE_LENGTH + 200}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <PhotoAttach
        value={photoUrls}
        onChange={setPhotoUrls}
        upload={upload}
        error={errors.photoUrls}
        onBusyChange={onBusyChange}
      />
      <FormAlert formError={formError} />
      <div className="flex justify-end">
        <SubmitButton
          pending={pending || uploading}
          idleLabel="Send"
          busyLabel={uploading ? 'Uploading...' : 'Sending...'}
        />
      </div>
    </form>
  )
}
