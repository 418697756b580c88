/**
 * Calls to the running app as a browser on its own origin would make them: JSON bodies with a
 * same-origin Origin header (worker/middleware/same-origin.ts) and, once signed in, the session cookie.
 */

/** A calendar day (YYYY-MM-DD) `offset` days from today, as the server counts days (UTC). */
export const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** The headers of a same-origin JSON request, with the session cookie when there is one. */
export const jsonHeaders = (origin, cookie) => ({
  origin,
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
})

/** One JSON request; answers { status, body } whatever the status, so callers can count refusals. */
export async function call(origin, path, { method = 'GET', cookie, body, headers = {} } = {}) {
  const response = await fetch(origin + path, {
    method,
    headers: { ...jsonHeaders(origin, cookie), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed }
}

/** The JSON of an answer that must succeed, or an error that says what the server answered. */
export async function ok(origin, path, options) {
  const { status, body } = await call(origin, path, options)
  if (status < 200 || status > 299)
    throw new Error(`${options?.method ?? 'GET'} ${path}: ${status} ${JSON.stringify(body)}`)
  return body
}

/**
 * Signs in once (sign-in allows 10 a minute per email and per client) and answers the cookie
 * header that carries the session.
 */
export async function signIn(origin, { email, password }) {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: jsonHeaders(origin),
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Signing in as ${email} failed: ${response.status} ${await response.text()}`)
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-session='))
  if (!session) throw new Error('Signing in set no session cookie')
  return session.split(';')[0]
}
