import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { storeImage } from '../../worker/modules/uploads/service'
import { api, call, errorOf, signUpOwner, unchecked } from '../helpers/worker-client'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0]
const WEBP_HEAD = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  )

const fileOf = (head: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size)
  bytes.set(head)
  return new File([bytes], name, { type })
}

/** Uploads `file`, or a plain string in the file's place, which the route refuses. */
const upload = (cookie: string, file: File | string, headers: Record<string, string> = {}) =>
  api({ cookie, headers }).uploads.$post({ form: { file: typeof file === 'string' ? unchecked(file) : file } })

const storedKeys = async (ownerId: string) =>
  (await env.MEDIA.list({ prefix: `owners/${ownerId}/` })).objects.map((o) => o.key)

const MB = 1024 * 1024

/** The owner's rows in `uploads`, as the quota counts them. */
const uploadRows = (ownerId: string) =>
  env.DB.prepare('select key, size_bytes as size from uploads where owner_id = ? order by key')
    .bind(ownerId)
    .all<{ key: string; size: number }>()
    .then((r) => r.results)

const uploadTotals = (ownerId: string) =>
  env.DB.prepare('select count(*) as count, coalesce(sum(size_bytes), 0) as bytes from uploads where owner_id = ?')
    .bind(ownerId)
    .first<{ count: number; bytes: number }>()

