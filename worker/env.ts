import type { Db } from './db/client'
import type { Mailer } from './lib/email/mailer'
import type { CurrentUser } from './lib/shared/current-user'

/** Optional secrets (.dev.vars locally, `wrangler secret put` in production; see .dev.vars.example). */
export interface Secrets {
  GOOGLE_CLIENT_ID?: string
  GOOGLE_CLIENT_SECRET?: string
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** Stripe; without a secret key the offline test-mode provider takes payments. */
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  STRIPE_PUBLISHABLE_KEY?: string
  /** SendGrid; without it emails go to the local outbox (kept in D1, readable in the admin). */
  SENDGRID_API_KEY?: string
  /** Cloudflare Turnstile: the robot check before a payment that has no booking behind it. */
  TURNSTILE_SITE_KEY?: string
  TURNSTILE_SECRET_KEY?: string
  /** Google Ads reporting (all five needed; the login customer id only for a manager account). */
  GOOGLE_ADS_DEVELOPER_TOKEN?: string
  GOOGLE_ADS_CLIENT_ID?: string
  GOOGLE_ADS_CLIENT_SECRET?: string
  GOOGLE_ADS_REFRESH_TOKEN?: string
  GOOGLE_ADS_CUSTOMER_ID?: string
  GOOGLE_ADS_LOGIN_CUSTOMER_ID?: string
  /** Meta Marketing API reporting: a system user's access token with ads_read. */
  META_ACCESS_TOKEN?: string
  /**
   * 'test' switches on the offline test-mode card form (and a pass-through robot check) when
   * Stripe is not configured. Set only by local runs (npm start, npm run dev) and tests: a deploy
   * without Stripe keys takes no payments at all rather than falling back to test cards.
   */
  PAYMENTS_MODE?: string
  /**
   * 'test' lets the local outbox show the owner their own account emails (confirmation, password
   * reset) with their links. Set only by local runs and tests, like PAYMENTS_MODE.
   */
  EMAIL_MODE?: string
  /** Where links in emails point (wrangler.toml [vars]); without it, the host each request came to. */
  APP_URL?: string
  /** Twilio, for texting the app's download link (all three needed). */
  TWILIO_ACCOUNT_SID?: string
  TWILIO_AUTH_TOKEN?: string
  /** The Twilio number (E.164) or messaging service the texts come from. */
  TWILIO_FROM?: string
  /**
   * 'test' sends text messages to the local outbox (nothing leaves) when Twilio is not configured.
   * Set only by local runs and tests: a deploy without Twilio's secrets refuses to text.
   */
  SMS_MODE?: string
  /** A raster tile template ({z}/{x}/{y}) for the maps' 'Satellite' view; without it the map says so. */
  SATELLITE_TILES_URL?: string
  /** 'offline' (local runs and tests, like PAYMENTS_MODE): the maps draw their own basemap, no tile server. */
  MAP_MODE?: string
}

export type Bindings = Env & Secrets

export interface Session {
  id: string
  expiresAt: number
}

export interface AppEnv {
  /** A request always knows where its links point (the app-url middleware). */
  Bindings: Bindings & { APP_URL: string }
  Variables: {
    requestId: string
    db: Db
    /** Records and queues emails (notifications' mailer, set by worker/app.ts for every request). */
    mailer: Mailer
    /** The request's clock (ms), read once by worker/app.ts: every service verb takes time from its ctx. */
    now: number
    /** Set by the session middleware; null when signed out. */
    user: CurrentUser | null
    session: Session | null
  }
}

/** Variables guaranteed after `requireUser`: the signed-in owner every query is scoped by. */
export interface OwnerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: CurrentUser; session: Session; ownerId: string }
}

/** Variables guaranteed after `requirePartner`: the signed-in venue partner every partner query is scoped by. */
export interface PartnerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: CurrentUser; session: Session; partnerId: string }
}

/** Variables guaranteed after `requireAccount`: a signed-in account acting as either role (its own security settings). */
export interface AccountEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: CurrentUser; session: Session; accountId: string }
}
