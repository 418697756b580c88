interface LabelledOptionsProps<Value extends string> {
  values: readonly Value[]
  labels: Readonly<Record<Value, string>>
}

/** One <option> per value of an enumeration, showing the label people read instead of the stored value. */
export function LabelledOptions<Value extends string>({ values, labels }: LabelledOptionsProps<Value>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ))
}
