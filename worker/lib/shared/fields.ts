/**
 * Field rules the forms and the API share. Messages name the field the way the form labels it, so
 * a 400 from the server reads the same as the form's own hint.
 */
import * as v from 'valibot'

/**
 * Control characters and the invisible marks that reorder text (bidirectional overrides and
 * isolates): a name like 'Mallory\u202Egnp.exe' reads differently from what it is.
 */
const INVISIBLE_SINGLE_LINE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu
const INVISIBLE_MULTI_LINE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069](?<![\n\t])/gu

/** Removes control and text-direction characters from one-line text (names, places, phone numbers). */
export const stripInvisible = (text: string) => text.replace(INVISIBLE_SINGLE_LINE, '')

/** Required one-line text, trimmed, without control or text-direction characters. */
export const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.transform(stripInvisible),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )

/** Optional text, trimmed; empty becomes null so "cleared" and "never set" look the same. */
export const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.nullable(
        v.pipe(
          v.string(`${label} must be text`),
          // Line breaks and tabs stay: notes and descriptions run over several lines.
          v.transform((text) => text.replace(INVISIBLE_MULTI_LINE, '')),
          v.trim(),
          v.maxLength(max, `${label} must be at most ${max} characters`),
        ),
      ),
      v.transform((value) => value || null),
    ),
    null,
  )

/** Required text over several lines (a description), trimmed, without control or text-direction characters. */
export const requiredMultilineText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.transform((text) => text.replace(INVISIBLE_MULTI_LINE, '')),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )

/** Optional text that must match `pattern` when given (a phone number, a zip code). */
export const optionalMatching = (label: string, max: number, pattern: RegExp, hint: string) =>
  v.pipe(
    optionalText(label, max),
    v.check((value) => value === null || pattern.test(value), hint),
  )

export const optionalPhone = (label: string) =>
  optionalMatching(label, 30, /^\+?[\d\s().-]{7,}$/, `${label} must be a phone number, like 555-123-4567`)

/** An email address, trimmed and lower-cased so one person is one address. */
export const emailAddress = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email must be at most 254 characters'),
  v.email('Enter a valid email address'),
)

/** A whole number within bounds, e.g. sleeps 1-12. */
export const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be between ${min} and ${max}`),
    v.maxValue(max, `${label} must be between ${min} and ${max}`),
  )

export const optionalWholeNumber = (label: string, min: number, max: number) =>
  v.optional(v.nullable(wholeNumber(label, min, max)), null)

/** Degrees within ±limit, to at most 6 decimals (spec §5: step 0.000001); left out or null is none. */
export const optionalCoordinate = (label: string, limit: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${label} must be a number`),
        v.minValue(-limit, `${label} must be between -${limit} and ${limit}`),
        v.maxValue(limit, `${label} must be between -${limit} and ${limit}`),
        v.check(
          (value) => Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-6,
          `${label} can have at most 6 decimals`,
        ),
      ),
    ),
    null,
  )

/**
 * A list typed as one comma-separated text (spec §5: "split and trimmed with empties dropped"),
 * or already split. At most `maxItems` entries of `maxLength` characters.
 */
export const textList = (label: string, maxItems = 30, maxLength = 80) =>
  v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())], `${label} must be a list`), []),
    v.transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
    ),
    v.maxLength(maxItems, `${label}: at most ${maxItems} entries`),
    v.check(
      (items) => items.every((item) => item.length <= maxLength),
      `${label}: each entry must be at most ${maxLength} characters`,
    ),
  )

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/**
 * The only keys we put in the MEDIA bucket: an owner's upload, owners/<owner id>/<uuid>.<jpg|png|webp>,
 * and a seeded illustration, demo/<name>.svg. A URL or request naming anything else (say '..') is refused.
 */
export const MEDIA_KEY_PATTERN = new RegExp(
  `^(?:owners/${UUID}/${UUID}\\.(?:jpg|png|webp)|demo/[a-z0-9]+(?:-[a-z0-9]+)*\\.svg)$`,
)

/** Where the Worker serves a stored key: /media/<key>. */
export const MEDIA_URL_PREFIX = '/media/'

/** Whether a value is the address of an image we store, e.g. '/media/demo/rv-coastal-cruiser.svg'. */
export const isMediaUrl = (value: string) =>
  value.startsWith(MEDIA_URL_PREFIX) && MEDIA_KEY_PATTERN.test(value.slice(MEDIA_URL_PREFIX.length))

/** Whether a value is a plain https:// address: no other scheme, no spaces, backslashes or credentials. */
function isHttpsUrl(value: string) {
  if (!/^https:\/\/[^\s\\/\p{Cc}][^\s\\\p{Cc}]*$/iu.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/**
 * An image: a photo in our storage or an https:// address. Nothing else: a relative address such
 * as '/media/../api/logout' would make every viewer's browser call our API when it shows the image.
 */
export const optionalImageUrl = v.optional(
  v.pipe(
    v.nullable(
      v.pipe(v.string('Image must be a web address'), v.trim(), v.maxLength(2048, 'Image address is too long')),
    ),
    v.transform((value) => value || null),
    v.check(
      (value) => value === null || isMediaUrl(value) || isHttpsUrl(value),
      'Image must be an uploaded photo or a web address starting with https://',
    ),
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
    return issue.kind === 'schema' &&
      issue.type === 'object' &&
      typeof key === 'string' &&
      issue.received === 'undefined'
      ? `${fieldLabel(key)} is required`
      : 'Send the fields as a JSON object'
  })

/**
 * Rules across an object's fields as one pipe step: `problems` lists [field, message] pairs for
 * whatever the fields hold (even before each field passed its own checks), and each lands under
 * its field, beside the field's own errors.
 */
export const fieldProblems = <Output extends object>(
  problems: (value: Record<string, unknown>) => [string, string][],
) =>
  v.rawCheck<Output>(({ dataset, addIssue }) => {
    // valibot runs this even when the body is not an object (null, a number): the object schema has said so already.
    if (typeof dataset.value !== 'object' || dataset.value === null) return
    const input = dataset.value as Record<string, unknown>
    for (const [key, message] of problems(input))
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] })
  })