/** Records `count` images of `size` bytes each for the owner, as if they had been uploaded before. */
const fillUploads = (ownerId: string, count: number, size: number) =>
  env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into uploads (key, owner_id, size_bytes, created_at) select 'owners/' || ?2 || '/earlier-' || i || '.png', ?2, ?3, 0 from n`,
  )
    .bind(count, ownerId, size)
    .run()

describe('image uploads', () => {
  it.each([
    ['PNG', PNG_HEAD, 'image/png', 'png'],
    ['JPEG', JPEG_HEAD, 'image/jpeg', 'jpg'],
    ['WebP', WEBP_HEAD, 'image/webp', 'webp'],
  ])(
    'stores a %s under the owner’s prefix and serves it with caching headers',
    async (_, head, contentType, extension) => {
      const owner = await signUpOwner()
      const response = await upload(owner.cookie, fileOf(head, 2048, `photo.${extension}`, contentType))
      expect(response.status).toBe(201)
      const stored = await response.json()
      expect(stored.url).toMatch(new RegExp(`^/media/owners/${owner.user.id}/[0-9a-f-]{36}\\.${extension}$`))
      expect(stored).toMatchObject({ contentType, size: 2048 })

      const served = await call(stored.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(contentType)
      expect(served.headers.get('cache-control')).toContain('immutable')
      expect((await served.arrayBuffer()).byteLength).toBe(2048)
      const etag = served.headers.get('etag')!
      expect(etag).toBeTruthy()
      const again = await call(stored.url, { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
    },
  )

  it('judges the file by its bytes, not its declared type', async () => {
    const owner = await signUpOwner()
    const disguised = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' })
    const response = await upload(owner.cookie, disguised)
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ code: 'unsupported_image', message: 'Upload a JPEG, PNG or WebP image' })
    const gif = await upload(
      owner.cookie,
      fileOf(
        [...'GIF89a'].map((c) => c.charCodeAt(0)),
        100,
        'a.gif',
        'image/gif',
      ),
    )
    expect(gif.status).toBe(415)
    expect(await storedKeys(owner.user.id)).toEqual([])
  })

  it('accepts exactly 5 MB and refuses anything larger, storing nothing', async () => {
    const owner = await signUpOwner()
    expect((await upload(owner.cookie, fileOf(PNG_HEAD, 5 * 1024 * 1024, 'max.png', 'image/png'))).status).toBe(201)
    const tooBig = await upload(owner.cookie, fileOf(PNG_HEAD, 5 * 1024 * 1024 + 1, 'big.png', 'image/png'))
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toMatchObject({ message: 'Images must be 5 MB or smaller' })
    expect(await storedKeys(owner.user.id)).toHaveLength(1)
  })

  it('asks for a file when none is sent', async () => {
    const owner = await signUpOwner()
    const response = await upload(owner.cookie, 'not a file')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Choose an image file to upload' })
    const empty = await upload(owner.cookie, new File([], 'empty.png', { type: 'image/png' }))
    expect(empty.status).toBe(400)
  })

  it('refuses uploads from another site and from signed-out callers', async () => {
    const owner = await signUpOwner()
    const file = fileOf(PNG_HEAD, 100, 'a.png', 'image/png')
    expect((await upload(owner.cookie, file, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await upload('', file)).status).toBe(401)
  })

  it('answers a missing image with a 404', async () => {
    expect((await call(`/media/owners/${crypto.randomUUID()}/${crypto.randomUUID()}.png`)).status).toBe(404)
  })
})

describe('storage quota per owner', () => {
  const png = (size = 2048) => fileOf(PNG_HEAD, size, 'photo.png', 'image/png')

  it('records each stored image with its size', async () => {
    const owner = await signUpOwner()
    const stored = await (await upload(owner.cookie, png(3000))).json()
    expect(await uploadRows(owner.user.id)).toEqual([{ key: stored.key, size: 3000 }])
    expect(await storedKeys(owner.user.id)).toEqual([stored.key])
  })

  it('refuses the 501st image, storing nothing, while another owner can still upload', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    await fillUploads(owner.user.id, 500, 1000)
    const refused = await upload(owner.cookie, png())
    expect(refused.status).toBe(413)
    const body = await errorOf(refused)
    expect(body.code).toBe('quota_exceeded')
    expect(body.message).toContain('500 images')
    expect(body.message).toContain('200 MB')
    expect(await storedKeys(owner.user.id)).toEqual([])
    expect(await uploadTotals(owner.user.id)).toEqual({ count: 500, bytes: 500_000 })

    expect((await upload(other.cookie, png())).status).toBe(201)
    expect(await uploadTotals(other.user.id)).toEqual({ count: 1, bytes: 2048 })
  })

  it('takes an image that exactly fills 200 MB and refuses one more byte', async () => {
    const owner = await signUpOwner()
    await fillUploads(owner.user.id, 1, 200 * MB - 2048)
    expect((await upload(owner.cookie, png(2049))).status).toBe(413)
    expect(await storedKeys(owner.user.id)).toEqual([])
    expect((await upload(owner.cookie, png(2048))).status).toBe(201)
    const full = await upload(owner.cookie, png(16))
    expect(full.status).toBe(413)
    expect(await full.json()).toMatchObject({ code: 'quota_exceeded' })
    expect(await storedKeys(owner.user.id)).toHaveLength(1)
    expect(await uploadTotals(owner.user.id)).toEqual({ count: 2, bytes: 200 * MB })
  })

  it('lets only one of several concurrent uploads take the last free place', async () => {
    const owner = await signUpOwner()
    await fillUploads(owner.user.id, 499, 1000)
    const responses = await Promise.all(Array.from({ length: 6 }, () => upload(owner.cookie, png())))
    expect(responses.map((r) => r.status).sort()).toEqual([201, 413, 413, 413, 413, 413])
    expect(await uploadTotals(owner.user.id)).toEqual({ count: 500, bytes: 499_000 + 2048 })
    expect(await storedKeys(owner.user.id)).toHaveLength(1)
  })

  it('reserves space in one statement, so stores that start together cannot overshoot', async () => {
    // Called side by side without the HTTP layer, each store reaches the quota check at the same moment.
    const owner = await signUpOwner()
    await fillUploads(owner.user.id, 499, 1000)
    const db = createDb(env.DB)
    const results = await Promise.allSettled(
      Array.from({ length: 3 }, () =>
        storeImage({ ctx: { db, bucket: env.MEDIA, ownerId: owner.user.id, now: Date.now() }, input: { file: png() } }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected'])
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 413, code: 'quota_exceeded' })
    expect(await uploadTotals(owner.user.id)).toEqual({ count: 500, bytes: 499_000 + 2048 })
    expect(await storedKeys(owner.user.id)).toHaveLength(1)
  })

  it('gives the reserved space back when storing in R2 fails', async () => {
    const owner = await signUpOwner()
    const failingBucket = { put: () => Promise.reject(new Error('R2 is unavailable')) } as unknown as R2Bucket
    await expect(
      storeImage({
        ctx: { db: createDb(env.DB), bucket: failingBucket, ownerId: owner.user.id, now: Date.now() },
        input: { file: png() },
      }),
    ).rejects.toThrow('R2 is unavailable')
    expect(await uploadRows(owner.user.id)).toEqual([])
  })
})

describe('serving media', () => {
  it('answers a bad percent escape with the 404 envelope', async () => {
    const response = await call('/media/%E0%A4%A')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ code: 'not_found', message: 'That image was not found' })
  })

  it.each([
    ['..%2Fapi%2Fauth%2Fuser', '../api/auth/user'],
    ['owners%2Fx%2F..%2F..%2Fsecret.png', 'owners/x/../../secret.png'],
    ['owners/nobody/nothing.png', 'owners/nobody/nothing.png'],
    ['demo/Not_A_Demo.svg', 'demo/Not_A_Demo.svg'],
  ])('never serves %s, a key we do not create, even when the bucket has it', async (path, key) => {
    await env.MEDIA.put(key, 'not for the public', { httpMetadata: { contentType: 'image/png' } })
    const response = await call(`/media/${path}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'not_found' })
  })

  it('serves an uploaded image and a demo illustration by their keys', async () => {
    const owner = await signUpOwner()
    const stored = await (await upload(owner.cookie, fileOf(JPEG_HEAD, 100, 'a.jpg', 'image/jpeg'))).json()
    const served = await call(stored.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    await env.MEDIA.put('demo/rv-test-picture.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', {
      httpMetadata: { contentType: 'image/svg+xml' },
    })
    expect((await call('/media/demo/rv-test-picture.svg')).status).toBe(200)
  })
})
