/**
 * Values a hostile or careless client sends in place of a field: wrong types, text that breaks
 * naive code (huge, control and direction characters, markup, SQL), days that do not exist and
 * numbers at the edges of what JSON and SQLite hold.
 */
import fc from 'fast-check'

/** Markup and SQL that would do harm if echoed into a page or pasted into a query. */
export const INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; DELETE FROM rvs',
  "Robert'); DROP TABLE bookings;--",
  '%27%20OR%201=1',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '\\u0000',
  '__proto__',
  'constructor',
]

/** Days no calendar has, timestamps where a day belongs, and days at the edges of SQLite's date(). */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2027-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '0000-00-00',
  '9999-99-99',
  '9999-12-31',
  '0001-01-01',
  '1969-12-31',
  '2101-01-01',
  '2026-7-4',
  '2026-07-04T00:00:00Z',
  '2026-07-04 10:00',
  '20260704',
  '07/04/2026',
  '-2026-07-04',
  '+02026-07-04',
  '２０２６-０７-０４',
]

/** Numbers that break arithmetic, cents, SQLite integers or a JSON round trip. */
export const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  0.1,
  0.005,
  1.5,
  -0.01,
  1e308,
  -1e308,
  1e-308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  2 ** 63,
  99_999_999.99,
  100_000_000,
]

/** Numbers written as text, as a form or a careless client sends them. */
export const NUMERIC_TEXT = ['NaN', 'Infinity', '-Infinity', '1e308', '-1', '0x10', '1_000', '12.345', ' 12 ', '١٢']

/** Control characters, invisible marks and characters outside the basic plane. */
const STRANGE_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\b',
  '\u001b[31m',
  '\r\n',
  '\t',
  '\u200b',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  '👩🏽‍🚒',
  'ｆｕｌｌ',
  'Ω≈ç√',
  'ß',
  'İ',
  '\u0301',
]

const strangeText = fc
  .array(fc.oneof(fc.constantFrom(...STRANGE_CHARACTERS), fc.string({ maxLength: 4 })), { maxLength: 12 })
  .map((parts) => parts.join(''))

/** Text of 1 to 100 KB: far past every field's limit, still well under the 1 MB body limit. */
export const hugeText = fc
  .tuple(
    fc.oneof(fc.constant('a'), fc.string({ minLength: 1, maxLength: 4, unit: 'grapheme' })),
    fc.integer({ min: 1_000, max: 100_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length))

export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 2, arbitrary: strangeText },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES) },
  { weight: 1, arbitrary: fc.constantFrom(...NUMERIC_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\n', 'null', 'true', 'undefined', '[]', '{}') },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: hugeText },
)

export const hostileNumber = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer({ min: -1000, max: 1000 }),
  // JSON has no NaN or Infinity: JSON.stringify sends them as null, which is worth sending too.
  fc.double(),
)

/** Anything a JSON field may hold, biased towards the values above. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileText },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }) },
  ),
})).value
