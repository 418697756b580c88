/**
 * Generated request bodies and path params for one write route, starting from its valid request:
 * one field broken, dropped or added; objects of hostile fields; JSON that is not an object, text
 * that is not JSON, the wrong content type, and a few bodies over the 1 MB limit.
 */
import fc from 'fast-check'
import { hostileText, hostileValue, INJECTIONS } from './fuzz-values'
import type { ValidRequest } from './fuzz-valid-requests'

export interface GeneratedBody {
  text?: string
  form?: FormData
  /** undefined: application/json; null: no content type at all. */
  contentType?: string | null
  /** Over the 1 MB body limit: the answer must be 413. */
  tooLarge?: boolean
}

export interface FuzzCase {
  params: Record<string, string>
  body: GeneratedBody
  /** The query string, without '?' (read routes). */
  query?: string
  /** What was sent, short enough for a failure message. */
  label: string
}

/** Fields only the server may set, sent as extra fields: they must be ignored or refused. */
const SERVER_FIELDS = ['id', 'ownerId', 'userId', 'createdAt', 'status', 'paymentStatus', 'amountPaid', 'role']

const json = (value: unknown): GeneratedBody => ({ text: JSON.stringify(value) })

/** The valid body with one (or a few) of its fields replaced, dropped, or joined by another. */
function mutatedBodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid)
  const anyKey = fc.oneof(
    ...(keys.length ? [fc.constantFrom(...keys)] : []),
    fc.constantFrom(...SERVER_FIELDS),
    fc.string({ maxLength: 12 }),
  )
  const replaced = fc
    .array(fc.tuple(keys.length ? fc.constantFrom(...keys) : anyKey, hostileValue), { minLength: 1, maxLength: 3 })
    .map((changes) => ({ ...valid, ...Object.fromEntries(changes) }))
  const dropped = keys.length
    ? fc
        .subarray(keys, { minLength: 1 })
        .map((drop) => Object.fromEntries(keys.filter((key) => !drop.includes(key)).map((key) => [key, valid[key]])))
    : fc.constant(valid)
  const added = fc.tuple(anyKey, hostileValue).map(([key, value]) => ({ ...valid, [key]: value }))
  return fc
    .oneof({ weight: 7, arbitrary: replaced }, { weight: 2, arbitrary: dropped }, { weight: 1, arbitrary: added })
    .map(json)
}

/** An object of hostile fields, named like the route's own fields or not at all. */
function hostileObjects(valid: Record<string, unknown>) {
  const keys = Object.keys(valid)
  const name = fc.oneof(...(keys.length ? [fc.constantFrom(...keys)] : []), fc.string({ maxLength: 16 }))
  return fc.dictionary(name, hostileValue, { maxKeys: 8 }).map(json)
}

