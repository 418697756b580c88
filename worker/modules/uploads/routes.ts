import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { AppEnv, OwnerEnv } from '../../env'
import { AppError, type ErrorEnvelope } from '../../lib/errors'
import { uploadPurposes } from '../../lib/shared/enums'
import { validate } from '../../lib/validator'
import { signedIn } from '../../middleware/require-user'
import { MAX_UPLOAD_BYTES } from './image-types'
import { mediaKeyFromPath } from './media-key'
import { serveImage, storeImage } from './service'

export const UPLOAD_PATH = '/api/uploads'

const uploadFormSchema = v.object({
  file: v.instance(File, 'Choose an image file to upload'),
  purpose: v.optional(v.picklist(uploadPurposes, 'Purpose must be photo or marketing'), 'photo'),
})

/** Mounted at /api/uploads; signed-in owners store photos of their RVs and venues. */
export const uploadRoutes = signedIn(
  new Hono<OwnerEnv>().post(
    '/',
    // The form wraps the file in a little multipart framing; the file itself is checked exactly.
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError(413, 'file_too_large', 'Images must be 5 MB or smaller')
      },
    }),
    validate('form', uploadFormSchema),
    async (c) => c.json(await storeImage({ ctx: { ...c.var, bucket: c.env.MEDIA }, input: c.req.valid('form') }), 201),
  ),
)

/** Mounted at /media: anyone sees the photos shown on public pages (keys are unguessable UUIDs). */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  // A path that cannot name one of our keys (bad escape, '..', any other shape) never reaches R2.
  const key = mediaKeyFromPath(c.req.path)
  const response =
    key === null ? null : await serveImage({ ctx: { bucket: c.env.MEDIA }, input: { key, request: c.req.raw } })
  return response ?? c.json<ErrorEnvelope>({ message: 'That image was not found', code: 'not_found' }, 404)
})
