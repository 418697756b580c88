/**
 * Calls the Worker's own fetch handler inside workerd, as a browser on the app's origin would.
 * `api()` is the typed way in (Hono's client over AppType, as the SPA has it); `call()` sends a
 * raw request to an address taken from it, for the tests that send what no typed call can.
 */
import { env as testEnv, exports } from 'cloudflare:workers'
import { hc, type InferRequestType } from 'hono/client'
import { app, type AppType } from '../../worker/app'
import type { Bindings } from '../../worker/env'
import type { ErrorEnvelope } from '../../worker/lib/errors'

export const ORIGIN = 'https://rv.example'

/** Where worker/app.ts mounts the API: for the few addresses no route has, such as an unknown path. */
export const API_PREFIX = '/api'

/** One request to the Worker: its own fetch handler, or the app over the test environment plus `env`. */
function send(request: Request, env?: Partial<Bindings>): Promise<Response> {
  return env ? Promise.resolve(app.fetch(request, { ...testEnv, ...env })) : exports.default.fetch(request)
}

export interface ClientOptions {
  /** The Cookie header every call sends (e.g. a signed-up owner's `cookie`). */
  cookie?: string
  /** Headers every call sends; a call adds its own with `$post(args, { headers })`. */
  headers?: Record<string, string>
  /** Settings these requests see on top of the test environment (e.g. a Stripe key). */
  env?: Partial<Bindings>
}

/**
 * The API's routes under /api, typed from the Worker's own routes (Hono's `hc<AppType>`, as the
 * SPA's client): a renamed route, a wrong method or a wrong body field fails `npx tsc -p tests/worker`,
 * and `response.json()` is what the route answers on success. Requests go to the Worker in-process.
 * `api(owner.cookie).rvs[':id'].$get({ param: { id } })`, or `api({ cookie, headers, env })`;
 * one call's own headers: `.$post({ json }, { headers: { 'cf-connecting-ip': ip } })`.
 */
export function api(options: string | ClientOptions = {}) {
  const { cookie, headers = {}, env } = typeof options === 'string' ? { cookie: options } : options
  return hc<AppType>(ORIGIN, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      send(new Request(input, { ...init, redirect: 'manual' }), env),
    headers: cookie ? { ...headers, cookie } : headers,
  }).api
}

/** The typed API, for naming an endpoint's types: `JsonOf<Api['campaigns']['$post']>`. */
export type Api = ReturnType<typeof api>

/** What an endpoint's call takes (`param`, `query`, `json`, `form`). */
export type ArgsOf<Endpoint> = InferRequestType<Endpoint>

/** The JSON body an endpoint takes. */
export type JsonOf<Endpoint> = InferRequestType<Endpoint> extends { json: infer Body } ? Body : never

/** A response from `api()` (typed) or `call()` (raw), for helpers that read either. */
export interface AnyResponse {
  status: number
  headers: Headers
  json(): Promise<unknown>
  text(): Promise<string>
}

/** The error envelope a refused call answers with (a typed `json()` describes only success). */
export const errorOf = (response: { json(): Promise<unknown> }) => response.json() as Promise<ErrorEnvelope>

/**
 * A body a test sends on purpose though the route's types forbid it (a field the route does not
 * take, a value of the wrong type): the call stays typed, this body is not checked.
 */
export const unchecked = (body: unknown) => body as never

export interface CallOptions {
  method?: string
  json?: unknown
  body?: BodyInit
  cookie?: string
  headers?: Record<string, string>
  /** Settings this request sees on top of the test environment (e.g. a Stripe key). */
  env?: Partial<Bindings>
}

/** A raw request to `path`, an address from `api()` (e.g. `api().rvs.$path()`) or the router's route list. */
export function call(path: string, { method, json, body, cookie, headers = {}, env }: CallOptions = {}) {
  const init: RequestInit = {
    method: method ?? (json === undefined && body === undefined ? 'GET' : 'POST'),
    headers: { ...headers },
    redirect: 'manual',
  }
  const allHeaders = init.headers as Record<string, string>
  if (json !== undefined) {
    allHeaders['content-type'] ??= 'application/json'
    init.body = JSON.stringify(json)
  } else if (body !== undefined) {
    init.body = body
  }
  if (cookie) allHeaders.cookie = cookie
  return send(new Request(`${ORIGIN}${path}`, init), env)
}

/** The cookies a response sets, as name → full Set-Cookie line. */
export function setCookies(response: { headers: Headers }): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]))
}

/** 'name=value' pairs for a Cookie header, from the cookies a response set. */
export function cookieHeader(response: { headers: Headers }, ...names: string[]): string {
  const cookies = setCookies(response)
  return names
    .map((name) => cookies.get(name)?.split(';')[0])
    .filter(Boolean)
    .join('; ')
}

let ownerCount = 0

/** Signs up a fresh business owner and returns its session cookie. */
export async function signUpOwner(
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  ownerCount += 1
  const input = {
    email: `owner${ownerCount}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    firstName: 'Avery',
    lastName: 'Stone',
    ...overrides,
  }
  const response = await api({ headers: { 'cf-connecting-ip': `10.0.${ownerCount}.1` } }).auth['sign-up'].$post({
    json: input,
  })
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const user = await response.json()
  return { ...input, user, cookie: cookieHeader(response, '__Host-session') }
}

/**
 * Makes a signed-up owner one whose RVs and campaigns reach renters: email confirmed and the
 * account `ageDays` old, so the limits that grow with an account's standing (the business module's
 * ACCOUNT_LIMITS) cover everything a test lists or sends.
 */
export async function establishOwner(userId: string, ageDays = 3650) {
  const now = Date.now()
  await testEnv.DB.prepare('update users set email_verified_at = ?, created_at = ? where id = ?')
    .bind(now, now - ageDays * 86_400_000, userId)
    .run()
}

/** A fresh owner whose RVs renters see (see establishOwner). */
export async function signUpEstablishedOwner(...args: Parameters<typeof signUpOwner>) {
  const owner = await signUpOwner(...args)
  await establishOwner(owner.user.id)
  return owner
}