/** Text sent as JSON that is not JSON, or is JSON no parser should be asked to hold. */
const notJson = fc.oneof(
  fc.constantFrom('', '{', '{"a":}', "{'a':1}", '{"a":1}}', 'undefined', 'NaN', '\u0000', '[1,2', '{"a":"\\ud800"}'),
  fc.constantFrom(...INJECTIONS),
  fc.string({ maxLength: 30, unit: 'binary' }),
  // Deep nesting: a recursive parser or validator runs out of stack.
  fc.integer({ min: 1, max: 50_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  // Numbers JSON allows and JavaScript cannot hold; duplicate keys.
  fc.constantFrom(`{"amount":${'9'.repeat(400)}}`, '{"amount":1e999}', '{"status":"a","status":"b"}'),
)

const wrongContentType = fc
  .tuple(
    fc.constantFrom<string | null>(
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'text/html',
      'application/jsonx',
    ),
    fc.jsonValue(),
  )
  .map(([contentType, value]): GeneratedBody => ({ text: JSON.stringify(value) ?? 'null', contentType }))

/** Bodies just over the 1 MB limit. */
const tooLarge = fc
  .integer({ min: 1_048_577, max: 1_200_000 })
  .map((size): GeneratedBody => ({ text: JSON.stringify({ name: 'x'.repeat(size) }), tooLarge: true }))

/** workerd cannot write a multipart name or file name that ends with a backslash (a client cannot send one either). */
const formName = (name: string) => name.replace(/\\+$/, '')

/** Multipart forms for the upload routes: the valid one with a field changed, or stranger files. */
function forms(valid: ValidRequest) {
  const file = fc.oneof(
    fc
      .tuple(
        fc.uint8Array({ maxLength: 256 }),
        fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', ''),
        hostileText,
      )
      .map(([bytes, type, name]) => new File([bytes], formName(name), { type })),
    hostileText,
  )
  const changes = fc.dictionary(
    fc.oneof(fc.constantFrom('file', 'purpose', 'bookingId', 'email'), fc.string({ maxLength: 8 })),
    fc.oneof(file, hostileText),
    { maxKeys: 3 },
  )
  return fc.tuple(changes, fc.boolean()).map(([entries, keepValid]): GeneratedBody => {
    const form = keepValid && valid.form ? valid.form() : new FormData()
    for (const [key, value] of Object.entries(entries)) form.set(formName(key), value)
    return { form }
  })
}

export function bodiesFor(valid: ValidRequest): fc.Arbitrary<GeneratedBody> {
  return fc.oneof(
    { weight: 50, arbitrary: valid.form ? forms(valid) : mutatedBodies(valid.body) },
    { weight: 20, arbitrary: hostileObjects(valid.body) },
    { weight: 10, arbitrary: hostileValue.map(json) },
    { weight: 8, arbitrary: notJson.map((text): GeneratedBody => ({ text })) },
    { weight: 5, arbitrary: wrongContentType },
    { weight: 1, arbitrary: tooLarge },
  )
}

/** Lone surrogates cannot be put in a URL (encodeURIComponent throws): they become U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

/** Ids that name nothing, or are not ids at all; lone surrogates are made well-formed so they fit a URL. */
export const junkParam = fc
  .oneof(
    fc.uuid(),
    fc.constantFrom('', '.', '..', '%', 'null', '0', '-1', 'mine', 'stats', 'a'.repeat(65), "1' OR '1'='1"),
    fc.string({ maxLength: 80, unit: 'binary' }),
    hostileText.filter((text) => text.length <= 2_000),
  )
  .map(wellFormed)

/**
 * Mostly the owner's real object, so the body is judged, sometimes junk in its place. A route that
 * reads no body answers every body alike: its real object a quarter of the time proves that, and
 * junk costs less than a thousand escalations or sends.
 */
export function paramsFor(valid: ValidRequest) {
  const names = Object.keys(valid.params)
  if (names.length === 0) return fc.constant({})
  const junk = fc.record(Object.fromEntries(names.map((name) => [name, junkParam])))
  const readsBody = valid.form !== undefined || Object.keys(valid.body).length > 0
  return fc.oneof(
    { weight: readsBody ? 4 : 1, arbitrary: fc.constant(valid.params) },
    { weight: readsBody ? 1 : 3, arbitrary: junk },
  )
}

const labelOf = (body: GeneratedBody) =>
  body.form
    ? `form ${[...body.form.keys()].join(',')}`
    : `${body.contentType === undefined ? '' : `[${body.contentType}] `}${(body.text ?? '').slice(0, 300)}${(body.text?.length ?? 0) > 300 ? `… (${body.text!.length} chars)` : ''}`

/** `count` generated cases for a route, reproducible from `seed`. */
export function fuzzCases(valid: ValidRequest, count: number, seed: number): FuzzCase[] {
  return fc
    .sample(fc.tuple(paramsFor(valid), bodiesFor(valid)), { numRuns: count, seed })
    .map(([params, body]) => ({ params, body, label: `${JSON.stringify(params)} ${labelOf(body)}` }))
}
