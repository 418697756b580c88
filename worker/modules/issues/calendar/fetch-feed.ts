/**
 * Fetches a calendar's text from another marketplace: https only, to a name that resolves to public
 * addresses (every redirect is checked too), within a time limit, and at most MAX_FEED_BYTES read, so a slow or huge answer cannot hold the
 * Worker. Each failure is a FeedError whose message the owner sees.
 */
import { FeedError } from './feed-error'
import { assertResolvesPublic } from './public-address'
import { isPublicHttpsFeedUrl } from './schemas'

export const FEED_TIMEOUT_MS = 10_000
const MAX_FEED_BYTES = 1024 * 1024
const MAX_REDIRECTS = 3

const tooBig = () => new FeedError('The calendar is larger than 1 MB')

/** The body as text, refusing it as soon as more than MAX_FEED_BYTES arrive. */
async function readCapped(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > MAX_FEED_BYTES) {
      await reader.cancel()
      throw tooBig()
    }
    text += decoder.decode(chunk.value, { stream: true })
  }
  return text + decoder.decode()
}

/** One request; redirects are answered, not followed, so each hop's address can be checked first. */
async function request(url: string, signal: AbortSignal) {
  await assertResolvesPublic(new URL(url).hostname, signal)
  try {
    return await fetch(url, { signal, redirect: 'manual', headers: { accept: 'text/calendar, text/plain;q=0.5' } })
  } catch (error) {
    if (signal.aborted) throw error
    throw new FeedError('The calendar could not be reached; check the address')
  }
}

async function fetchWithin(url: string, signal: AbortSignal) {
  let current = url
  let response = await request(current, signal)
  for (let hops = 0; response.status >= 300 && response.status < 400 && hops < MAX_REDIRECTS; hops++) {
    const location = response.headers.get('location')
    await response.body?.cancel()
    current = location ? new URL(location, current).href : ''
    if (!isPublicHttpsFeedUrl(current))
      throw new FeedError('The calendar redirected to an address that is not public https')
    response = await request(current, signal)
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    throw new FeedError(`The calendar answered with an error (HTTP ${response.status})`)
  }
  if (Number(response.headers.get('content-length')) > MAX_FEED_BYTES) {
    await response.body.cancel()
    throw tooBig()
  }
  // A fetch body is bytes; the Workers types leave its chunks untyped.
  return readCapped(response.body as ReadableStream<Uint8Array>)
}

/** The calendar's text, or a FeedError saying why not. */
export async function fetchFeedText(url: string, timeoutMs = FEED_TIMEOUT_MS) {
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    return await fetchWithin(url, signal)
  } catch (error) {
    if (error instanceof FeedError) throw error
    if (signal.aborted) throw new FeedError('The calendar did not answer in time; try again later')
    throw new FeedError('The calendar stopped answering before it finished; try again later')
  }
}
