/**
 * What the fuzz tests share: the routes as the router lists them, a lean way to send one request,
 * the error envelope every 4xx must answer, and the row count of every D1 table.
 */
import { env } from 'cloudflare:workers'
import { app } from '../../worker/app'
import { ORIGIN } from './worker-client'

/** Every route the router answers, as 'METHOD /path' (middleware registrations excluded). */
export const routerRoutes = () => [
  ...new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
]

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The route's path with its params filled in; a param without a value gets a random id. */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path
    .replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(params[name] ?? crypto.randomUUID()))
    .replace('*', encodeURIComponent(params['*'] ?? 'anything').replaceAll('%2F', '/'))

export interface FuzzRequest {
  method: string
  path: string
  /** JSON text, a form, or nothing. */
  body?: string | FormData
  contentType?: string | null
  cookie?: string
}

let client = 0

/**
 * Sends a request through the app itself, as a browser on our own origin would. Each request
 * comes from its own address, as other tests do, so per-client rate limits never stop the fuzz
 * before validation; limits keyed on an email or owner still apply (every route validates first).
 * The app is called directly rather than through the test worker's fetch export, which costs
 * tens of milliseconds a request and would make a thousand runs per route too slow.
 */
export function send({ method, path, body, contentType, cookie }: FuzzRequest) {
  client += 1
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    'cf-connecting-ip': `2001:db8::${(client >> 16).toString(16)}:${(client & 0xffff).toString(16)}`,
  }
  if (cookie) headers.cookie = cookie
  if (typeof body === 'string' && contentType !== null) headers['content-type'] = contentType ?? 'application/json'
  return app.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: 'manual' }), env)
}

/** Why a 4xx's body is not the envelope `{ message, code, fields? }`, or null when it is. */
export function envelopeProblem(contentType: string | null, text: string): string | null {
  if (!contentType?.startsWith('application/json')) return `content type ${contentType}`
  let envelope: unknown
  try {
    envelope = JSON.parse(text)
  } catch {
    return 'not JSON'
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) return 'not an object'
  const { message, code, fields, ...rest } = envelope as Record<string, unknown>
  if (typeof message !== 'string' || !/\S/.test(message)) return 'no message'
  if (typeof code !== 'string' || !/^[a-z_]+$/.test(code)) return 'no code'
  if (Object.keys(rest).length > 0) return `other keys: ${Object.keys(rest).join(', ')}`
  if (fields === undefined) return null
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return 'fields is not an object'
  for (const [field, messages] of Object.entries(fields))
    if (!Array.isArray(messages) || messages.length === 0 || messages.some((text) => typeof text !== 'string'))
      return `fields.${field} is not a list of messages`
  return null
}

let countQuery: string | undefined

/** Every business table (not SQLite's, Cloudflare's or the migrations' own) and its row count. */
export async function rowCounts(): Promise<Record<string, number>> {
  if (!countQuery) {
    const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table' order by name").all<{
      name: string
    }>()
    const tables = results.map(({ name }) => name).filter((name) => !/^(sqlite_|_cf_|d1_migrations$)/.test(name))
    countQuery = `select ${tables.map((name) => `(select count(*) from "${name}") as "${name}"`).join(', ')}`
  }
  return (await env.DB.prepare(countQuery).first<Record<string, number>>())!
}
