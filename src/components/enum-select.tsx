import type { SelectHTMLAttributes } from 'react'

/** What each value reads as: a table (e.g. STATUS_LABELS) or a function. */
type Labels<Value extends string> = Readonly<Record<Value, string>> | ((value: Value) => string)

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'children'>

interface ChoiceProps<Value extends string> extends NativeProps {
  /** The enumeration offered, in order: an `as const` array, with any 'all' first (['all', ...statuses]). */
  values: readonly Value[]
  labels: Labels<Value>
}

interface RequiredChoice<Value extends string> {
  placeholder?: undefined
  placeholderDisabled?: undefined
  value: NoInfer<Value>
  onChange: (value: NoInfer<Value>) => void
}

/** A first option with the value '' until one is chosen; '' comes back only when it can be chosen again. */
interface OptionalChoice<Value extends string> {
  placeholder: string
  /** The placeholder cannot be chosen again (the field is required). */
  placeholderDisabled?: boolean
  value: NoInfer<Value> | ''
  onChange: (value: NoInfer<Value> | '') => void
}

export type EnumSelectProps<Value extends string> = ChoiceProps<Value> & (RequiredChoice<Value> | OptionalChoice<Value>)

/**
 * A <select> over an enumeration that hands back the typed value: the chosen option is looked up
 * in `values`, so the event's text is never cast to the type. Other props (id, aria-*, className,
 * disabled) go to the <select>, so it works inside FormField like a plain one.
 */
export function EnumSelect<Value extends string>(props: EnumSelectProps<Value>) {
  const {
    values,
    labels,
    placeholder,
    placeholderDisabled,
    value,
    onChange,
    className = 'select w-full',
    ...rest
  } = props
  const label = typeof labels === 'function' ? labels : (item: Value) => labels[item]
  return (
    <select
      {...rest}
      className={className}
      value={value}
      onChange={(event) => {
        const chosen = values.find((item) => item === event.target.value)
        if (chosen !== undefined) onChange(chosen)
        else if (props.placeholder !== undefined) props.onChange('')
      }}
    >
      {placeholder !== undefined && (
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
      )}
      {values.map((item) => (
        <option key={item} value={item}>
          {label(item)}
        </option>
      ))}
    </select>
  )
}
