/** Photos in R2: stored under the owner's prefix, served publicly by key. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { OwnerContext, OwnerRequestContext, RequestContext } from '../../db/owned'
import { uploads } from '../../db/schema/uploads'
import { AppError } from '../../lib/errors'
import type { UploadPurpose } from '../../lib/shared/enums'
import { MEDIA_URL_PREFIX } from '../../lib/shared/fields'
import {
  MAX_IMAGES_PER_BOOKING,
  MAX_IMAGES_PER_OWNER,
  MAX_STORAGE_BYTES_PER_BOOKING,
  MAX_STORAGE_BYTES_PER_OWNER,
  MAX_UPLOAD_BYTES,
  sniffImageType,
} from './image-types'

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

const bookingAllowanceUsed = () =>
  new AppError(
    413,
    'report_photos_full',
    `A booking's reports can take ${MAX_IMAGES_PER_BOOKING} photos (${MAX_STORAGE_BYTES_PER_BOOKING / (1024 * 1024)} MB in all). Send the report with the photos you have.`,
  )

/**
 * Records the image in `uploads` only while it stays within its allowance: the owner's quota for
 * the owner's own images, the booking's for a renter's (which never count against the owner's).
 * One conditional statement, so concurrent uploads cannot all see room for themselves and overshoot.
 */
async function reserveSpace({
  ctx: { db, ownerId, now },
  input: { key, bookingId, size, purpose },
}: {
  ctx: OwnerRequestContext
  input: { key: string; bookingId: string | null; size: number; purpose: UploadPurpose }
}) {
  const [sharing, maxImages, maxBytes] = bookingId
    ? [sql`booking_id = ${bookingId}`, MAX_IMAGES_PER_BOOKING, MAX_STORAGE_BYTES_PER_BOOKING]
    : [sql`owner_id = ${ownerId} and booking_id is null`, MAX_IMAGES_PER_OWNER, MAX_STORAGE_BYTES_PER_OWNER]
  const result = await db.run(sql`
    insert into uploads (key, owner_id, booking_id, size_bytes, purpose, created_at)
    select ${key}, ${ownerId}, ${bookingId}, ${size}, ${purpose}, ${now}
    where (select count(*) from uploads where ${sharing}) < ${maxImages}
      and (select coalesce(sum(size_bytes), 0) from uploads where ${sharing}) + ${size} <= ${maxBytes}`)
  return result.meta.changes === 1
}

/** `ctx.ownerId`: the owner the image is stored under (for a renter's photo, the booking's owner). */
export async function storeImage({
  ctx,
  input: { file, bookingId = null, purpose = 'photo' },
}: {
  ctx: OwnerRequestContext & { bucket: R2Bucket }
  input: {
    file: File
    /** A renter's report photo for this booking: its allowance, not the owner's quota. */
    bookingId?: string | null
    /** 'marketing' lists it among the owner's Marketing Assets. */
    purpose?: UploadPurpose
  }
}): Promise<StoredImage> {
  const { db, bucket, ownerId } = ctx
  if (file.size === 0) throw new AppError(400, 'empty_file', 'The file is empty')
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, 'file_too_large', 'Images must be 5 MB or smaller')
  const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!type) throw new AppError(415, 'unsupported_image', 'Upload a JPEG, PNG or WebP image')
  // Keys are never reused, so a stored image can be cached for a year.
  const key = `owners/${ownerId}/${crypto.randomUUID()}.${type.extension}`
  if (!(await reserveSpace({ ctx, input: { key, bookingId, size: file.size, purpose } })))
    throw bookingId ? bookingAllowanceUsed() : quotaExceeded()
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
  ctx: { bucket },
  input: { key, request },
}: {
  ctx: { bucket: R2Bucket }
  input: { key: string; request: Request }
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
export async function uploadedBy({ ctx: { db, ownerId }, input: urls }: { ctx: OwnerContext; input: string[] }) {
  const keys = [...new Set(urls.map((url) => url.slice(MEDIA_URL_PREFIX.length)))]
  if (keys.length === 0) return true
  const found = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.key, keys)))
  return found.length === keys.length
}

/** Whether every URL is a photo a renter uploaded for `bookingId` (a report holds only its booking's). */
export async function uploadedFor({
  ctx: { db },
  input: { bookingId, urls },
}: {
  ctx: { db: Db }
  input: { bookingId: string; urls: string[] }
}) {
  const keys = [...new Set(urls.map((url) => url.slice(MEDIA_URL_PREFIX.length)))]
  if (keys.length === 0) return true
  const found = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.bookingId, bookingId), inArray(uploads.key, keys)))
  return found.length === keys.length
}

/** SQL marking a booking's renter photos as taken by a report, for the report's batch: they are kept from then on. */
export const attachRenterPhotos = (bookingId: string, urls: string[], now: number) =>
  sql`update uploads set attached_at = ${now}
      where booking_id = ${bookingId} and key in (select value from json_each(${JSON.stringify(urls.map((url) => url.slice(MEDIA_URL_PREFIX.length)))}))`

/** A renter's photo no report took within a day is left over from an abandoned (or hostile) upload. */
export const UNATTACHED_PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** The daily clean-up: renters' photos older than a day that no report took, from R2 and from `uploads`. */
export async function deleteUnattachedUploads({
  ctx: { db, bucket, now },
}: {
  ctx: RequestContext & { bucket: R2Bucket }
}) {
  const stale = and(
    sql`${uploads.bookingId} is not null`,
    sql`${uploads.attachedAt} is null`,
    sql`${uploads.createdAt} < ${now - UNATTACHED_PHOTO_MAX_AGE_MS}`,
  )
  let deleted = 0
  // R2 deletes at most 1,000 keys per call; D1 binds at most 100 parameters per statement.
  for (;;) {
    const rows = await db.select({ key: uploads.key }).from(uploads).where(stale).limit(100)
    if (rows.length === 0) return { unattachedUploads: deleted }
    const keys = rows.map((row) => row.key)
    await bucket.delete(keys)
    await db.delete(uploads).where(inArray(uploads.key, keys))
    deleted += keys.length
  }
}

/** An owner's images kept for `purpose`, newest first (the Marketing Assets grid). */
export async function imagesFor({
  ctx: { db, ownerId },
  input: { purpose, limit },
}: {
  ctx: OwnerContext
  input: { purpose: UploadPurpose; limit: number }
}) {
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
