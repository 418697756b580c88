import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

/** __Host- cookies: Secure, Path=/, no Domain, so no subdomain can set or read them. */
export const SESSION_COOKIE = '__Host-session'
export const OAUTH_STATE_COOKIE = '__Host-oauth_state'
export const OAUTH_VERIFIER_COOKIE = '__Host-oauth_verifier'
const OAUTH_COOKIE_SECONDS = 10 * 60

const base = { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' } as const

export const readSessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE)

export function setSessionCookie(c: Context, session: { token: string; expiresAt: number }, now: number) {
  const maxAge = Math.floor((session.expiresAt - now) / 1000)
  setCookie(c, SESSION_COOKIE, session.token, { ...base, maxAge, expires: new Date(session.expiresAt) })
}

export const clearSessionCookie = (c: Context) => deleteCookie(c, SESSION_COOKIE, base)

export function setOAuthCookies(c: Context, state: string, codeVerifier: string) {
  setCookie(c, OAUTH_STATE_COOKIE, state, { ...base, maxAge: OAUTH_COOKIE_SECONDS })
  setCookie(c, OAUTH_VERIFIER_COOKIE, codeVerifier, { ...base, maxAge: OAUTH_COOKIE_SECONDS })
}

/** Reads and clears the OAuth cookies: a state is good for one callback only. */
export function takeOAuthCookies(c: Context) {
  const state = getCookie(c, OAUTH_STATE_COOKIE)
  const codeVerifier = getCookie(c, OAUTH_VERIFIER_COOKIE)
  deleteCookie(c, OAUTH_STATE_COOKIE, base)
  deleteCookie(c, OAUTH_VERIFIER_COOKIE, base)
  return { state, codeVerifier }
}
