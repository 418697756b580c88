import { useState, type FormEvent } from 'react'
import {
  calendarFeedInputSchema,
  MAX_FEED_URL_LENGTH,
  type CalendarFeedInput,
} from '../../../../../worker/modules/issues/calendar/schemas'
import { FormField } from '../../../../components/form-field'
import { useToast } from '../../../../components/toast'
import { useSchemaForm } from '../../../../lib/use-schema-form'
import { upcomingEventsText } from '../feed-display'
import { useAddCalendarFeed, type CalendarFeed } from '../queries'

const emptyForm = (): CalendarFeedInput => ({ name: '', url: '' })

/** 'Add calendar': checked with the API's own schema, then added and synced once straight away. */
export function AddCalendarForm({ rvId }: { rvId: string }) {
  const [values, setValues] = useState(emptyForm)
  const add = useAddCalendarFeed(rvId)
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: calendarFeedInputSchema,
    fallbackMessage: 'The calendar could not be added. Please try again.',
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    let added: CalendarFeed | undefined
    const done = await submit(values, async (payload) => {
      added = await add.mutateAsync(payload)
    })
    if (!done || !added) return
    setValues(emptyForm())
    if (added.lastError)
      toast({
        title: 'Calendar added, but its first sync failed',
        description: added.lastError,
        variant: 'destructive',
      })
    else
      toast({
        title: 'Calendar added',
        description: `${upcomingEventsText(added.eventCount)} imported`,
        variant: 'success',
      })
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} className="rounded-box bg-base-200 p-3">
      <h4 className="font-medium">Add calendar</h4>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-[1fr_2fr]">
        <FormField label="Name" error={errors.name}>
          <input
            className="input w-full"
            autoComplete="off"
            maxLength={80}
            placeholder="Airbnb"
            value={values.name}
            onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          />
        </FormField>
        <FormField label="Calendar URL (iCal)" error={errors.url} hint="Starts with https:// or webcal://">
          <input
            className="input w-full"
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={MAX_FEED_URL_LENGTH}
            placeholder="https://www.airbnb.com/calendar/ical/....ics"
            value={values.url}
            onChange={(event) => setValues((current) => ({ ...current, url: event.target.value }))}
          />
        </FormField>
      </div>
      {formError && (
        <p role="alert" className="alert alert-error mt-2 text-sm">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add calendar'}
      </button>
    </form>
  )
}
