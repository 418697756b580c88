/**
 * The real check of a phone number (libphonenumber-js with its smallest metadata), on the server
 * only. A number without a country code is read as a US number.
 */
import parsePhoneNumber from 'libphonenumber-js/min'
import { AppError } from '../../lib/errors'
import { PHONE_INVALID } from './schemas'

export interface MobileNumber {
  e164: string
  display: string
}

export function mobileNumber(text: string): MobileNumber {
  const number = parsePhoneNumber(text, 'US')
  if (!number?.isValid()) throw new AppError(400, 'invalid_input', PHONE_INVALID, { phone: [PHONE_INVALID] })
  return { e164: number.number, display: number.formatInternational() }
}
