import { useId } from 'react'

interface CheckboxGroupProps<Value extends string> {
  legend: string
  values: readonly Value[]
  labels: Readonly<Record<Value, string>>
  checked: readonly Value[]
  onChange: (checked: Value[]) => void
  hint?: string
  error?: string
  className?: string
}

/** Several choices from an enumeration, as labelled checkboxes in a fieldset named by its legend. */
export function CheckboxGroup<Value extends string>({
  legend,
  values,
  labels,
  checked,
  onChange,
  hint,
  error,
  className = '',
}: CheckboxGroupProps<Value>) {
  const id = useId()
  const describedBy = hint || error ? `${id}-note` : undefined
  const toggle = (value: Value, on: boolean) =>
    onChange(values.filter((item) => (item === value ? on : checked.includes(item))))
  return (
    <fieldset className={`fieldset py-1 ${className}`} aria-describedby={describedBy}>
      <legend className="fieldset-legend pb-1 pt-0 text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {values.map((value) => (
          <label key={value} className="label cursor-pointer gap-2 text-base-content">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              // After a refused submit, the keyboard lands on the first box of a group that needs a choice.
              aria-invalid={error ? true : undefined}
              checked={checked.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
            {labels[value]}
          </label>
        ))}
      </div>
      {(error ?? hint) && (
        <p
          id={`${id}-note`}
          className={`label whitespace-normal text-xs ${error ? 'text-red-700 dark:text-red-400' : 'text-base-content/70'}`}
        >
          {error ?? hint}
        </p>
      )}
    </fieldset>
  )
}
