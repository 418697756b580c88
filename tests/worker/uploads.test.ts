import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, signUpOwner } from '../helpers/worker-client'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0]
const WEBP_HEAD = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0)))

const fileOf = (head: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size)
  bytes.set(head)
  return new File([bytes], name, { type })
}

function upload(cookie: string, file: File | string, headers: Record<string, string> = {}) {
  const form = new FormData()
  form.set('file', file)
  return call('/api/uploads', { method: 'POST', body: form, cookie, headers })
}

const storedKeys = async (ownerId: string) => (await env.MEDIA.list({ prefix: `owners/${ownerId}/` })).objects.map((o) => o.key)

describe('image uploads', () => {
  it.each([
    ['PNG', PNG_HEAD, 'image/png', 'png'],
    ['JPEG', JPEG_HEAD, 'image/jpeg', 'jpg'],
    ['WebP', WEBP_HEAD, 'image/webp', 'webp'],
  ])('stores a %s under the owner’s prefix and serves it with caching headers', async (_, head, contentType, extension) => {
    const owner = await signUpOwner()
    const response = await upload(owner.cookie, fileOf(head, 2048, `photo.${extension}`, contentType))
    expect(response.status).toBe(201)
    const stored = await response.json<{ url: string; contentType: string; size: number }>()
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
  })

  it('judges the file by its bytes, not its declared type', async () => {
    const owner = await signUpOwner()
    const disguised = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' })
    const response = await upload(owner.cookie, disguised)
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ code: 'unsupported_image', message: 'Upload a JPEG, PNG or WebP image' })
    const gif = await upload(owner.cookie, fileOf([...'GIF89a'].map((c) => c.charCodeAt(0)), 100, 'a.gif', 'image/gif'))
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
    expect((await call('/media/owners/nobody/nothing.png')).status).toBe(404)
  })
})
