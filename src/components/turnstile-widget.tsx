import { useEffect, useRef } from 'react'

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

interface Turnstile {
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ): string
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

let loading: Promise<Turnstile> | undefined

/** Cloudflare's script, loaded once and only by a form that shows the check. */
function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')))
    script.onerror = () => reject(new Error('Turnstile did not load'))
    document.head.append(script)
  })
  return loading
}

/** Cloudflare Turnstile's robot check; `onToken` gets its answer (null again once it expires). */
export function TurnstileWidget({ siteKey, onToken }: { siteKey: string; onToken: (token: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let widgetId: string | undefined
    let turnstile: Turnstile | undefined
    void loadTurnstile().then((loaded) => {
      if (!container.current) return
      turnstile = loaded
      widgetId = loaded.render(container.current, {
        sitekey: siteKey,
        callback: onToken,
        'expired-callback': () => onToken(null),
      })
    })
    return () => {
      if (turnstile && widgetId) turnstile.remove(widgetId)
    }
  }, [siteKey, onToken])
  return <div ref={container} className="flex min-h-16 justify-center" />
}
