import type { SignInOptions } from '../queries'
import { navigationPaths } from '../../../lib/api'

const providers = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'github', label: 'Continue with GitHub' },
] as const

/** OAuth sign-in, offered only for the providers this deployment has configured. */
export function OAuthButtons({ options }: { options: SignInOptions }) {
  const enabled = providers.filter((provider) => options[provider.id])
  if (enabled.length === 0) {
    return (
      <p className="mt-2 text-center text-xs text-base-content/70">
        This local build signs you in with email and password: no Google or GitHub sign-in is configured.
      </p>
    )
  }
  return (
    <>
      <div className="divider text-sm">or</div>
      {/* Full-page navigations: the server redirects to the provider and back. */}
      {enabled.map((provider) => (
        <a key={provider.id} className="btn btn-outline" href={navigationPaths.oauthStart(provider.id)}>
          {provider.label}
        </a>
      ))}
    </>
  )
}
