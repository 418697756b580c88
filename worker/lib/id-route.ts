/**
 * Our ids are UUIDs: hex digits in groups joined by hyphens. A route's `:id` written with this
 * pattern matches only something shaped like an id, so a static path beside it ('/stats',
 * '/calendar', '/lookup', '/maintenance', '/mine', '/search', '/feeds') is never read as an id,
 * whichever of the two is registered or mounted first. (No braces inside: the route matrix and the
 * fuzz fill `:name{...}`.)
 */
const ID_PATTERN = '[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+'

/**
 * A route path whose params (`:id`, `:rvId`, ...) each match only an id, typed as the plain path:
 * Hono's client keys a route by its path as typed, so `client.bookings[':id']` stays the key while
 * the router sees the pattern (the client fills each param from its value either way).
 */
export const idRoute = <Path extends `${string}/:${string}`>(path: Path) =>
  path.replace(/\/:(\w+)(?=\/|$)/g, `/:$1{${ID_PATTERN}}`) as Path
