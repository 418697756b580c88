import { Hono } from 'hono'
import type { AppEnv, OwnerEnv } from '../../env'
import { idRoute } from '../../lib/id-route'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { publicRead } from '../../middleware/cache-control'
import { signedIn } from '../../middleware/require-user'
import { getRvListing } from './listing-data'
import { addRvPhoto, deleteRvPhoto, listRvPhotos, reorderRvPhotos, updateRvPhotoAlt } from './photos'
import {
  fleetTodayQuerySchema,
  listingSlugSchema,
  rvInputSchema,
  rvListQuerySchema,
  rvPhotoAltSchema,
  rvPhotoInputSchema,
  rvPhotoOrderSchema,
  rvPhotoParamSchema,
} from './schemas'
import { nearestZip, searchRvs } from './search'
import { nearestZipQuerySchema, rvSearchQuerySchema } from './search-schemas'
import { ownerRvTerms, publicRvTerms } from './terms'
import {
  createRv,
  deleteRv,
  fleetStats,
  fleetToday,
  getPublicRv,
  listOwnerRvs,
  listPublicRvs,
  updateRv,
} from './service'

/** Anyone: renters browse every owner's RVs and search the free ones for their dates. */
const catalogRoutes = new Hono<AppEnv>()
  .get('/', publicRead, validate('query', rvListQuerySchema), async (c) =>
    c.json(await listPublicRvs({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/search', publicRead, validate('query', rvSearchQuerySchema), async (c) =>
    c.json(await searchRvs({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/nearest-zip', publicRead, validate('query', nearestZipQuerySchema), (c) =>
    c.json(nearestZip({ input: c.req.valid('query') })),
  )
  // The listing page's data (the Worker's /rvs/<slug> page reads the same, server-side).
  .get('/listings/:slug', publicRead, validate('param', listingSlugSchema), async (c) =>
    c.json(await getRvListing({ ctx: c.var, input: c.req.valid('param') })),
  )
  .get(idRoute('/:id/terms'), publicRead, validate('param', idParamSchema), async (c) =>
    c.json(await publicRvTerms({ ctx: c.var, input: c.req.valid('param') })),
  )
  // Only an id matches ':id' here, so '/search', '/nearest-zip' and the fleet's '/mine' never reach it, in any order.
  .get(idRoute('/:id'), publicRead, validate('param', idParamSchema), async (c) =>
    c.json(await getPublicRv({ ctx: c.var, input: c.req.valid('param') })),
  )

/** Signed-in owners: their own fleet. */
const fleetRoutes = new Hono<OwnerEnv>()
  .get('/mine', validate('query', rvListQuerySchema), async (c) =>
    c.json(await listOwnerRvs({ ctx: c.var, input: c.req.valid('query') })),
  )
  .get('/mine/stats', async (c) => c.json(await fleetStats({ ctx: c.var })))
  .get('/mine/:id/terms', validate('param', idParamSchema), async (c) =>
    c.json(await ownerRvTerms({ ctx: c.var, input: c.req.valid('param') })),
  )
  .get('/mine/today', validate('query', fleetTodayQuerySchema), async (c) =>
    c.json(await fleetToday({ ctx: c.var, input: c.req.valid('query') })),
  )
  .post('/', validate('json', rvInputSchema), async (c) =>
    c.json(await createRv({ ctx: c.var, input: c.req.valid('json') }), 201),
  )
  .put('/:id', validate('param', idParamSchema), validate('json', rvInputSchema), async (c) =>
    c.json(await updateRv({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    await deleteRv({ ctx: c.var, input: c.req.valid('param') })
    return c.body(null, 204)
  })
  // The RV's listing photos, in order (the first is the cover).
  .get(idRoute('/:id/photos'), validate('param', idParamSchema), async (c) =>
    c.json(await listRvPhotos({ ctx: c.var, input: c.req.valid('param') })),
  )
  .post('/:id/photos', validate('param', idParamSchema), validate('json', rvPhotoInputSchema), async (c) =>
    c.json(await addRvPhoto({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } }), 201),
  )
  .put('/:id/photos/order', validate('param', idParamSchema), validate('json', rvPhotoOrderSchema), async (c) =>
    c.json(await reorderRvPhotos({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .patch('/:id/photos/:photoId', validate('param', rvPhotoParamSchema), validate('json', rvPhotoAltSchema), async (c) =>
    c.json(await updateRvPhotoAlt({ ctx: c.var, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/:id/photos/:photoId', validate('param', rvPhotoParamSchema), async (c) => {
    await deleteRvPhoto({ ctx: c.var, input: c.req.valid('param') })
    return c.body(null, 204)
  })

/** The pages the Worker renders: each listing (/rvs/<slug>) and the sitemap, mounted by worker/app.ts. */
export { listingPageRoutes, sitemapRoutes } from './listing-page'

/** Mounted at /api/rvs; no path of one sub-app matches a route of the other, so their order does not matter. */
export const rvRoutes = new Hono<AppEnv>().route('/', signedIn(fleetRoutes)).route('/', catalogRoutes)
