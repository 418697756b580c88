import { useState } from 'react'
import { parkingSpotSizes } from '../../../../worker/lib/shared/enums'
import { SITE_LIMITS, siteInputSchema } from '../../../../worker/modules/partners/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogForm } from '../../../components/dialog-form'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { useSaveSite, type Site } from '../queries'
import {
  ampsChoices,
  AMPS_LABELS,
  emptySiteForm,
  siteToFormValues,
  sizeLabel,
  toSitePayload,
  type SiteFormValues,
} from '../site-form-values'

interface SiteFormDialogProps {
  open: boolean
  venueId: string
  venueName: string
  /** The site being edited; none to add one. */
  site: Site | null
  onClose: () => void
}

/** 'Add site' and 'Edit site': what the site takes (length, hookups) decides which RVs are offered it. */
export function SiteFormDialog({ open, venueId, venueName, site, onClose }: SiteFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={site ? `Edit site ${site.spotNumber}` : 'Add site'}
      description={venueName}
    >
      <SiteForm key={site?.id ?? 'new'} venueId={venueId} site={site} onDone={onClose} />
    </Dialog>
  )
}

const input = 'input w-full'
const [minLength, maxLength] = SITE_LIMITS.maxRvLength
const hookups = [
  { field: 'water', label: 'Water' },
  { field: 'sewer', label: 'Sewer' },
  { field: 'pullThrough', label: 'Pull-through' },
] as const

function SiteForm({ venueId, site, onDone }: { venueId: string; site: Site | null; onDone: () => void }) {
  const [values, setValues] = useState<SiteFormValues>(() => (site ? siteToFormValues(site) : emptySiteForm()))
  const change = (patch: Partial<SiteFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const save = useSaveSite(venueId)
  const toast = useToast()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: siteInputSchema,
    conflictField: 'spotNumber',
    fallbackMessage: 'The site could not be saved. Please try again.',
  })

  async function onSubmit() {
    let saved: Site | undefined
    const done = await submit(toSitePayload(values), async (payload) => {
      saved = await save.mutateAsync({ siteId: site?.id, input: payload })
    })
    if (!done || !saved) return
    toast({ title: site ? 'Site updated' : 'Site added', description: `Site ${saved.spotNumber}`, variant: 'success' })
    onDone()
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={save.isPending}
      idleLabel={site ? 'Save site' : 'Add site'}
      busyLabel={site ? 'Saving...' : 'Adding...'}
      onCancel={onDone}
    >
      <div className="grid grid-cols-2 gap-x-3">
        <FormField label="Site number" error={errors.spotNumber}>
          <input
            className={input}
            autoComplete="off"
            maxLength={20}
            placeholder="A12"
            value={values.spotNumber}
            onChange={(event) => change({ spotNumber: event.target.value })}
          />
        </FormField>
        <FormField label="Size" error={errors.size}>
          <EnumSelect
            values={parkingSpotSizes}
            labels={sizeLabel}
            value={values.size}
            onChange={(size) => change({ size })}
          />
        </FormField>
        <FormField
          label="Max RV length (ft)"
          error={errors.maxRvLength}
          hint={`Optional, ${minLength} to ${maxLength}`}
        >
          <input
            type="number"
            inputMode="numeric"
            min={minLength}
            max={maxLength}
            step={1}
            className={input}
            value={values.maxRvLength}
            onChange={(event) => change({ maxRvLength: event.target.value })}
          />
        </FormField>
        <FormField label="Electric hookup" error={errors.amps}>
          <EnumSelect
            values={ampsChoices}
            labels={AMPS_LABELS}
            value={values.amps}
            onChange={(amps) => change({ amps })}
          />
        </FormField>
        <FormField label="Price per night ($)" error={errors.pricePerNight}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={input}
            placeholder="40.00"
            value={values.pricePerNight}
            onChange={(event) => change({ pricePerNight: event.target.value })}
          />
        </FormField>
        <label className="label mt-6 cursor-pointer gap-3 self-start text-base-content">
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-success"
            checked={values.available}
            onChange={(event) => change({ available: event.target.checked })}
          />
          Available
        </label>
        <fieldset className="fieldset col-span-2">
          <legend className="fieldset-legend text-sm">Hookups and access</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {hookups.map(({ field, label }) => (
              <label key={field} className="label cursor-pointer gap-2 text-base-content">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={values[field]}
                  onChange={(event) => change({ [field]: event.target.checked })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </DialogForm>
  )
}
