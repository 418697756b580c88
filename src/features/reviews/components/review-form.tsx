import { useState, type FormEvent } from 'react'
import type * as v from 'valibot'
import { REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from '../../../../worker/modules/reviews/schemas'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { FormField } from '../../../components/form-field'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { StarRating } from './star-rating'

interface ReviewFormProps<Key extends string> {
  /** The ratings asked, by field, with their labels. */
  ratings: Record<Key, string>
  /** The API's schema for the whole body. */
  schema: v.GenericSchema
  /** What the body holds besides the ratings and the words (the booking, the renter's proof). */
  fixed: Record<string, string>
  bodyLabel: string
  save: (payload: Record<string, unknown>) => Promise<unknown>
  pending: boolean
  onCancel: () => void
  onSaved: () => void
}

/** Star ratings and the words of a review, checked with the API's schema; published reviews cannot change. */
export function ReviewForm<Key extends string>({
  ratings,
  schema,
  fixed,
  bodyLabel,
  save,
  pending,
  onCancel,
  onSaved,
}: ReviewFormProps<Key>) {
  const keys = Object.keys(ratings) as Key[]
  const [stars, setStars] = useState<Record<string, number>>(() => Object.fromEntries(keys.map((key) => [key, 0])))
  const [body, setBody] = useState('')
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema,
    fields: [...keys, 'body'],
    fallbackMessage: 'Your review could not be saved. Please try again.',
  })

  async function send(event: FormEvent) {
    event.preventDefault()
    // An unrated group is sent as null, so the schema asks for it by its label.
    const given = Object.fromEntries(Object.entries(stars).map(([key, value]) => [key, value > 0 ? value : null]))
    if (await submit({ ...fixed, ...given, body }, save)) onSaved()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void send(event)}>
      <div className="grid gap-x-5 sm:grid-cols-2">
        {keys.map((key) => (
          <StarRating
            key={key}
            label={ratings[key]}
            value={stars[key] ?? 0}
            error={errors[key]}
            onChange={(value) => setStars((current) => ({ ...current, [key]: value }))}
          />
        ))}
      </div>
      <FormField
        label={bodyLabel}
        error={errors.body}
        hint={`${REVIEW_MIN_LENGTH} to ${REVIEW_MAX_LENGTH} characters (${body.trim().length} so far). Reviews cannot be changed once sent.`}
      >
        <textarea
          className="textarea h-32 w-full"
          value={body}
          maxLength={REVIEW_MAX_LENGTH}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <DialogFormFooter
        formError={formError}
        pending={pending}
        idleLabel="Send review"
        busyLabel="Sending..."
        onCancel={onCancel}
      />
    </form>
  )
}
