/** Photos in R2: stored under the owner's prefix, served publicly by key. */
import { AppError } from '../../lib/errors'
import { MAX_UPLOAD_BYTES, sniffImageType } from './image-types'

const YEAR_SECONDS = 365 * 24 * 3600

export interface StoredImage {
  url: string
  key: string
  contentType: string
  size: number
}

export async function storeImage({ bucket, ownerId, file }: { bucket: R2Bucket; ownerId: string; file: File }): Promise<StoredImage> {
  if (file.size === 0) throw new AppError(400, 'empty_file', 'The file is empty')
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, 'file_too_large', 'Images must be 5 MB or smaller')
  const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!type) throw new AppError(415, 'unsupported_image', 'Upload a JPEG, PNG or WebP image')
  // Keys are never reused, so a stored image can be cached for a year.
  const key = `owners/${ownerId}/${crypto.randomUUID()}.${type.extension}`
  await bucket.put(key, file.stream(), {
    httpMetadata: { contentType: type.contentType, cacheControl: `public, max-age=${YEAR_SECONDS}, immutable` },
  })
  return { url: `/media/${key}`, key, contentType: type.contentType, size: file.size }
}

/** GET /media/<key>: the stored bytes with their type, an ETag and long-lived caching; 304 when unchanged. */
export async function serveImage({ bucket, key, request }: { bucket: R2Bucket; key: string; request: Request }): Promise<Response | null> {
  const object = await bucket.get(key, { onlyIf: request.headers })
  if (!object) return null
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('etag', object.httpEtag)
  headers.set('cache-control', headers.get('cache-control') ?? `public, max-age=${YEAR_SECONDS}, immutable`)
  headers.set('x-content-type-options', 'nosniff')
  // Media is only ever shown as an image: nothing in it may run or be framed.
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  if (!('body' in object)) return new Response(null, { status: 304, headers })
  return new Response(object.body, { headers })
}
