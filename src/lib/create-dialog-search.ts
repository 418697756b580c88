import * as v from 'valibot'

/**
 * `?create=true` on a page with a 'New …' dialog opens that dialog as the page loads: how another
 * page (the dashboard's quick actions) asks for it without importing the page's feature.
 * Anything else in the address is ignored.
 */
export const createDialogSearchSchema = v.object({
  create: v.fallback(v.optional(v.boolean()), undefined),
})
