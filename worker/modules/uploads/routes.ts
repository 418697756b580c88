import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { AppEnv } from '../../env'
import { AppError } from '../../lib/errors'
import { validate } from '../../lib/validator'
import { requireUser } from '../../middleware/session'
import { MAX_UPLOAD_BYTES } from './image-types'
import { storeImage } from './service'

export const UPLOAD_PATH = '/api/uploads'

const uploadFormSchema = v.object({
  file: v.instance(File, 'Choose an image file to upload'),
})

export const uploadRoutes = new Hono<AppEnv>().post(
  '/uploads',
  requireUser,
  // The form wraps the file in a little multipart framing; the file itself is checked exactly.
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError(413, 'file_too_large', 'Images must be 5 MB or smaller')
    },
  }),
  validate('form', uploadFormSchema),
  async (c) =>
    c.json(await storeImage({ db: c.var.db, bucket: c.env.MEDIA, ownerId: c.var.ownerId, file: c.req.valid('form').file, now: Date.now() }), 201),
)
