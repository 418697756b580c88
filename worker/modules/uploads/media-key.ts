import { MEDIA_KEY_PATTERN, MEDIA_URL_PREFIX } from '../../lib/shared/fields'

/**
 * The bucket key a GET /media/<key> path names, or null when it cannot be one of our keys: a bad
 * percent escape, '..', or any other shape we never store. Such a request never reaches R2.
 */
export function mediaKeyFromPath(path: string): string | null {
  if (!path.startsWith(MEDIA_URL_PREFIX)) return null
  let key: string
  try {
    key = decodeURIComponent(path.slice(MEDIA_URL_PREFIX.length))
  } catch {
    return null
  }
  return MEDIA_KEY_PATTERN.test(key) ? key : null
}
