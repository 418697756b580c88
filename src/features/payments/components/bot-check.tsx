import type { BotCheckConfig } from '../../../../worker/modules/payments/schemas'
import { TurnstileWidget } from './turnstile-widget'

/**
 * The robot check before a payment with no booking behind it: Cloudflare Turnstile's widget, or in
 * local test mode a notice that the check passes by itself (the checkout sends the test answer).
 */
export function BotCheck({
  config,
  onTurnstileToken,
}: {
  config: Exclude<BotCheckConfig, null>
  onTurnstileToken: (token: string | null) => void
}) {
  if (config.mode === 'turnstile') {
    return (
      <section aria-labelledby="bot-check-title" className="mt-8 space-y-3">
        <h2 id="bot-check-title" className="font-semibold">
          Please confirm you are a person
        </h2>
        <TurnstileWidget siteKey={config.siteKey} onToken={onTurnstileToken} />
      </section>
    )
  }
  return (
    <p className="mt-6 text-sm text-base-content/75">
      <span className="badge badge-warning badge-sm mr-2 font-semibold">Test mode</span>
      The robot check passes by itself here; a live site asks Cloudflare Turnstile first.
    </p>
  )
}
