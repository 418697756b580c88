/**
 * An RV's listing photos, in the owner's order. The browser resizes each photo to a few widths
 * and uploads each to /media (the uploads module); a photo row names those uploads, each checked
 * to be the owner's own. Position 0 is the cover, mirrored into rvs.image_url (the wizard's card
 * and the fleet grid read it) in the same batch as every change of order.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { runBatch } from '../../db/batch'
import type { Db } from '../../db/client'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../db/owned'
import { rvPhotos, rvs } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import { uploadedBy } from '../uploads'
import { MAX_PHOTOS_PER_RV, type RvPhoto, type RvPhotoInput } from './schemas'

type PhotoRow = typeof rvPhotos.$inferSelect

export const toRvPhoto = ({ id, url, variants, alt, position }: PhotoRow): RvPhoto => ({
  id,
  url,
  variants: [...variants].sort((a, b) => a.width - b.width),
  alt,
  position,
})

/** The RV's photos, cover first. */
export const photosOf = (db: Db, rvId: string) =>
  db.select().from(rvPhotos).where(eq(rvPhotos.rvId, rvId)).orderBy(asc(rvPhotos.position), asc(rvPhotos.id))

/** The owner's RV or the 404 another owner's RV answers. */
const ownRv = ({ db, ownerId }: OwnerContext, rvId: string) =>
  foundOr404(
    db
      .select({ id: rvs.id })
      .from(rvs)
      .where(ownedRow(rvs, ownerId, rvId))
      .get(),
    'That RV',
  )

/** SQL: rvs.image_url follows the RV's cover (its first photo's url), or keeps what it was when it has none. */
const mirrorCover = (rvId: string) =>
  sql`update rvs set image_url = coalesce(
        (select url from rv_photos where rv_id = ${rvId} order by position, id limit 1), image_url)
      where id = ${rvId}`

export async function listRvPhotos({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  await ownRv(ctx, id)
  return (await photosOf(ctx.db, id)).map(toRvPhoto)
}

const tooMany = () =>
  new AppError(409, 'too_many_photos', `An RV has at most ${MAX_PHOTOS_PER_RV} photos. Remove one to add another.`)

/**
 * Adds a photo at the end. One conditional insert: twenty concurrent adds cannot pass the limit
 * together, and the position is the next free one read in the same statement.
 */
export async function addRvPhoto({
  ctx,
  input: { id: rvId, variants, alt },
}: {
  ctx: OwnerRequestContext
  input: RvPhotoInput & { id: string }
}) {
  await ownRv(ctx, rvId)
  if (!(await uploadedBy({ ctx, input: variants.map((variant) => variant.url) })))
    throw new AppError(400, 'invalid_body', 'Photos must be images you uploaded', {
      variants: ['Photos must be images you uploaded'],
    })
  const sorted = [...variants].sort((a, b) => a.width - b.width)
  const photoId = crypto.randomUUID()
  const url = sorted.at(-1)!.url
  const [inserted] = await runBatch(ctx.db, [
    sql`insert into rv_photos (id, owner_id, rv_id, position, url, variants, alt, created_at)
      select ${photoId}, ${ctx.ownerId}, ${rvId},
        (select coalesce(max(position) + 1, 0) from rv_photos where rv_id = ${rvId}),
        ${url}, ${JSON.stringify(sorted)}, ${alt ?? null}, ${ctx.now}
      where (select count(*) from rv_photos where rv_id = ${rvId}) < ${MAX_PHOTOS_PER_RV}`,
    mirrorCover(rvId),
  ])
  if (inserted?.meta.changes !== 1) throw tooMany()
  const row = await ctx.db.select().from(rvPhotos).where(eq(rvPhotos.id, photoId)).get()
  return toRvPhoto(row!)
}

export async function updateRvPhotoAlt({
  ctx,
  input: { id: rvId, photoId, alt },
}: {
  ctx: OwnerContext
  input: { id: string; photoId: string; alt: string | null }
}) {
  const row = await foundOr404(
    ctx.db
      .update(rvPhotos)
      .set({ alt })
      .where(and(ownedRow(rvPhotos, ctx.ownerId, photoId), eq(rvPhotos.rvId, rvId)))
      .returning()
      .get(),
    'That photo',
  )
  return toRvPhoto(row)
}

/**
 * Puts the RV's photos in the order given, which must name each of its photos once (a list made
 * before another tab added or removed one is refused, not half applied). One batch.
 */
export async function reorderRvPhotos({
  ctx,
  input: { id: rvId, ids },
}: {
  ctx: OwnerContext
  input: { id: string; ids: string[] }
}) {
  await ownRv(ctx, rvId)
  const current = await photosOf(ctx.db, rvId)
  const known = new Set(current.map((photo) => photo.id))
  if (ids.some((id) => !known.has(id))) throw notFound('That photo')
  if (ids.length !== known.size)
    throw new AppError(409, 'photos_changed', 'The photos changed meanwhile. Reload the page and try again.', {
      ids: ['Name each of the RV’s photos once'],
    })
  // The order rides in one statement, with the same condition: no photo moves unless the set is unchanged.
  const order = JSON.stringify(ids)
  await runBatch(ctx.db, [
    sql`update rv_photos set position = (select key from json_each(${order}) where value = rv_photos.id)
      where rv_id = ${rvId} and owner_id = ${ctx.ownerId}
        and (select count(*) from rv_photos where rv_id = ${rvId}) = ${ids.length}
        and not exists (select 1 from rv_photos p where p.rv_id = ${rvId}
                        and p.id not in (select value from json_each(${order})))`,
    mirrorCover(rvId),
  ])
  return (await photosOf(ctx.db, rvId)).map(toRvPhoto)
}

/** Removes a photo; the others close the gap, and the cover follows the new first photo (none left: no cover). */
export async function deleteRvPhoto({
  ctx,
  input: { id: rvId, photoId },
}: {
  ctx: OwnerContext
  input: { id: string; photoId: string }
}) {
  const photo = await foundOr404(
    ctx.db
      .select()
      .from(rvPhotos)
      .where(and(ownedRow(rvPhotos, ctx.ownerId, photoId), eq(rvPhotos.rvId, rvId)))
      .get(),
    'That photo',
  )
  await runBatch(ctx.db, [
    sql`delete from rv_photos where id = ${photo.id}`,
    sql`update rv_photos set position = position - 1 where rv_id = ${rvId} and position > ${photo.position}`,
    // The removed cover leaves the card: the next photo, else nothing (not the removed one's url).
    sql`update rvs set image_url = (select url from rv_photos where rv_id = ${rvId} order by position, id limit 1)
      where id = ${rvId} and image_url = ${photo.url}`,
  ])
}
