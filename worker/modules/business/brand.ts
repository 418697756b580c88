/**
 * The business as renters meet it on emails and receipts: the name renters know it by (its
 * profile's, else the owner's own; see businessName), else the product's, and the profile's logo
 * and contacts. An email to a stranger carries it only once the owner has confirmed their email
 * (see emailConfirmed): until then the email is the product's own.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isMediaUrl } from '../../lib/shared/fields'
import { PRODUCT_NAME } from '../../lib/shared/product'
import { businessName, emailConfirmed } from './standing'

export interface BusinessBrand {
  name: string
  /**
   * An image the owner uploaded (/media/...), or null. A logo elsewhere on the web is left off: it
   * would tell its host who opened the receipt or email.
   */
  logoUrl: string | null
  phone: string | null
  supportEmail: string | null
}

/** The brand on the owner's receipts. */
export async function businessBrand({
  ctx: { db },
  input: { ownerId },
}: {
  ctx: { db: Db }
  input: { ownerId: string }
}): Promise<BusinessBrand> {
  const owner = sql`${ownerId}`
  const row = await db.get<Partial<Record<keyof BusinessBrand, string | null>>>(
    sql`select ${businessName(owner)} as name, bp.logo_url as logoUrl, bp.phone as phone, bp.support_email as supportEmail
        from (select 1) left join business_profiles bp on bp.owner_id = ${owner}`,
  )
  return {
    name: row?.name ?? PRODUCT_NAME,
    logoUrl: row?.logoUrl && isMediaUrl(row.logoUrl) ? row.logoUrl : null,
    phone: row?.phone ?? null,
    supportEmail: row?.supportEmail ?? null,
  }
}

/**
 * SQL of one row (name, logoUrl): the brand an email to the owner's customers carries. Both are
 * null while the owner's email is unconfirmed or when they named no business; the logo is only
 * ever one of our own uploads (a /media/ path), as on receipts.
 */
export const emailBrand = (owner: SQL) =>
  sql`select eb.name, case when eb.name is not null and ep.logo_url like '/media/%' then ep.logo_url end as logoUrl
      from (select case when ${emailConfirmed(owner)} then ${businessName(owner)} end as name) eb
      left join business_profiles ep on ep.owner_id = ${owner}`
