import type { BotCheckConfig } from '../../worker/lib/shared/bot-check'
import { TurnstileWidget } from './turnstile-widget'

/**
 * The robot check before a form that could cost someone money (a payment with no booking, a lead):
 * Cloudflare Turnstile's widget, or in local test mode a notice that the check passes by itself
 * (the form sends the test answer).
 */
export function BotCheck({
  config,
  onTurnstileToken,
  className = 'mt-8',
}: {
  config: Exclude<BotCheckConfig, null>
  onTurnstileToken: (token: string | null) => void
  className?: string
}) {
  if (config.mode === 'turnstile') {
    return (
      <section aria-labelledby="bot-check-title" className={`${className} space-y-3`}>
        <h2 id="bot-check-title" className="font-semibold">
          Please confirm you are a person
        </h2>
        <TurnstileWidget siteKey={config.siteKey} onToken={onTurnstileToken} />
      </section>
    )
  }
  return (
    <p className={`${className} text-sm text-base-content/75`}>
      <span className="badge badge-warning badge-sm mr-2 font-semibold">Test mode</span>
      The robot check passes by itself here; a live site asks Cloudflare Turnstile first.
    </p>
  )
}
