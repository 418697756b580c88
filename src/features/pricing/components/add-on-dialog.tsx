import { useId, useState } from 'react'
import { addOnUnits } from '../../../../worker/lib/shared/rate-card'
import { ADD_ON_UNIT_LABELS, addOnSchema, PRICING_LIMITS } from '../../../../worker/modules/pricing/schemas'
import { Dialog } from '../../../components/dialog'
import { DialogForm } from '../../../components/dialog-form'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { addOnToFormValues, emptyAddOnForm, toAddOnPayload, type AddOnFormValues } from '../add-on-form-values'
import { useSaveAddOn, type AddOn } from '../queries'

interface RvChoice {
  id: string
  name: string
}

interface AddOnDialogProps {
  open: boolean
  /** The add-on to edit; without one the dialog adds a new one. */
  addOn: AddOn | null
  /** The owner's RVs, for an add-on offered with some of them. */
  rvs: readonly RvChoice[]
  onClose: () => void
}

/** 'Add add-on' / 'Edit add-on'. The Dialog mounts the form only while open, so each opening starts fresh. */
export function AddOnDialog({ open, addOn, rvs, onClose }: AddOnDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={addOn ? 'Edit add-on' : 'Add add-on'}>
      <AddOnForm key={addOn?.id ?? 'new'} addOn={addOn} rvs={rvs} onDone={onClose} />
    </Dialog>
  )
}

const input = 'input w-full'

function AddOnForm({ addOn, rvs, onDone }: { addOn: AddOn | null; rvs: readonly RvChoice[]; onDone: () => void }) {
  const [values, setValues] = useState<AddOnFormValues>(() => (addOn ? addOnToFormValues(addOn) : emptyAddOnForm()))
  const save = useSaveAddOn()
  const toast = useToast()
  const rvListId = useId()
  const set = (patch: Partial<AddOnFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: addOnSchema,
    fallbackMessage: 'The add-on could not be saved. Please try again.',
  })

  async function onSubmit() {
    if (save.isPending) return
    const done = await submit(toAddOnPayload(values), (payload) => save.mutateAsync({ id: addOn?.id, input: payload }))
    if (!done) return
    onDone()
    toast({ title: addOn ? 'Add-on updated' : 'Add-on added', description: values.name.trim(), variant: 'success' })
  }

  const toggleRv = (id: string, on: boolean) =>
    set({ rvIds: on ? [...values.rvIds, id] : values.rvIds.filter((chosen) => chosen !== id) })

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      formError={formError}
      pending={save.isPending}
      idleLabel={addOn ? 'Save add-on' : 'Add add-on'}
      busyLabel="Saving..."
      onCancel={onDone}
    >
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name} className="sm:col-span-2">
          <input
            className={input}
            autoComplete="off"
            maxLength={80}
            placeholder="Bike rack"
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </FormField>
        <FormField label="Price ($)" error={errors.price}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className={input}
            placeholder="25.00"
            value={values.price}
            onChange={(event) => set({ price: event.target.value })}
          />
        </FormField>
        <FormField label="Charged" error={errors.unit}>
          <EnumSelect
            values={addOnUnits}
            labels={ADD_ON_UNIT_LABELS}
            value={values.unit}
            onChange={(unit) => set({ unit })}
          />
        </FormField>
        <FormField label="Maximum quantity" error={errors.maxQuantity} hint="How many a renter may add, 1 to 20">
          <input
            type="number"
            inputMode="numeric"
            min={PRICING_LIMITS.addOnQuantity[0]}
            max={PRICING_LIMITS.addOnQuantity[1]}
            step={1}
            className={input}
            value={values.maxQuantity}
            onChange={(event) => set({ maxQuantity: event.target.value })}
          />
        </FormField>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        <label className="label cursor-pointer gap-2 text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={values.taxable}
            onChange={(event) => set({ taxable: event.target.checked })}
          />
          Taxable
        </label>
        <label className="label cursor-pointer gap-2 text-base-content">
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-success"
            checked={values.active}
            onChange={(event) => set({ active: event.target.checked })}
          />
          Offered to renters
        </label>
      </div>
      <label className="label mt-3 cursor-pointer gap-2 text-base-content">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={values.allRvs}
          onChange={(event) => set({ allRvs: event.target.checked })}
        />
        For all my RVs
      </label>
      {!values.allRvs && (
        <fieldset
          id={rvListId}
          className="fieldset py-1"
          aria-describedby={errors.rvIds ? `${rvListId}-error` : undefined}
        >
          <legend className="fieldset-legend pb-1 pt-0 text-sm">RVs</legend>
          {rvs.length === 0 ? (
            <p className="text-sm text-base-content/70">You have no RVs yet: offer it for all RVs instead.</p>
          ) : (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {rvs.map((rv) => (
                <label key={rv.id} className="label cursor-pointer gap-2 whitespace-normal text-base-content">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    aria-invalid={errors.rvIds ? true : undefined}
                    checked={values.rvIds.includes(rv.id)}
                    onChange={(event) => toggleRv(rv.id, event.target.checked)}
                  />
                  {rv.name}
                </label>
              ))}
            </div>
          )}
          {errors.rvIds && (
            <p id={`${rvListId}-error`} className="label whitespace-normal text-xs text-red-700 dark:text-red-400">
              {errors.rvIds}
            </p>
          )}
        </fieldset>
      )}
    </DialogForm>
  )
}
