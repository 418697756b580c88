/**
 * Stripe's test cards, judged the way Stripe's test mode does, with Stripe's own messages:
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
 * insufficient funds. Any future expiry and a 3-digit CVC are accepted.
 */

export type CardVerdict =
  { ok: true } | { ok: false; code: string; message: string; field: 'cardNumber' | 'expiry' | 'cvc' }

const PAYING_CARDS = new Set(['4242424242424242', '5555555555554444', '4000056655665556'])
const REFUSING_CARDS: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
}

/** The Luhn checksum every real card number satisfies. */
function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

export interface TestCard {
  cardNumber: string
  /** 'MM/YY' */
  expiry: string
  cvc: string
}

export function judgeTestCard(card: TestCard, now: Date): CardVerdict {
  const digits = card.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.', field: 'cardNumber' }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim())
  if (!expiry)
    return {
      ok: false,
      code: 'incomplete_expiry',
      message: "Your card's expiration date is incomplete.",
      field: 'expiry',
    }
  const [month, year] = [Number(expiry[1]), 2000 + Number(expiry[2])]
  if (month < 1 || month > 12)
    return {
      ok: false,
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      field: 'expiry',
    }
  // A card is good through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return {
      ok: false,
      code: 'invalid_expiry_year',
      message: "Your card's expiration date is in the past.",
      field: 'expiry',
    }
  if (!/^\d{3}$/.test(card.cvc.trim()))
    return { ok: false, code: 'incomplete_cvc', message: "Your card's security code is incomplete.", field: 'cvc' }
  const refusal = REFUSING_CARDS[digits]
  if (refusal) return { ok: false, ...refusal, field: 'cardNumber' }
  if (!PAYING_CARDS.has(digits))
    return {
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Test mode takes test cards only, such as 4242 4242 4242 4242.',
      field: 'cardNumber',
    }
  return { ok: true }
}
