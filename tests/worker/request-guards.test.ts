import { describe, expect, it } from 'vitest'
import { type AnyResponse, api, API_PREFIX, call, signUpOwner, unchecked } from '../helpers/worker-client'

const signIn = { email: 'someone@example.com', password: 'whatever it is' }
const signInWith = (headers: Record<string, string>) => api({ headers }).auth['sign-in'].$post({ json: signIn })
/** For bodies no typed call sends. */
const signInPath = api().auth['sign-in'].$path()

describe('state-changing requests', () => {
  it('refuses a request whose Origin is another site', async () => {
    const response = await signInWith({ origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      message: 'This request came from another site and was refused',
      code: 'cross_site',
    })
  })

  it('refuses a browser request marked cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await signInWith({ 'sec-fetch-site': site })
      expect(response.status).toBe(403)
    }
  })

  it('accepts its own origin', async () => {
    const response = await signInWith({ origin: 'https://rv.example', 'sec-fetch-site': 'same-origin' })
    expect(response.status).toBe(401)
  })

  it('refuses bodies that are not JSON, as a cross-site form would send', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await call(signInPath, {
        body: 'email=a@b.c&password=x',
        headers: { 'content-type': type },
      })
      expect(response.status).toBe(415)
      expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' })
    }
  })

  it('answers malformed JSON with a 400, not a crash', async () => {
    const response = await call(signInPath, {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    const body = await response.json<{ message: string }>()
    expect(body.message).toMatch(/JSON/i)
  })

  it('answers JSON that is not an object with a 400, also where rules span several fields', async () => {
    const { cookie } = await signUpOwner()
    // Campaigns, promotions and ad campaigns check fields against each other after each field's own check.
    const owner = api(cookie)
    const creates: [string, (json: never) => Promise<AnyResponse>][] = [
      [owner.campaigns.$path(), (json) => owner.campaigns.$post({ json })],
      [owner.promotions.$path(), (json) => owner.promotions.$post({ json })],
      [owner['ad-campaigns'].$path(), (json) => owner['ad-campaigns'].$post({ json })],
      [owner.rvs.$path(), (json) => owner.rvs.$post({ json })],
    ]
    for (const [path, create] of creates)
      for (const json of [null, 42, 'text']) {
        const response = await create(unchecked(json))
        expect(response.status, `${path} ${JSON.stringify(json)}`).toBe(400)
        expect(await response.json()).toEqual({ message: 'Send the fields as a JSON object', code: 'invalid_input' })
      }
  })

  it('refuses a body over 1 MB with 413', async () => {
    const response = await api().auth['sign-in'].$post({
      json: unchecked({ ...signIn, padding: 'x'.repeat(1024 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: 'The request is too large (the limit is 1 MB)',
      code: 'payload_too_large',
    })
  })
})

describe('every API response', () => {
  it('carries security headers and a request id', async () => {
    const response = await api().auth.user.$get()
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-request-id')).toMatch(/\S{8,}/)
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await call(`${API_PREFIX}/no-such-thing`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'There is nothing at this address', code: 'not_found' })
  })
})
