/**
 * Whether a 5-digit zip code is a real US ZIP code ('00000' is not), by the generated bitmap. Server
 * only: the list stays out of the browser, whose forms check just the 5 digits.
 */
import { decodeBase64 } from '@oslojs/encoding'
import { AppError } from './errors'
import { US_ZIP_BITMAP } from './us-zip-codes.generated'

let bitmap: Uint8Array | undefined

export function isUsZipCode(zipCode: string) {
  if (!/^\d{5}$/.test(zipCode)) return false
  bitmap ??= decodeBase64(US_ZIP_BITMAP)
  const n = Number(zipCode)
  return ((bitmap[n >> 3]! >> (n & 7)) & 1) === 1
}

/** Refuses a zip code that is not a real US ZIP code, under `field`. */
export function assertUsZipCode(field: string, zipCode: string) {
  if (isUsZipCode(zipCode)) return
  const message = `${zipCode} is not a US zip code. Check it and try again.`
  throw new AppError(400, 'invalid_input', message, { [field]: [message] })
}
