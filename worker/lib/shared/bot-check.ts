/** The robot check's vocabulary, shared by the API and the SPA forms that show it (checkout, Express Interest). */
import * as v from 'valibot'

/** What a form's test-mode robot check sends; the server accepts it only in local test mode. */
export const TEST_BOT_CHECK_TOKEN = 'test-mode-pass'

/** Turnstile's widget, the local test-mode pass-through, or null when neither is set up. */
export type BotCheckConfig = { mode: 'turnstile'; siteKey: string } | { mode: 'test' } | null

/** The answer a form sends from the robot check (Turnstile's token, or the test-mode pass). */
export const botCheckToken = v.optional(
  v.nullable(v.pipe(v.string(), v.maxLength(4096, 'The robot check answer is too long'))),
)
