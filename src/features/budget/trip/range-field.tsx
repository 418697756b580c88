import { useId } from 'react'

interface RangeFieldProps {
  label: string
  value: number
  min: number
  max: number
  /** What the value means, e.g. 7 → "7 days"; shown beside the label and read out as aria-valuetext. */
  valueText: (value: number) => string
  onChange: (value: number) => void
}

/** A labelled slider with its value in words beside the label and its bounds under it. */
export function RangeField({ label, value, min, max, valueText, onChange }: RangeFieldProps) {
  const id = useId()
  const text = valueText(value)
  return (
    <div className="fieldset py-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm">
          {label}
        </label>
        <span className="font-semibold tabular-nums" aria-hidden="true">
          {text}
        </span>
      </div>
      <input
        id={id}
        type="range"
        className="range range-primary w-full"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="flex justify-between text-xs text-base-content/75" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  )
}
