import { bodyLimit } from 'hono/body-limit'
import { AppError } from '../lib/errors'

/**
 * Declared bodies up to this size are read to their end before the 413 goes out. A server that
 * answers while the client is still sending, then closes the connection, resets it under the
 * client; the local servers (vite preview, wrangler dev) pass that reset on as a 500 or 503
 * instead of our answer. Beyond it, the client is refused at once and may see the reset.
 */
const DRAINED_BYTES = 16 * 1024 * 1024

/** Reads the rest of a body nobody will use, a chunk at a time, keeping none of it. */
async function discard(request: Request) {
  const declared = request.headers.get('content-length')
  if (!request.body || request.body.locked || declared === null || Number(declared) > DRAINED_BYTES) return
  await request.body.pipeTo(new WritableStream()).catch(() => undefined)
}

/** Bodies over `maxSize` bytes are refused with `tooLarge` (a 413 in the error envelope), after being read. */
export const limitBody = (maxSize: number, tooLarge: () => AppError) =>
  bodyLimit({
    maxSize,
    onError: async (c) => {
      await discard(c.req.raw)
      throw tooLarge()
    },
  })

/** JSON bodies stop at 1 MB (the upload routes set their own, larger limit). */
export const jsonBodyLimit = limitBody(
  1024 * 1024,
  () => new AppError(413, 'payload_too_large', 'The request is too large (the limit is 1 MB)'),
)
