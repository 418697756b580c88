import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { businessName } from '../../worker/modules/business'
import { api, type Api, call, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

type ProfileBody = JsonOf<Api['business']['profile']['$put']>

const LOGO = `/media/owners/${crypto.randomUUID()}/${crypto.randomUUID()}.png`

const profile = {
  name: 'Golden Gate RV Rentals',
  logoUrl: LOGO,
  phone: '(415) 555-0134',
  supportEmail: 'Help@GoldenGateRV.example',
  timeZone: 'America/Los_Angeles',
} satisfies ProfileBody

const putProfile = (cookie: string, json: ProfileBody) => api(cookie).business.profile.$put({ json })
const getProfile = async (cookie: string) => (await api(cookie).business.profile.$get()).json()

const storedRow = (ownerId: string) =>
  env.DB.prepare('select name, logo_url, phone, support_email from business_profiles where owner_id = ?')
    .bind(ownerId)
    .first()
const userZone = async (ownerId: string) =>
  env.DB.prepare('select time_zone from users where id = ?').bind(ownerId).first<string | null>('time_zone')

describe('the business profile', () => {
  it('answers 401 to a signed-out caller', async () => {
    for (const response of [
      await api().business.profile.$get(),
      await call(api().business.profile.$path(), { method: 'PUT', json: profile }),
    ]) {
      expect(response.status).toBe(401)
      expect(await errorOf(response)).toMatchObject({ code: 'unauthorized' })
    }
  })

  it("answers the owner's own name, no contact and UTC before the first save, stores nothing", async () => {
    const owner = await signUpOwner({ firstName: 'Rosa', lastName: 'Diaz' })
    expect(await getProfile(owner.cookie)).toEqual({
      name: 'Rosa Diaz',
      logoUrl: null,
      phone: null,
      supportEmail: null,
      timeZone: 'UTC',
    })
    expect(await storedRow(owner.user.id)).toBeNull()
  })

  it('answers the time zone the owner already chose in their settings', async () => {
    const owner = await signUpOwner()
    const settings = { helpPhone: '555-123-4567', timeZone: 'America/Denver' }
    expect((await api(owner.cookie).auth.settings.$put({ json: settings })).status).toBe(200)
    expect(await getProfile(owner.cookie)).toMatchObject({ name: 'Avery Stone', timeZone: 'America/Denver' })
  })

  it("saves the profile, writes the owner's time zone, and saves again over it", async () => {
    const owner = await signUpOwner()
    const saved = await putProfile(owner.cookie, profile)
    expect(saved.status).toBe(200)
    const expected = { ...profile, supportEmail: 'help@goldengaterv.example' }
    expect(await saved.json()).toEqual(expected)
    expect(await getProfile(owner.cookie)).toEqual(expected)
    expect(await storedRow(owner.user.id)).toEqual({
      name: profile.name,
      logo_url: LOGO,
      phone: profile.phone,
      support_email: 'help@goldengaterv.example',
    })
    expect(await userZone(owner.user.id)).toBe('America/Los_Angeles')

    // Left out and '' are cleared: the logo, phone and support email go back to none.
    const again = await putProfile(owner.cookie, { name: '  Bay RV  ', phone: '', timeZone: 'America/New_York' })
    expect(await again.json()).toEqual({
      name: 'Bay RV',
      logoUrl: null,
      phone: null,
      supportEmail: null,
      timeZone: 'America/New_York',
    })
    expect(await userZone(owner.user.id)).toBe('America/New_York')
    const { n } = (await env.DB.prepare('select count(*) as n from business_profiles where owner_id = ?')
      .bind(owner.user.id)
      .first<{ n: number }>())!
    expect(n).toBe(1)
  })

  it.each([
    [{ name: '   ' }, 'name', 'Business name is required'],
    [{ name: 'x'.repeat(121) }, 'name', 'Business name must be at most 120 characters'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Time zone must be one like America/Denver'],
    [{ timeZone: undefined }, 'timeZone', 'Time zone is required'],
    [{ phone: 'call me' }, 'phone', 'Phone must be a phone number, like 555-123-4567'],
    [{ supportEmail: 'not an email' }, 'supportEmail', 'Enter a valid email address'],
    [{ logoUrl: '/media/../api/logout' }, 'logoUrl', 'Logo must be an image uploaded here, not a link'],
    [{ logoUrl: 'https://tracker.example/logo.png' }, 'logoUrl', 'Logo must be an image uploaded here, not a link'],
    [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl', 'Logo must be an image uploaded here, not a link'],
  ])('refuses %j with a message under %s, storing nothing', async (change, field, message) => {
    const owner = await signUpOwner()
    const response = await putProfile(owner.cookie, unchecked({ ...profile, ...change }))
    expect(response.status).toBe(400)
    const envelope = await errorOf(response)
    expect(envelope).toMatchObject({ code: 'invalid_input', message })
    expect(envelope.fields?.[field]).toEqual([message])
    expect(await storedRow(owner.user.id)).toBeNull()
    expect(await userZone(owner.user.id)).toBeNull()
  })

  it("saves the signed-in owner's profile whatever owner or time the body names", async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const body = unchecked({ ...profile, ownerId: stranger.user.id, updatedAt: 1 })
    expect((await putProfile(owner.cookie, body)).status).toBe(200)
    const rows = await env.DB.prepare('select owner_id, updated_at from business_profiles where owner_id in (?, ?)')
      .bind(owner.user.id, stranger.user.id)
      .all<{ owner_id: string; updated_at: number }>()
    expect(rows.results).toEqual([{ owner_id: owner.user.id, updated_at: expect.any(Number) }])
    expect(rows.results[0]!.updated_at).toBeGreaterThan(1)
    expect(await userZone(stranger.user.id)).toBeNull()
    expect(await getProfile(stranger.cookie)).toMatchObject({ name: 'Avery Stone', logoUrl: null })
  })
})

describe('the name renters know the business by', () => {
  const nameOf = async (ownerId: string) =>
    (await createDb(env.DB).get<{ name: string | null }>(sql`select ${businessName(sql`${ownerId}`)} as name`)).name

  it("is the owner's own name until they save a profile, then the profile's name", async () => {
    const owner = await signUpOwner({ firstName: 'Kai', lastName: 'Moana' })
    expect(await nameOf(owner.user.id)).toBe('Kai Moana')
    await putProfile(owner.cookie, profile)
    expect(await nameOf(owner.user.id)).toBe('Golden Gate RV Rentals')
  })

  it('is null for an owner who gave no name and saved no profile', async () => {
    const owner = await signUpOwner()
    await env.DB.prepare('update users set first_name = null, last_name = null where id = ?').bind(owner.user.id).run()
    expect(await nameOf(owner.user.id)).toBeNull()
    expect(await getProfile(owner.cookie)).toMatchObject({ name: '' })
  })
})
