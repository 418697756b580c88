/** Calls the Worker's own fetch handler inside workerd, as a browser on the app's origin would. */
import { env as testEnv, exports } from 'cloudflare:workers'
import { app } from '../../worker/app'
import type { Bindings } from '../../worker/env'

export const ORIGIN = 'https://rv.example'

export interface CallOptions {
  method?: string
  json?: unknown
  body?: BodyInit
  cookie?: string
  headers?: Record<string, string>
  /** Settings this request sees on top of the test environment (e.g. a Stripe key). */
  env?: Partial<Bindings>
}

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
  const request = new Request(`${ORIGIN}${path}`, init)
  return env ? Promise.resolve(app.fetch(request, { ...testEnv, ...env })) : exports.default.fetch(request)
}

/** The cookies a response sets, as name → full Set-Cookie line. */
export function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]))
}

/** 'name=value' pairs for a Cookie header, from the cookies a response set. */
export function cookieHeader(response: Response, ...names: string[]): string {
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
  const response = await call('/api/auth/sign-up', {
    json: input,
    headers: { 'cf-connecting-ip': `10.0.${ownerCount}.1` },
  })
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const user = await response.json<{ id: string; email: string }>()
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
