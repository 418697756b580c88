/**
 * Before a booking is paid, owner and renter talk through the platform only (as Airbnb and
 * Outdoorsy do): email addresses, phone numbers and web addresses in a message are replaced by a
 * notice. Pure, so it is tested on its own; the message is stored already masked.
 *
 * Deliberately not covered: numbers spelled out ('five five five ...') and addresses written with
 * words ('jane at gmail dot com'): a determined person can always get round a filter, and catching
 * every phrasing would hide ordinary sentences.
 */

export const CONTACT_PLACEHOLDER = '[contact details hidden until booking]'

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu

/** http(s):// and www. addresses, up to the next space (closing punctuation stays with the sentence). */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)'\]]/giu

/**
 * Top-level domains a bare address ('example.com/x') is recognised by. A list rather than 'any
 * letters', so a missing space after a full stop ('arrived.Then') is not taken for an address.
 */
const TOP_LEVEL_DOMAINS = [
  'com',
  'net',
  'org',
  'io',
  'co',
  'us',
  'uk',
  'ca',
  'au',
  'nz',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'ie',
  'eu',
  'info',
  'biz',
  'me',
  'app',
  'dev',
  'ly',
  'gl',
  'tv',
  'xyz',
  'site',
  'online',
  'link',
  'page',
  'shop',
  'store',
  'travel',
  'rentals',
  'rent',
  'email',
  'mx',
  'be',
  'ch',
  'at',
  'se',
  'no',
  'dk',
  'in',
  'ai',
]
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:${TOP_LEVEL_DOMAINS.join('|')})(?![\p{L}\p{N}-])(?:[/?#][^\s<>"]*[^\s<>".,;:!?)'\]])?`,
  'giu',
)

/**
 * A run of at least 7 digits with the separators phone numbers are written with (spaces, dots,
 * hyphens, one pair of brackets round the area code, a leading + country code), e.g.
 * 555-123-4567, (555) 123 4567, +1 555 123 4567, 5551234567, +44 20 7946 0958, 555.123.4567.
 */
const SEPARATOR = String.raw`[ \t.\-\u2010-\u2015]{0,3}`
const PHONE = new RegExp(
  String.raw`(?<![\p{L}\p{N}@/_.\-])(?:\+${SEPARATOR})?(?:\(${SEPARATOR}\d{1,4}${SEPARATOR}\)${SEPARATOR})?\d(?:${SEPARATOR}\(?\d\)?){6,16}(?![\p{L}\p{N}@/_\-])`,
  'gu',
)

/** Calendar dates and times look like digit runs too: 2026-07-01, 01.07.2026, 2026.07.01. */
const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/

const digitCount = (text: string) => text.replace(/\D/g, '').length

function maskPhones(text: string) {
  return text.replace(PHONE, (match) => {
    const digits = digitCount(match)
    if (digits < 7 || digits > 15 || DATE.test(match.trim())) return match
    return CONTACT_PLACEHOLDER
  })
}

/** The text with contact details replaced, and whether anything was. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const masked = maskPhones(
    text
      .replace(EMAIL, CONTACT_PLACEHOLDER)
      .replace(WEB_ADDRESS, CONTACT_PLACEHOLDER)
      .replace(BARE_DOMAIN, CONTACT_PLACEHOLDER),
  )
  return { text: masked, masked: masked !== text }
}
