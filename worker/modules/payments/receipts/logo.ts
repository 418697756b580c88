/**
 * The business's logo for the receipt's PDF, read from R2. pdf-lib draws PNG and JPEG only, so a
 * logo of another kind (WebP), or one no longer stored, is left off: the name still heads it.
 */
import { isMediaUrl, MEDIA_URL_PREFIX } from '../../../lib/shared/fields'

export interface ReceiptLogo {
  kind: 'png' | 'jpeg'
  bytes: Uint8Array
}

/** The type uploads stored the image under (sniffed from its bytes on upload) → what pdf-lib embeds it as. */
const KINDS: Partial<Record<string, ReceiptLogo['kind']>> = { 'image/png': 'png', 'image/jpeg': 'jpeg' }

export async function receiptLogo({
  ctx: { bucket },
  input: { logoUrl },
}: {
  ctx: { bucket: R2Bucket }
  input: { logoUrl: string | null }
}): Promise<ReceiptLogo | null> {
  if (!logoUrl || !isMediaUrl(logoUrl)) return null
  const object = await bucket.get(logoUrl.slice(MEDIA_URL_PREFIX.length))
  const kind = object && KINDS[object.httpMetadata?.contentType ?? '']
  if (!kind) return null
  return { kind, bytes: new Uint8Array(await object.arrayBuffer()) }
}
