/**
 * Account roles: a venue partner signs up and in as a partner, one account may hold both roles
 * (chosen at sign-in, switched by POST /api/auth/role), each session acts as one role, and neither
 * role reaches the other's area.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { created } from '../helpers/matrix-objects'
import { partnerVenueBody, signUpPartner } from '../helpers/partners'
import { api, cookieHeader, errorOf, signUpOwner } from '../helpers/worker-client'

const SESSION = '__Host-session'
let client = 0
/** A caller of its own, so the sign-in limiter never counts two tests together. */
const fresh = () => api({ headers: { 'cf-connecting-ip': `10.9.${Math.floor(++client / 250)}.${client % 250}` } })

const rolesInDb = (id: string) =>
  env.DB.prepare('select is_owner as isOwner, is_partner as isPartner from users where id = ?')
    .bind(id)
    .first<{ isOwner: number; isPartner: number }>()

describe('venue partner accounts', () => {
  it('signs a partner up with the partner role only, and emails the same confirmation link as an owner gets', async () => {
    const partner = await signUpPartner()
    expect(partner.user).toMatchObject({ role: 'partner', roles: ['partner'], emailVerified: false })
    expect(await rolesInDb(partner.user.id)).toEqual({ isOwner: 0, isPartner: 1 })
    const email = await env.DB.prepare(
      "select subject from notifications where email = ? and type = 'email_verification'",
    )
      .bind(partner.email)
      .first<{ subject: string }>()
    expect(email?.subject).toBeTruthy()
    const link = await env.DB.prepare('select count(*) as n from email_verifications where user_id = ?')
      .bind(partner.user.id)
      .first<{ n: number }>()
    expect(link?.n).toBe(1)
    // Its session acts as a partner: /api/auth/user says so, the partner API answers, the owner's area does not.
    expect(await (await api(partner.cookie).auth.user.$get()).json()).toMatchObject({ role: 'partner' })
    expect((await api(partner.cookie).partners.venues.$get({ query: {} })).status).toBe(200)
    const owners = await api(partner.cookie).rvs.mine.$get({ query: {} })
    expect(owners.status).toBe(403)
    expect(await errorOf(owners)).toEqual({
      code: 'wrong_role',
      message: 'You are signed in as a venue partner. Switch to your owner account to see this.',
    })
  })

  it('signs an owner up as before when no role is given', async () => {
    const owner = await signUpOwner()
    expect(owner.user).toMatchObject({ role: 'owner', roles: ['owner'] })
    expect(await rolesInDb(owner.user.id)).toEqual({ isOwner: 1, isPartner: 0 })
    const partners = await api(owner.cookie).partners.venues.$get({ query: {} })
    expect(partners.status).toBe(403)
    expect(await errorOf(partners)).toMatchObject({
      code: 'wrong_role',
      message: 'You are signed in as an owner. Switch to your venue partner account to see this.',
    })
  })

  it('signs in with the role asked for, refusing a role the account lacks only after the password checked', async () => {
    const partner = await signUpPartner()
    const asPartner = await fresh().auth['sign-in'].$post({
      json: { email: partner.email, password: partner.password, role: 'partner' },
    })
    expect(asPartner.status).toBe(200)
    expect(await asPartner.json()).toMatchObject({ role: 'partner', roles: ['partner'] })

    // No role: an owner's sign-in, which this account cannot do.
    const asOwner = await fresh().auth['sign-in'].$post({ json: { email: partner.email, password: partner.password } })
    expect(asOwner.status).toBe(403)
    expect(await errorOf(asOwner)).toMatchObject({
      code: 'role_not_held',
      message: expect.stringMatching(/venue partner account/),
    })
    expect(
      asOwner.headers.getSetCookie().some((line) => line.startsWith(`${SESSION}=`) && !/Max-Age=0/.test(line)),
    ).toBe(false)

    // A wrong password says nothing about roles.
    const guessed = await fresh().auth['sign-in'].$post({
      json: { email: partner.email, password: 'not the password at all', role: 'owner' },
    })
    expect(guessed.status).toBe(401)
    expect(await errorOf(guessed)).toMatchObject({ code: 'invalid_credentials' })

    const owner = await signUpOwner()
    const ownerAsPartner = await fresh().auth['sign-in'].$post({
      json: { email: owner.email, password: owner.password, role: 'partner' },
    })
    expect(ownerAsPartner.status).toBe(403)
    expect(await errorOf(ownerAsPartner)).toMatchObject({
      code: 'role_not_held',
      message: expect.stringMatching(/not a venue partner/),
    })

    const unknown = await fresh().auth['sign-in'].$post({
      json: { email: owner.email, password: owner.password, role: 'admin' as 'owner' },
    })
    expect(unknown.status).toBe(400)
  })

  it('switches an owner to the partner role, adding it and rotating the session; both roles then sign in', async () => {
    const owner = await signUpOwner()
    const switched = await api(owner.cookie).auth.role.$post({ json: { role: 'partner' } })
    expect(switched.status).toBe(200)
    expect(await switched.json()).toMatchObject({ id: owner.user.id, role: 'partner', roles: ['owner', 'partner'] })
    expect(await rolesInDb(owner.user.id)).toEqual({ isOwner: 1, isPartner: 1 })
    const partnerCookie = cookieHeader(switched, SESSION)
    expect(partnerCookie).not.toBe(owner.cookie)
    // The old session ended; the new one acts as a partner.
    expect((await api(owner.cookie).auth.user.$get()).status).toBe(401)
    expect((await api(partnerCookie).rvs.mine.$get({ query: {} })).status).toBe(403)
    const venue = await created(api(partnerCookie).partners.venues.$post({ json: partnerVenueBody }))

    // Back to owner: the partner's venue is not among the owner's venues, nor readable through them.
    const back = await api(partnerCookie).auth.role.$post({ json: { role: 'owner' } })
    expect(await back.json()).toMatchObject({ role: 'owner', roles: ['owner', 'partner'] })
    const ownerCookie = cookieHeader(back, SESSION)
    expect((await api(ownerCookie).rvs.mine.$get({ query: {} })).status).toBe(200)
    expect((await api(ownerCookie).partners.venues[':id'].$get({ param: { id: venue.id } })).status).toBe(403)
    const mine = await (await api(ownerCookie).venues.mine.$get({ query: {} })).json()
    expect(mine.items.map(({ id }) => id)).not.toContain(venue.id)

    for (const role of ['owner', 'partner'] as const) {
      const signedIn = await fresh().auth['sign-in'].$post({
        json: { email: owner.email, password: owner.password, role },
      })
      expect(await signedIn.json()).toMatchObject({ role, roles: ['owner', 'partner'] })
    }
    const switchBody = await api(ownerCookie).auth.role.$post({ json: { role: 'nobody' as 'owner' } })
    expect(switchBody.status).toBe(400)
    expect((await api().auth.role.$post({ json: { role: 'partner' } })).status).toBe(401)
  })

  it('ends a session whose account no longer holds its role; a session from before roles acts as an owner', async () => {
    const owner = await signUpOwner()
    const switched = await api(owner.cookie).auth.role.$post({ json: { role: 'partner' } })
    const partnerCookie = cookieHeader(switched, SESSION)
    await env.DB.prepare('update users set is_partner = 0 where id = ?').bind(owner.user.id).run()
    expect((await api(partnerCookie).auth.user.$get()).status).toBe(401)

    const older = await signUpOwner()
    const id = decodeURIComponent(older.cookie.split('=')[1]!).split('.')[0]!
    const { role: _role, ...stored } = JSON.parse((await env.SESSIONS.get(id))!) as Record<string, unknown>
    expect(_role).toBe('owner')
    await env.SESSIONS.put(id, JSON.stringify(stored))
    expect(await (await api(older.cookie).auth.user.$get()).json()).toMatchObject({ role: 'owner', roles: ['owner'] })
  })

  it("lets a partner change the password and keep acting as a partner, and keeps the owner's settings owner-only", async () => {
    const partner = await signUpPartner()
    const changed = await api(partner.cookie).auth.password.$post({
      json: { currentPassword: partner.password, newPassword: 'another long passphrase' },
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ role: 'partner' })
    const cookie = cookieHeader(changed, SESSION)
    expect((await api(cookie).partners.earnings.$get()).status).toBe(200)
    const settings = await api(cookie).auth.settings.$put({ json: { helpPhone: null, timeZone: 'America/Denver' } })
    expect(settings.status).toBe(403)
  })
})
