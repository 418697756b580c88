import * as v from 'valibot'

/**
 * Where to land after signing in: only a path inside the admin, never another site. Its own file,
 * importing nothing but valibot, because every page's router reads it (the login route's search).
 */
export const redirectQuerySchema = v.object({
  redirect: v.optional(v.pipe(v.string(), v.regex(/^\/admin(\/[\w\-/]*)?$/, 'Unknown page to return to'))),
})
