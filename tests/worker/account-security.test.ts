import { describe, expect, it } from 'vitest'
import { api, cookieHeader, signUpOwner } from '../helpers/worker-client'

let clients = 0
const signIn = async (email: string, password: string) => {
  const response = await api().auth['sign-in'].$post(
    { json: { email, password } },
    { headers: { 'cf-connecting-ip': `198.18.0.${++clients}` } },
  )
  return { response, cookie: cookieHeader(response, '__Host-session') }
}

const isSignedIn = async (cookie: string) => (await api(cookie).auth.user.$get()).status === 200

const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  api(cookie).auth.password.$post({ json: { currentPassword, newPassword } })

const NEW_PASSWORD = 'another long passphrase'

describe('changing the password', () => {
  it('needs the current password', async () => {
    const owner = await signUpOwner()
    const wrong = await changePassword(owner.cookie, 'not my password', NEW_PASSWORD)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ fields: { currentPassword: ['Your current password is not correct'] } })
    expect((await signIn(owner.email, owner.password)).response.status).toBe(200)
  })

  it('keeps the sign-up strength rule', async () => {
    const owner = await signUpOwner()
    const weak = await changePassword(owner.cookie, owner.password, 'too short')
    expect(weak.status).toBe(400)
    expect(await weak.json()).toMatchObject({
      fields: { newPassword: ['Use at least 12 characters for your password'] },
    })
  })

  it('ends every other session at once and keeps this device signed in with a new one', async () => {
    const owner = await signUpOwner()
    const otherDevice = await signIn(owner.email, owner.password)
    expect(await isSignedIn(otherDevice.cookie)).toBe(true)

    const changed = await changePassword(owner.cookie, owner.password, NEW_PASSWORD)
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ id: owner.user.id })
    const thisDevice = cookieHeader(changed, '__Host-session')
    expect(thisDevice).not.toBe(owner.cookie)

    expect(await isSignedIn(otherDevice.cookie)).toBe(false)
    expect(await isSignedIn(owner.cookie)).toBe(false)
    expect(await isSignedIn(thisDevice)).toBe(true)
    expect((await signIn(owner.email, owner.password)).response.status).toBe(401)
    expect((await signIn(owner.email, NEW_PASSWORD)).response.status).toBe(200)
  })

  it('is for signed-in owners only', async () => {
    expect((await changePassword('', 'whatever', NEW_PASSWORD)).status).toBe(401)
  })
})

describe('signing out everywhere', () => {
  it('ends every session of the owner at once, this one included, and clears its cookie', async () => {
    const owner = await signUpOwner()
    const otherDevice = await signIn(owner.email, owner.password)
    const response = await api(owner.cookie).auth['sign-out-everywhere'].$post()
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join()).toMatch(/__Host-session=;.*Max-Age=0/)
    expect(await isSignedIn(otherDevice.cookie)).toBe(false)
    expect(await isSignedIn(owner.cookie)).toBe(false)
    // Signing in again works, with a session of the new generation.
    const again = await signIn(owner.email, owner.password)
    expect(await isSignedIn(again.cookie)).toBe(true)
  })

  it("leaves other owners' sessions alone", async () => {
    const owner = await signUpOwner()
    const other = await signUpOwner()
    await api(owner.cookie).auth['sign-out-everywhere'].$post()
    expect(await isSignedIn(other.cookie)).toBe(true)
  })
})
