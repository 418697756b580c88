/** An RV's seasons: named night ranges with their own price, never overlapping, on the owner's RVs only. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { created, matrixRv, matrixSeason, matrixSeasonBody } from '../helpers/matrix-objects'
import { api, type Api, errorOf, type JsonOf, signUpOwner } from '../helpers/worker-client'

type SeasonBody = JsonOf<Api['pricing']['rvs'][':rvId']['seasons']['$post']>

const newRv = (cookie: string) => created(api(cookie).rvs.$post({ json: matrixRv }))
const pricing = (cookie: string) => api(cookie).pricing
const addSeason = (cookie: string, rvId: string, json: SeasonBody) =>
  pricing(cookie).rvs[':rvId'].seasons.$post({ param: { rvId }, json })

describe("an RV's seasons", () => {
  const summer = { name: 'Summer', startDate: '2031-06-01', endDate: '2031-08-31', nightlyRate: '240.00', minNights: 4 }

  it('adds, lists by start date, edits and removes seasons', async () => {
    const owner = await signUpOwner()
    const rv = await newRv(owner.cookie)
    const added = await addSeason(owner.cookie, rv.id, summer)
    expect(added.status).toBe(201)
    const season = await added.json()
    expect(season).toEqual({ id: expect.any(String), ...summer })
    // The night before summer's first is free for another season.
    const spring = await created(
      addSeason(owner.cookie, rv.id, {
        name: 'Spring',
        startDate: '2031-04-01',
        endDate: '2031-05-31',
        nightlyRate: 180,
      }),
    )
    const listed = await (await pricing(owner.cookie).rvs[':rvId'].$get({ param: { rvId: rv.id } })).json()
    expect(listed.seasons.map(({ name }) => name)).toEqual(['Spring', 'Summer'])
    expect(spring).toMatchObject({ nightlyRate: '180.00', minNights: null })

    const param = { rvId: rv.id, seasonId: season.id }
    // Its own nights do not count against it.
    const edited = await pricing(owner.cookie).rvs[':rvId'].seasons[':seasonId'].$put({
      param,
      json: { ...summer, endDate: '2031-09-07', nightlyRate: '250' },
    })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ endDate: '2031-09-07', nightlyRate: '250.00' })
    const row = await env.DB.prepare('select owner_id, nightly_cents from rv_seasons where id = ?')
      .bind(season.id)
      .first()
    expect(row).toEqual({ owner_id: owner.user.id, nightly_cents: 25000 })

    expect((await pricing(owner.cookie).rvs[':rvId'].seasons[':seasonId'].$delete({ param })).status).toBe(204)
    expect((await pricing(owner.cookie).rvs[':rvId'].seasons[':seasonId'].$delete({ param })).status).toBe(404)
    const after = await (await pricing(owner.cookie).rvs[':rvId'].$get({ param: { rvId: rv.id } })).json()
    expect(after.seasons.map(({ name }) => name)).toEqual(['Spring'])
  })

  it('refuses a season that shares a night with another, naming it, on add and on edit', async () => {
    const owner = await signUpOwner()
    const rv = await newRv(owner.cookie)
    await created(addSeason(owner.cookie, rv.id, summer))
    const message =
      "These dates overlap the season 'Summer' (2031-06-01 to 2031-08-31). Seasons of one RV cannot share a night."
    for (const [startDate, endDate] of [
      ['2031-08-31', '2031-09-10'],
      ['2031-05-01', '2031-06-01'],
      ['2031-07-01', '2031-07-02'],
      ['2031-01-01', '2031-12-31'],
    ] as const) {
      const refused = await addSeason(owner.cookie, rv.id, { ...summer, name: 'Clash', startDate, endDate })
      expect(refused.status, `${startDate} to ${endDate}`).toBe(409)
      expect(await errorOf(refused)).toEqual({ code: 'season_overlap', message, fields: { startDate: [message] } })
    }
    const fall = await created(
      addSeason(owner.cookie, rv.id, { ...summer, name: 'Fall', startDate: '2031-09-01', endDate: '2031-10-31' }),
    )
    const moved = await pricing(owner.cookie).rvs[':rvId'].seasons[':seasonId'].$put({
      param: { rvId: rv.id, seasonId: fall.id },
      json: { ...summer, name: 'Fall', startDate: '2031-08-15', endDate: '2031-10-31' },
    })
    expect(moved.status).toBe(409)
    expect((await errorOf(moved)).message).toBe(message)
    // Another RV's seasons are its own.
    const other = await newRv(owner.cookie)
    expect((await addSeason(owner.cookie, other.id, summer)).status).toBe(201)
    const { n } = (await env.DB.prepare('select count(*) as n from rv_seasons where rv_id = ?')
      .bind(rv.id)
      .first<{ n: number }>())!
    expect(n).toBe(2)
  })

  it.each([
    [{ endDate: '2031-05-31' }, 'endDate', 'The last night must be on or after the first night'],
    [{ startDate: '2031-02-30' }, 'startDate', 'First night is not a real date'],
    [{ endDate: '2033-06-01' }, 'endDate', 'A season can be at most 2 years long'],
    [{ nightlyRate: '0' }, 'nightlyRate', 'Nightly rate must be more than $0'],
    [{ name: '  ' }, 'name', 'Season name is required'],
  ])('refuses %j', async (change, field, message) => {
    const owner = await signUpOwner()
    const rv = await newRv(owner.cookie)
    const response = await addSeason(owner.cookie, rv.id, { ...summer, ...change })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).fields?.[field]).toEqual([message])
  })

  it('takes a season of exactly two years, leap day included', async () => {
    const owner = await signUpOwner()
    const rv = await newRv(owner.cookie)
    const response = await addSeason(owner.cookie, rv.id, { ...summer, startDate: '2031-03-01', endDate: '2033-02-28' })
    expect(response.status).toBe(201)
  })

  it("answers 404 for a season on another owner's RV, and for their season", async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const { rv, season } = await matrixSeason(owner.cookie)
    const refused = await addSeason(stranger.cookie, rv.id, { ...summer })
    expect(refused.status).toBe(404)
    expect((await errorOf(refused)).message).toBe('That RV was not found')
    const param = { rvId: rv.id, seasonId: season.id }
    const asStranger = pricing(stranger.cookie).rvs[':rvId'].seasons[':seasonId']
    expect((await asStranger.$put({ param, json: matrixSeasonBody })).status).toBe(404)
    expect((await asStranger.$delete({ param })).status).toBe(404)
    // The season addressed under another RV of its owner's is not found either.
    const otherRv = await newRv(owner.cookie)
    const misaddressed = pricing(owner.cookie).rvs[':rvId'].seasons[':seasonId']
    expect((await misaddressed.$delete({ param: { rvId: otherRv.id, seasonId: season.id } })).status).toBe(404)
    const { n } = (await env.DB.prepare('select count(*) as n from rv_seasons where rv_id = ?')
      .bind(rv.id)
      .first<{ n: number }>())!
    expect(n).toBe(1)
  })
})
