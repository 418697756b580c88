/**
 * The mobile app page's 'Send Link' (spec §5): the number to text the download link to. This is
 * the light check the page runs as well; the server then checks the number for real
 * (phone-number.ts), so the page's first load carries no numbering plan.
 */
import * as v from 'valibot'

export const PHONE_REQUIRED = 'Please enter your phone number to receive the app download link.'
export const PHONE_INVALID = 'Enter a mobile number that can receive texts, like (970) 555-0110'

const digitCount = (text: string) => text.replace(/\D/g, '').length

/** Digits with the usual punctuation, 7 to 15 of them (E.164's most). */
const looksLikePhone = (text: string) =>
  text.length <= 30 && /^\+?[\d\s().-]+$/.test(text) && digitCount(text) >= 7 && digitCount(text) <= 15

export const sendLinkSchema = v.object({
  // A missing number reads as an empty one: the spec's one message for both.
  phone: v.optional(
    v.pipe(
      v.string(PHONE_REQUIRED),
      v.trim(),
      v.nonEmpty(PHONE_REQUIRED),
      // Empty is told once, by the line above.
      v.check((phone) => phone === '' || looksLikePhone(phone), PHONE_INVALID),
    ),
    '',
  ),
})
export type SendLinkInput = v.InferInput<typeof sendLinkSchema>

/** How the link went: by a real text (Twilio), or into the local test mode's outbox (nothing sent). */
export interface SendLinkResult {
  mode: 'twilio' | 'test'
  /** The number it went to, in international form (+1 970-555-0110). */
  to: string
}
