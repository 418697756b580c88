/**
 * The one place the SPA talks HTTP (spec §7): every request sends the session cookie, payloads go
 * as JSON, and a non-success status throws ApiError('<status>: <body text or status text>').
 * Components call the typed helpers in `api` below, never fetch() with their own URLs.
 */
import type { CurrentUser, SignInInput, SignUpInput, SignInOptions } from '../../worker/modules/auth/schemas'

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export async function request<T>(method: Method, path: string, payload?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } }
  if (payload !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' }
    init.body = JSON.stringify(payload)
  }
  const response = await fetch(path, init)
  if (!response.ok) {
    const text = await response.text()
    throw new ApiError(response.status, text || response.statusText)
  }
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

/** GET that answers null on 401 instead of throwing (spec §7: "configurable to return nothing"). */
export async function getOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await request<T>('GET', path)
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

/** Full-page navigations (not data calls): the server answers with redirects. */
export const navigationPaths = {
  login: '/api/login',
  logout: '/api/logout',
  oauthStart: (provider: 'google' | 'github') => `/api/login/${provider}`,
} as const

export const api = {
  auth: {
    currentUser: () => getOrNullOn401<CurrentUser>('/api/auth/user'),
    signInOptions: () => request<SignInOptions>('GET', '/api/auth/options'),
    signIn: (input: SignInInput) => request<CurrentUser>('POST', '/api/auth/sign-in', input),
    signUp: (input: SignUpInput) => request<CurrentUser>('POST', '/api/auth/sign-up', input),
  },
}
