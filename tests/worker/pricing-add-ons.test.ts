/** The owner's add-on catalogue: round trip, RVs chosen, and scoping to the owner. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { created, matrixAddOn, matrixRv } from '../helpers/matrix-objects'
import { allPages } from '../helpers/paging'
import { api, errorOf, signUpOwner, unchecked } from '../helpers/worker-client'

const newRv = (cookie: string) => created(api(cookie).rvs.$post({ json: matrixRv }))
const pricing = (cookie: string) => api(cookie).pricing

describe('add-ons', () => {
  const linens = { name: 'Linens', price: '12.50', unit: 'per_night', maxQuantity: 4, taxable: true } as const

  it('adds, reads, edits and removes an add-on, its RV list written with it', async () => {
    const owner = await signUpOwner()
    const [rvA, rvB] = await Promise.all([newRv(owner.cookie), newRv(owner.cookie)])
    const added = await pricing(owner.cookie)['add-ons'].$post({
      json: { ...linens, allRvs: false, rvIds: [rvB.id, rvA.id, rvA.id] },
    })
    expect(added.status).toBe(201)
    const addOn = await added.json()
    expect(addOn).toEqual({
      id: expect.any(String),
      ...linens,
      allRvs: false,
      rvIds: [rvA.id, rvB.id].sort(),
      active: true,
      createdAt: expect.any(String),
    })
    const row = await env.DB.prepare('select owner_id, price_cents from add_ons where id = ?').bind(addOn.id).first()
    expect(row).toEqual({ owner_id: owner.user.id, price_cents: 1250 })

    const param = { id: addOn.id }
    expect(await (await pricing(owner.cookie)['add-ons'][':id'].$get({ param })).json()).toEqual(addOn)

    // For all RVs: the list goes.
    const edited = await pricing(owner.cookie)['add-ons'][':id'].$put({
      param,
      json: { ...linens, price: 15, unit: 'per_stay', allRvs: true, rvIds: [rvA.id], active: false },
    })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({
      price: '15.00',
      unit: 'per_stay',
      allRvs: true,
      rvIds: [],
      active: false,
    })
    const links = await env.DB.prepare('select count(*) as n from add_on_rvs where add_on_id = ?')
      .bind(addOn.id)
      .first<{ n: number }>()
    expect(links?.n).toBe(0)

    const back = await pricing(owner.cookie)['add-ons'][':id'].$put({
      param,
      json: { ...linens, allRvs: false, rvIds: [rvB.id] },
    })
    expect((await back.json()).rvIds).toEqual([rvB.id])

    expect((await pricing(owner.cookie)['add-ons'][':id'].$delete({ param })).status).toBe(204)
    expect((await pricing(owner.cookie)['add-ons'][':id'].$get({ param })).status).toBe(404)
    const left = await env.DB.prepare('select count(*) as n from add_on_rvs where add_on_id = ?')
      .bind(addOn.id)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
  })

  it('lists the owner’s add-ons newest first, a page at a time, and no one else’s', async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    await matrixAddOn(stranger.cookie)
    const names = ['First', 'Second', 'Third']
    for (const name of names) await created(pricing(owner.cookie)['add-ons'].$post({ json: { ...linens, name } }))
    const firstPage = await (await pricing(owner.cookie)['add-ons'].$get({ query: { limit: '2' } })).json()
    expect(firstPage.items.map(({ name }) => name)).toEqual(['Third', 'Second'])
    expect(firstPage.nextCursor).toEqual(expect.any(String))
    const { items } = await allPages((cursor) =>
      pricing(owner.cookie)['add-ons'].$get({ query: { limit: '1', ...(cursor ? { cursor } : {}) } }),
    )
    expect(items.map(({ name }) => name)).toEqual(['Third', 'Second', 'First'])
  })

  it.each([
    [{ allRvs: false, rvIds: [] }, 'rvIds', 'Choose at least one RV, or offer the add-on for all RVs'],
    [{ price: '0' }, 'price', 'Price must be more than $0'],
    [{ maxQuantity: 21 }, 'maxQuantity', 'Maximum quantity must be between 1 and 20'],
    [{ unit: 'per_hour' }, 'unit', 'Choose per stay, per night or per day'],
    [{ name: 'x'.repeat(81) }, 'name', 'Name must be at most 80 characters'],
  ])('refuses %j', async (change, field, message) => {
    const owner = await signUpOwner()
    const response = await pricing(owner.cookie)['add-ons'].$post({ json: unchecked({ ...linens, ...change }) })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).fields?.[field]).toEqual([message])
  })

  it("answers 404 naming the field when the list has another owner's RV, and writes nothing", async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const [own, theirs] = await Promise.all([newRv(owner.cookie), newRv(stranger.cookie)])
    const message = 'One of the chosen RVs was not found'
    const refused = await pricing(owner.cookie)['add-ons'].$post({
      json: { ...linens, allRvs: false, rvIds: [own.id, theirs.id] },
    })
    expect(refused.status).toBe(404)
    expect(await errorOf(refused)).toEqual({ code: 'not_found', message, fields: { rvIds: [message] } })
    const rows = await env.DB.prepare('select count(*) as n from add_ons where owner_id = ?')
      .bind(owner.user.id)
      .first<{ n: number }>()
    expect(rows?.n).toBe(0)

    const { addOn } = await matrixAddOn(owner.cookie)
    const edit = await pricing(owner.cookie)['add-ons'][':id'].$put({
      param: { id: addOn.id },
      json: { ...linens, allRvs: false, rvIds: [theirs.id] },
    })
    expect(edit.status).toBe(404)
    expect((await errorOf(edit)).fields).toEqual({ rvIds: [message] })
    expect(
      (await (await pricing(owner.cookie)['add-ons'][':id'].$get({ param: { id: addOn.id } })).json()).rvIds,
    ).toEqual(addOn.rvIds)
  })

  it("answers 404 for another owner's add-on on GET, PUT and DELETE", async () => {
    const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
    const { addOn } = await matrixAddOn(owner.cookie)
    const theirs = pricing(stranger.cookie)['add-ons'][':id']
    const param = { id: addOn.id }
    expect((await theirs.$get({ param })).status).toBe(404)
    expect((await theirs.$put({ param, json: { ...linens } })).status).toBe(404)
    expect((await theirs.$delete({ param })).status).toBe(404)
    expect(await (await pricing(owner.cookie)['add-ons'][':id'].$get({ param })).json()).toEqual(addOn)
  })
})
