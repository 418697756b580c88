import { FormField } from '../../../../components/form-field'
import type { FieldErrors } from '../../../../lib/form-errors'
import type { TaskFormValues } from '../task-form-values'

interface TaskFormFieldsProps {
  values: TaskFormValues
  errors: FieldErrors
  onChange: (patch: Partial<TaskFormValues>) => void
}

const input = 'input w-full'

/** The task's fields: what, when it is due, how it repeats, and the nights it keeps the RV off the road. */
export function TaskFormFields({ values, errors, onChange }: TaskFormFieldsProps) {
  const number = (field: keyof TaskFormValues, label: string, placeholder: string) => (
    <FormField label={label} error={errors[field]}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className={input}
        placeholder={placeholder}
        value={values[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </FormField>
  )
  const day = (field: keyof TaskFormValues, label: string, hint?: string) => (
    <FormField label={label} error={errors[field]} hint={hint}>
      <input
        type="date"
        className={input}
        value={values[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </FormField>
  )
  return (
    <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <FormField label="Title" error={errors.title} className="sm:col-span-2">
        <input
          className={input}
          maxLength={120}
          autoComplete="off"
          placeholder="Oil change"
          value={values.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </FormField>
      {day('dueDate', 'Due date')}
      {number('dueMileage', 'Due mileage', '27000')}
      {number('repeatEveryDays', 'Repeat every (days)', '365')}
      {number('repeatEveryMiles', 'Repeat every (miles)', '5000')}
      {day('outOfServiceStart', 'Off the road from', 'Renters cannot book these nights')}
      {day('outOfServiceEnd', 'Back on the road', 'It can be booked again from this day')}
      <FormField label="Notes" error={errors.notes} className="sm:col-span-2">
        <textarea
          className="textarea w-full"
          rows={2}
          maxLength={2000}
          value={values.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </FormField>
    </div>
  )
}
