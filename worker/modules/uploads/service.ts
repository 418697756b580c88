/** Photos in R2: stored under the owner's prefix, served publicly by key. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema/uploads'
import { AppError } from '../../lib/errors'
import type { UploadPurpose } from '../../lib/shared/enums'
import { MEDIA_URL_PREFIX } from '../../lib/shared/fields'
import { MAX_IMAGES_PER_OWNER, MAX_STORAGE_BYTES_PER_OWNER, MAX_UPLOAD_BYTES, sniffImageType } from './image-types'

const YEAR_SECONDS = 365 * 24 * 3600

export interface StoredImage {
  url: string
  key: string
  contentType: string
  size: number
}

const quotaExceeded = () =>
  new AppError(
    413,
    'quota_exceeded',
    `Your photo storage is full (${MAX_IMAGES_PER_OWNER} images or ${MAX_STORAGE_BYTES_PER_OWNER / (1024 * 1024)} MB). Contact support to make room for more photos.`,
  )

/**
 * Records the image in `uploads` only while the owner stays within the quota with it. One
 * conditional statement, so concurrent uploads cannot all see room for themselves and overshoot.
 */
async function reserveSpace(
  db: Db,
  {
    key,
    ownerId,
    size,
    purpose,
    now,
  }: { key: string; ownerId: string; size: number; purpose: UploadPurpose; now: number },
) {
  const result = await db.run(sql`
    insert into uploads (key, owner_id, size_bytes, purpose, created_at)
    select ${key}, ${ownerId}, ${size}, ${purpose}, ${now}
    where (select count(*) from uploads where owner_id = ${ownerId}) < ${MAX_IMAGES_PER_OWNER}
      and (select coalesce(sum(size_bytes), 0) from uploads where owner_id = ${ownerId}) + ${size} <= ${MAX_STORAGE_BYTES_PER_OWNER}`)
  return result.meta.changes === 1
}

export async function storeImage({
  db,
  bucket,
  ownerId,
  file,
  purpose = 'photo',
  now,
}: {
  db: Db
  bucket: R2Bucket
  ownerId: string
  file: File
  /** 'marketing' lists it among the owner's Marketing Assets. */
  purpose?: UploadPurpose
  now: number
}): Promise<StoredImage> {
  if (file.size === 0) throw new AppError(400, 'empty_file', 'The file is empty')
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, 'file_too_large', 'Images must be 5 MB or smaller')
  const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!type) throw new AppError(415, 'unsupported_image', 'Upload a JPEG, PNG or WebP image')
  // Keys are never reused, so a stored image can be cached for a year.
  const key = `owners/${ownerId}/${crypto.randomUUID()}.${type.extension}`
  if (!(await reserveSpace(db, { key, ownerId, size: file.size, purpose, now }))) throw quotaExceeded()
  try {
    await bucket.put(key, file.stream(), {
      httpMetadata: { contentType: type.contentType, cacheControl: `public, max-age=${YEAR_SECONDS}, immutable` },
    })
  } catch (error) {
    // Nothing was stored, so the reserved space goes back to the owner.
    await db.delete(uploads).where(eq(uploads.key, key))
    throw error
  }
  return { url: `/media/${key}`, key, contentType: type.contentType, size: file.size }
}

/** GET /media/<key>: the stored bytes with their type, an ETag and long-lived caching; 304 when unchanged. */
export async function serveImage({
  bucket,
  key,
  request,
}: {
  bucket: R2Bucket
  key: string
  request: Request
}): Promise<Response | null> {
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

/** Whether every URL is the address of an image this owner uploaded (a photo list holds only one's own). */
export async function uploadedBy(db: Db, ownerId: string, urls: string[]) {
  const keys = [...new Set(urls.map((url) => url.slice(MEDIA_URL_PREFIX.length)))]
  if (keys.length === 0) return true
  const found = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.key, keys)))
  return found.length === keys.length
}

/** An owner's images kept for `purpose`, newest first (the Marketing Assets grid). */
export async function imagesFor(db: Db, ownerId: string, purpose: UploadPurpose, limit: number) {
  const rows = await db
    .select({ key: uploads.key, size: uploads.sizeBytes, createdAt: uploads.createdAt })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose)))
    .orderBy(desc(uploads.createdAt), desc(uploads.key))
    .limit(limit)
  return rows.map(({ key, size, createdAt }) => ({
    url: `${MEDIA_URL_PREFIX}${key}`,
    size,
    createdAt: new Date(createdAt).toISOString(),
  }))
}
