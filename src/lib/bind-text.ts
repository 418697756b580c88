/** The fields of a form's values that hold text (what a text, number, date or time input edits). */
type TextFields<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values]

/**
 * Binds inputs to a form's text fields: `const text = bindText(values, change)`, then
 * `<input {...text('name')} />` shows the field and writes each keystroke back through `change`.
 */
export const bindText =
  <Values>(values: Values, change: (patch: Partial<Values>) => void) =>
  (field: TextFields<Values>) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value } as Partial<Values>),
  })
