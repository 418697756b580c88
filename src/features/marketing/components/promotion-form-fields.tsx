import { discountTypes, rvTypes } from '../../../../worker/lib/shared/enums'
import { DISCOUNT_TYPE_LABELS } from '../../../../worker/modules/marketing/promotions/schemas'
import { RV_TYPE_LABELS } from '../../../../worker/modules/rvs/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import type { FieldErrors } from '../../../lib/form-errors'
import type { PromotionFormValues } from '../promotion-form-values'
import { CheckboxGroup } from './checkbox-group'
import { bindText } from '../../../lib/bind-text'

interface PromotionFormFieldsProps {
  values: PromotionFormValues
  errors: FieldErrors
  onChange: (patch: Partial<PromotionFormValues>) => void
}

const input = 'input w-full'

/** A promotion code's terms: what it takes off, from what booking, how often, when and for which RVs. */
export function PromotionFormFields({ values, errors, onChange }: PromotionFormFieldsProps) {
  const percent = values.discountType === 'percentage'
  const text = bindText(values, onChange)
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name}>
        <input className={input} maxLength={120} autoComplete="off" placeholder="Early bird summer" {...text('name')} />
      </FormField>
      <FormField label="Code" error={errors.code} hint="Letters, digits, - and _; renters type it at checkout">
        <input
          className={`${input} uppercase`}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="EARLYBIRD15"
          {...text('code')}
        />
      </FormField>
      <FormField label="Description" error={errors.description} className="sm:col-span-2">
        <textarea
          className="textarea w-full"
          rows={2}
          maxLength={500}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </FormField>
      <FormField label="Discount type" error={errors.discountType}>
        <EnumSelect
          values={discountTypes}
          labels={DISCOUNT_TYPE_LABELS}
          value={values.discountType}
          onChange={(discountType) => onChange({ discountType })}
        />
      </FormField>
      <FormField label={percent ? 'Discount value (%)' : 'Discount value ($)'} error={errors.discountValue}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          max={percent ? 100 : undefined}
          step={0.01}
          className={input}
          placeholder={percent ? '15' : '50.00'}
          {...text('discountValue')}
        />
      </FormField>
      <FormField label="Minimum booking amount ($)" error={errors.minBookingAmount} hint="Leave empty for no minimum">
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className={input}
          placeholder="500.00"
          {...text('minBookingAmount')}
        />
      </FormField>
      <FormField label="Max uses" error={errors.maxUses} hint="Leave empty for unlimited">
        <input type="number" inputMode="numeric" min={1} step={1} className={input} {...text('maxUses')} />
      </FormField>
      <FormField label="Valid from" error={errors.validFrom}>
        <input type="date" className={input} {...text('validFrom')} />
      </FormField>
      <FormField label="Valid until" error={errors.validUntil} hint="Leave empty for an ongoing promotion">
        <input type="date" className={input} min={values.validFrom || undefined} {...text('validUntil')} />
      </FormField>
      <CheckboxGroup
        legend="Applicable RV types"
        values={rvTypes}
        labels={RV_TYPE_LABELS}
        checked={values.applicableToRvTypes}
        onChange={(checked) => onChange({ applicableToRvTypes: checked })}
        hint="None checked = every RV type"
        error={errors.applicableToRvTypes}
        className="sm:col-span-2"
      />
      <label className="label mt-2 cursor-pointer gap-3 text-base-content sm:col-span-2">
        <input
          type="checkbox"
          className="checkbox"
          checked={values.active}
          onChange={(event) => onChange({ active: event.target.checked })}
        />
        Active
      </label>
    </div>
  )
}
