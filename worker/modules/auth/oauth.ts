/** Google and GitHub sign-in through arctic; a provider is offered only when its secrets are set. */
import { decodeIdToken, generateCodeVerifier, generateState, GitHub, Google, type OAuth2Tokens } from 'arctic'
import type { Secrets } from '../../env'
import { AppError } from '../../lib/errors'
import type { OAuthProvider, SignInOptions } from './schemas'
import type { OAuthProfile } from './service'

export function signInOptions(secrets: Secrets): SignInOptions {
  return {
    password: true,
    google: Boolean(secrets.GOOGLE_CLIENT_ID && secrets.GOOGLE_CLIENT_SECRET),
    github: Boolean(secrets.GITHUB_CLIENT_ID && secrets.GITHUB_CLIENT_SECRET),
  }
}

const callbackUrl = (origin: string, provider: OAuthProvider) => `${origin}/api/login/${provider}/callback`

function client(secrets: Secrets, provider: OAuthProvider, origin: string) {
  if (!signInOptions(secrets)[provider])
    throw new AppError(404, 'provider_unavailable', 'That sign-in method is not available')
  return provider === 'google'
    ? {
        provider,
        google: new Google(secrets.GOOGLE_CLIENT_ID!, secrets.GOOGLE_CLIENT_SECRET!, callbackUrl(origin, provider)),
      }
    : {
        provider,
        github: new GitHub(secrets.GITHUB_CLIENT_ID!, secrets.GITHUB_CLIENT_SECRET!, callbackUrl(origin, provider)),
      }
}

/** The provider URL to send the browser to, with a fresh state and PKCE verifier to keep in cookies. */
export function startAuthorization(secrets: Secrets, provider: OAuthProvider, origin: string) {
  const oauth = client(secrets, provider, origin)
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  const url = oauth.google
    ? oauth.google.createAuthorizationURL(state, codeVerifier, ['openid', 'email', 'profile'])
    : oauth.github.createAuthorizationURL(state, ['read:user', 'user:email'])
  return { url, state, codeVerifier }
}

export async function finishAuthorization(
  secrets: Secrets,
  provider: OAuthProvider,
  origin: string,
  code: string,
  codeVerifier: string,
) {
  const oauth = client(secrets, provider, origin)
  try {
    if (oauth.google) return googleProfile(await oauth.google.validateAuthorizationCode(code, codeVerifier))
    return await githubProfile(await oauth.github.validateAuthorizationCode(code))
  } catch (error) {
    if (error instanceof AppError) throw error
    console.warn(`oauth ${provider} code exchange failed`, error)
    throw new AppError(400, 'oauth_failed', 'Sign-in with that provider did not complete. Please try again.')
  }
}

interface GoogleClaims {
  sub: string
  email: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  picture?: string
}

/** The ID token came straight from Google's token endpoint over TLS, so its claims are trusted as is. */
function googleProfile(tokens: OAuth2Tokens): OAuthProfile {
  const claims = decodeIdToken(tokens.idToken()) as GoogleClaims
  return {
    provider: 'google',
    providerUserId: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true,
    firstName: claims.given_name ?? null,
    lastName: claims.family_name ?? null,
    profileImageUrl: claims.picture ?? null,
  }
}

async function githubApi<T>(path: string, accessToken: string): Promise<T> {
  const response = await fetch(`https://api.github.com${path}`, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'User-Agent': 'rv-connect',
      Accept: 'application/vnd.github+json',
    },
  })
  if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`)
  return await response.json()
}

async function githubProfile(tokens: OAuth2Tokens): Promise<OAuthProfile> {
  const token = tokens.accessToken()
  const user = await githubApi<{ id: number; name: string | null; avatar_url: string | null }>('/user', token)
  const emails = await githubApi<{ email: string; primary: boolean; verified: boolean }[]>('/user/emails', token)
  const primary = emails.find((entry) => entry.primary) ?? emails[0]
  const [firstName, ...rest] = (user.name ?? '').trim().split(/\s+/)
  return {
    provider: 'github',
    providerUserId: String(user.id),
    email: primary?.email ?? '',
    emailVerified: primary?.verified === true,
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
    profileImageUrl: user.avatar_url,
  }
}
