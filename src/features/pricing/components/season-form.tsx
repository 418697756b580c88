import { useId, useState, type FormEvent } from 'react'
import { PRICING_LIMITS, seasonSchema } from '../../../../worker/modules/pricing/schemas'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useSaveSeason, type RvSeason } from '../queries'
import { emptySeasonForm, seasonToFormValues, toSeasonPayload, type SeasonFormValues } from '../season-form-values'
import { bindText } from '../../../lib/bind-text'

interface SeasonFormProps {
  rvId: string
  /** The season being edited; none to add one. */
  season: RvSeason | null
  onDone: () => void
}

const input = 'input w-full'

/** Adds a season, or edits the chosen one in place (this form lives inside the RV's dialog, so no second dialog). */
export function SeasonForm({ rvId, season, onDone }: SeasonFormProps) {
  const [values, setValues] = useState<SeasonFormValues>(() =>
    season ? seasonToFormValues(season) : emptySeasonForm(),
  )
  const headingId = useId()
  const save = useSaveSeason(rvId)
  const toast = useToast()
  const set = (patch: Partial<SeasonFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const text = bindText(values, set)
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: seasonSchema,
    fallbackMessage: 'The season could not be saved. Please try again.',
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    const done = await submit(toSeasonPayload(values), (payload) =>
      save.mutateAsync({ seasonId: season?.id, input: payload }),
    )
    if (!done) return
    toast({ title: season ? 'Season updated' : 'Season added', description: values.name.trim(), variant: 'success' })
    if (season) onDone()
    else setValues(emptySeasonForm())
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      className="rounded-box bg-base-200 p-3"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h4 id={headingId} className="font-medium">
        {season ? `Edit ${season.name}` : 'Add a season'}
      </h4>
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
        <FormField label="Season name" error={errors.name} className="sm:col-span-2">
          <input
            className={input}
            autoComplete="off"
            maxLength={80}
            placeholder="Summer"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- editing starts where the owner chose 'Edit'
            autoFocus={season !== null}
            {...text('name')}
          />
        </FormField>
        <FormField label="First night" error={errors.startDate}>
          <input type="date" className={input} {...text('startDate')} />
        </FormField>
        <FormField label="Last night" error={errors.endDate}>
          <input type="date" className={input} min={values.startDate || undefined} {...text('endDate')} />
        </FormField>
        <FormField label="Nightly rate ($)" error={errors.nightlyRate}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={input}
            placeholder="240.00"
            {...text('nightlyRate')}
          />
        </FormField>
        <FormField label="Minimum nights (optional)" error={errors.minNights}>
          <input
            type="number"
            inputMode="numeric"
            min={PRICING_LIMITS.minNights[0]}
            max={PRICING_LIMITS.minNights[1]}
            step={1}
            className={input}
            {...text('minNights')}
          />
        </FormField>
      </div>
      {formError && (
        <p role="alert" className="alert alert-error mt-2 text-sm">
          {formError}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        {season && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
            Cancel edit
          </button>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : season ? 'Save season' : 'Add season'}
        </button>
      </div>
    </form>
  )
}
