/**
 * The one place the SPA talks HTTP (spec §7). `client` is Hono's RPC client typed from the
 * Worker's own routes (AppType): a wrong path, method, body field or response field is a type
 * error in `npm run typecheck`. Every call sends the session cookie, and a non-success status
 * throws ApiError('<status>: <body text or status text>'). Feature query factories call it;
 * components never do.
 */
import { hc, type InferResponseType } from 'hono/client'
import type { AppType } from '../../worker/app'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`)
    this.name = 'ApiError'
  }

  /** The person-readable message from the API's error envelope, else the raw body. */
  get userMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown }
      if (typeof parsed.message === 'string') return parsed.message
    } catch {
      // not JSON: fall through to the raw text
    }
    return this.body
  }
}

/** fetch with the spec's error rule: the cookie always goes along, and any non-success status throws. */
async function fetchOrThrow(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers)
  headers.set('Accept', 'application/json')
  const response = await fetch(input, { ...init, headers, credentials: 'include' })
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText)
  return response
}

/** Query strings leave out empty and missing values, as the server reads both as 'no filter'. */
function searchParams(query: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) if (item !== undefined && item !== '') params.append(key, item)
  }
  return params
}

/** The API's routes under /api, e.g. `client.rvs[':id'].$get({ param: { id } })`. */
export const client = hc<AppType>('/', { fetch: fetchOrThrow, buildSearchParams: searchParams }).api

/** The media routes' and the API's full-page navigations (sign-in, sign-out) are addresses, not data calls. */
export const navigationPaths = {
  login: client.login.$path(),
  logout: client.logout.$path(),
  oauthStart: (provider: 'google' | 'github') => client.login[':provider'].$path({ param: { provider } }),
}

/** What a typed call answers on success, e.g. `ApiResult<typeof client.rvs[':id']['$get']>`. */
export type ApiResult<Endpoint> = InferResponseType<Endpoint>

/** The JSON body of a successful call (a failed one has already thrown ApiError). */
export const json = async <T>(call: Promise<{ json(): Promise<T> }>): Promise<T> => (await call).json()

/** A path segment as the server must see it: ids go into the URL escaped. */
export const param = <Params extends Record<string, string>>(params: Params) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)])) as Params

/** The current user, or null when signed out (spec §7: 401 "configurable to return nothing"). */
export async function nullOn401<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** Message to show a person for any thrown error. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.userMessage || fallback
  if (error instanceof Error && error.message) return error.message
  return fallback
}
