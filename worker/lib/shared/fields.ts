/**
 * Field rules the forms and the API share. Messages name the field the way the form labels it, so
 * a 400 from the server reads the same as the form's own hint.
 */
import * as v from 'valibot'

/** Required text, trimmed. */
export const requiredText = (label: string, max: number) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} must be at most ${max} characters`))

/** Optional text, trimmed; empty becomes null so "cleared" and "never set" look the same. */
export const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`))),
      v.transform((value) => value || null),
    ),
    null,
  )

/** A whole number within bounds, e.g. sleeps 1-12. */
export const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be between ${min} and ${max}`),
    v.maxValue(max, `${label} must be between ${min} and ${max}`),
  )

export const optionalWholeNumber = (label: string, min: number, max: number) => v.optional(v.nullable(wholeNumber(label, min, max)), null)

/**
 * A list typed as one comma-separated text (spec §5: "split and trimmed with empties dropped"),
 * or already split. At most `maxItems` entries of `maxLength` characters.
 */
export const textList = (label: string, maxItems = 30, maxLength = 80) =>
  v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())], `${label} must be a list`), []),
    v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean)),
    v.maxLength(maxItems, `${label}: at most ${maxItems} entries`),
    v.check((items) => items.every((item) => item.length <= maxLength), `${label}: each entry must be at most ${maxLength} characters`),
  )

/** An image: a photo uploaded to our storage (/media/...) or a web address. */
export const optionalImageUrl = v.optional(
  v.pipe(
    v.nullable(v.pipe(v.string('Image must be a web address'), v.trim(), v.maxLength(2048, 'Image address is too long'))),
    v.transform((value) => value || null),
    v.check((value) => value === null || value.startsWith('/media/') || /^https?:\/\/\S+$/i.test(value), 'Image must be an uploaded photo or a web address starting with http(s)://'),
  ),
  null,
)

/** A route id: our ids are UUIDs; anything else cannot exist, so it is a plain 404 later. */
export const idParamSchema = v.object({ id: v.pipe(v.string(), v.maxLength(64, 'Unknown id')) })

/** 'pricePerNight' → 'Price per night' */
const fieldLabel = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * v.object whose missing required fields read '<Field> is required' instead of valibot's
 * 'Invalid key' wording, and whose non-object input gets a plain sentence.
 */
export const formObject = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key
    return issue.kind === 'schema' && issue.type === 'object' && typeof key === 'string' && issue.received === 'undefined'
      ? `${fieldLabel(key)} is required`
      : 'Send the fields as a JSON object'
  })

/** A calendar month, 'YYYY-MM', in the viewer's own calendar. */
export const calendarMonth = () => v.pipe(v.string('Month is required'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-07'))
