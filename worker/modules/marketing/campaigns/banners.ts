/**
 * Web banners, shown only beside their owner's RVs: in the wizard above the owner's RVs in the
 * results, and on the landing page (every visitor) only an established owner's, naming the
 * business and the RVs it is for. An owner whose RVs renters cannot see (email not confirmed, no
 * RV listed) has no banner anywhere.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { RequestContext } from '../../../db/owned'
import type { CampaignContent } from '../../../db/schema'
import { utcDay } from '../../../lib/shared/dates'
import { businessName, establishedOwner } from '../../business'
import { publiclyListed } from '../../rvs'
import type { Banner, LandingBanner } from './schemas'

/** How many of the owner's RV names the landing page's banner names. */
export const LANDING_BANNER_RV_NAMES = 3

interface BannerRow {
  id: string
  ownerId: string
  content: string
  businessName: string | null
}

/**
 * Each owner's newest active web campaign running today (`owners` is SQL true for `c.owner_id`),
 * the newest first: one banner per owner, so one owner's campaigns never crowd out another's.
 */
function runningBanners({
  ctx: { db, now },
  input: { owners, limit },
}: {
  ctx: RequestContext
  input: { owners: SQL; limit: number }
}) {
  const today = utcDay(now)
  const newest = sql`coalesce(c.start_date, '') desc, c.created_at desc, c.id desc`
  return db.all<BannerRow>(sql`select id, ownerId, content, businessName from (
      select c.id, c.owner_id as ownerId, c.content, ${businessName(sql`c.owner_id`)} as businessName,
        c.start_date, c.created_at, row_number() over (partition by c.owner_id order by ${newest}) as place
      from campaigns c
      where c.type = 'web' and c.status = 'active' and ${owners}
        and (c.start_date is null or c.start_date <= ${today}) and (c.end_date is null or c.end_date >= ${today})
    ) c where place = 1
    order by ${newest}
    limit ${limit}`)
}

function toBanner(row: BannerRow): Omit<Banner, 'rvIds'> | null {
  const { bannerTitle, bannerMessage } = JSON.parse(row.content) as CampaignContent
  if (!bannerTitle || !bannerMessage) return null
  return { id: row.id, title: bannerTitle, message: bannerMessage, businessName: row.businessName ?? 'this business' }
}

/** The landing page's banner: the newest running banner of an established owner with RVs listed, and which RVs. */
export async function landingBanner({ ctx: { db, now } }: { ctx: RequestContext }): Promise<LandingBanner | null> {
  const hasListedRv = sql`exists (select 1 from rvs where rvs.owner_id = c.owner_id and ${publiclyListed(now)})`
  const [row] = await runningBanners({
    ctx: { db, now },
    input: { owners: sql`${establishedOwner(sql`c.owner_id`, now)} and ${hasListedRv}`, limit: 1 },
  })
  const banner = row && toBanner(row)
  if (!row || !banner) return null
  // The window's count is taken before the limit: every listed RV, with the first few names.
  const names = await db.all<{ name: string; total: number }>(
    sql`select rvs.name, count(*) over () as total from rvs where rvs.owner_id = ${row.ownerId} and ${publiclyListed(now)}
        order by rvs.created_at, rvs.id limit ${LANDING_BANNER_RV_NAMES}`,
  )
  return { ...banner, rvNames: names.map(({ name }) => name), rvCount: names[0]?.total ?? 0 }
}

/** The banners for the listed RVs among `rvIds` (a page of the wizard's results): one per owner, with which of those RVs are theirs. */
export async function bannersFor({
  ctx: { db, now },
  input: { rvIds },
}: {
  ctx: RequestContext
  input: { rvIds: string[] }
}): Promise<Banner[]> {
  if (rvIds.length === 0) return []
  const listed = await db.all<{ id: string; ownerId: string }>(
    sql`select rvs.id, rvs.owner_id as ownerId from rvs where rvs.id in ${rvIds} and ${publiclyListed(now)}`,
  )
  const owners = [...new Set(listed.map((rv) => rv.ownerId))]
  if (owners.length === 0) return []
  const rows = await runningBanners({
    ctx: { db, now },
    input: { owners: sql`c.owner_id in ${owners}`, limit: owners.length },
  })
  return rows.flatMap((row) => {
    const banner = toBanner(row)
    const theirs = listed.filter((rv) => rv.ownerId === row.ownerId).map((rv) => rv.id)
    return banner ? [{ ...banner, rvIds: theirs }] : []
  })
}
