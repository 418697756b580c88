/**
 * Our ids are UUIDs: hex digits in groups joined by hyphens. A route's `:id` written with this
 * pattern matches only something shaped like an id, so a static path beside it ('/stats',
 * '/calendar', '/lookup', '/maintenance') is never read as an id, whichever of the two is
 * registered or mounted first. (No braces inside: the route matrix and the fuzz fill `:name{...}`.)
 */
const ID_PATTERN = '[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+'

/**
 * A route path whose `:id` matches only an id, typed as the plain path: Hono's client keys a route
 * by its path as typed, so `client.bookings[':id']` stays the key while the router sees the pattern
 * (the client fills `:id` from its param either way).
 */
export const idRoute = <Path extends `/:id${string}`>(path: Path) =>
  path.replace(/^\/:id/, `/:id{${ID_PATTERN}}`) as Path
