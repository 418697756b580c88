/**
 * The one place the SPA talks HTTP (spec §7): every request sends the session cookie, payloads go
 * as JSON, and a non-success status throws ApiError('<status>: <body text or status text>').
 * Components call the typed helpers in `api` below, never fetch() with their own URLs.
 */
import type { CurrentUser, SignInInput, SignInOptions, SignUpInput } from '../../worker/modules/auth/schemas'
import type { BookingStatus } from '../../worker/db/schema/enums'
import type { Page } from '../../worker/lib/shared/paging'
import type { Booking, BookingInput, BookingListParams, BookingLookupInput, BookingPage, BookingStats, DashboardOverview, FleetCalendar, HeldBooking, PublicBookingInput, RenterBooking } from '../../worker/modules/bookings/schemas'
import type { Notification, NotificationSettings, TestNotificationInput } from '../../worker/modules/notifications/schemas'
import type { BookingPaymentState, CreatePaymentIntentInput, PaymentsConfig, TestCardPaymentInput } from '../../worker/modules/payments/schemas'
import type { Customer, CustomerInput, CustomerListParams, CustomerPage, CustomerStats } from '../../worker/modules/customers/schemas'
import type { FleetStats, FleetToday, Rv, RvInput, RvListParams, RvPage } from '../../worker/modules/rvs/schemas'
import type { ParkingSpot, SpotInput, Venue, VenueInput, VenueListParams, VenuePage, VenueStats } from '../../worker/modules/venues/schemas'

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

export interface UploadedImage {
  url: string
  key: string
  contentType: string
  size: number
}

/**
 * Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * `onProgress` receives 0..1. Errors follow the same '<status>: <body>' rule as every call.
 */
export function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/uploads')
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as UploadedImage)
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText))
    }
    xhr.onerror = () => reject(new Error('The upload could not reach the server. Check your connection and try again.'))
    const form = new FormData()
    form.set('file', file)
    xhr.send(form)
  })
}

/** '?q=…&limit=…' from a list's filters and page; empty and missing values are left out. */
function listQuery(params: { [key: string]: string | number | undefined }) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

const path = (...parts: string[]) => `/api/${parts.map(encodeURIComponent).join('/')}`

export const api = {
  auth: {
    currentUser: () => getOrNullOn401<CurrentUser>('/api/auth/user'),
    signInOptions: () => request<SignInOptions>('GET', '/api/auth/options'),
    signIn: (input: SignInInput) => request<CurrentUser>('POST', '/api/auth/sign-in', input),
    signUp: (input: SignUpInput) => request<CurrentUser>('POST', '/api/auth/sign-up', input),
    /** Emails the signed-in owner a new link to confirm their address. */
    resendVerification: () => request<{ sent: true }>('POST', '/api/auth/verify-email/resend'),
  },
  rvs: {
    /** Every owner's RVs, as renters see them: a page, newest first. */
    listPublic: (params: RvListParams = {}) => request<Page<Rv>>('GET', `/api/rvs${listQuery(params)}`),
    /** A page of the signed-in owner's fleet, newest first, with how many match the filters. */
    listMine: (params: RvListParams = {}) => request<RvPage>('GET', `/api/rvs/mine${listQuery(params)}`),
    /** The fleet tiles' figures over the whole fleet. */
    stats: () => request<FleetStats>('GET', '/api/rvs/mine/stats'),
    /** How many of the owner's RVs are out on a booking on `date` ('YYYY-MM-DD', the viewer's day). */
    today: (date: string) => request<FleetToday>('GET', `/api/rvs/mine/today?date=${encodeURIComponent(date)}`),
    get: (id: string) => request<Rv>('GET', path('rvs', id)),
    create: (input: RvInput) => request<Rv>('POST', '/api/rvs', input),
    update: (id: string, input: RvInput) => request<Rv>('PUT', path('rvs', id), input),
    remove: (id: string) => request<void>('DELETE', path('rvs', id)),
  },
  customers: {
    /** A page of the owner's customers, newest first, with how many match the search. */
    list: (params: CustomerListParams = {}) => request<CustomerPage>('GET', `/api/customers${listQuery(params)}`),
    stats: (month: string) => request<CustomerStats>('GET', `/api/customers/stats?month=${encodeURIComponent(month)}`),
    get: (id: string) => request<Customer>('GET', path('customers', id)),
    create: (input: CustomerInput) => request<Customer>('POST', '/api/customers', input),
    update: (id: string, input: CustomerInput) => request<Customer>('PUT', path('customers', id), input),
  },
  venues: {
    /** Available venues of every owner, as renters see them: a page, newest first. */
    listPublic: (params: Omit<VenueListParams, 'availability'> = {}) => request<Page<Venue>>('GET', `/api/venues${listQuery(params)}`),
    /** A page of the owner's venues, newest first, with how many match the filters. */
    listMine: (params: VenueListParams = {}) => request<VenuePage>('GET', `/api/venues/mine${listQuery(params)}`),
    /** The venues page's tiles over every venue and parking spot. */
    stats: () => request<VenueStats>('GET', '/api/venues/mine/stats'),
    get: (id: string) => request<Venue>('GET', path('venues', id)),
    create: (input: VenueInput) => request<Venue>('POST', '/api/venues', input),
    update: (id: string, input: VenueInput) => request<Venue>('PUT', path('venues', id), input),
    spots: {
      list: (venueId: string) => request<ParkingSpot[]>('GET', path('venues', venueId, 'spots')),
      create: (venueId: string, input: SpotInput) => request<ParkingSpot>('POST', path('venues', venueId, 'spots'), input),
      update: (venueId: string, spotId: string, input: SpotInput) => request<ParkingSpot>('PUT', path('venues', venueId, 'spots', spotId), input),
      remove: (venueId: string, spotId: string) => request<void>('DELETE', path('venues', venueId, 'spots', spotId)),
    },
  },
  uploads: { image: uploadImage },
  bookings: {
    /** A page of the owner's bookings, newest first, by status and a piece of the id, with how many match. */
    list: (params: BookingListParams = {}) => request<BookingPage>('GET', `/api/bookings${listQuery(params)}`),
    /** The five tiles over all the owner's bookings. */
    stats: () => request<BookingStats>('GET', '/api/bookings/stats'),
    /** The dashboard's figures for the viewer's day ('YYYY-MM-DD'). */
    overview: (date: string) => request<DashboardOverview>('GET', `/api/dashboard?date=${encodeURIComponent(date)}`),
    get: (id: string) => request<Booking>('GET', path('bookings', id)),
    /** Each RV's booked, held, turnaround and free days over a 'YYYY-MM' month. */
    calendar: (month: string) => request<FleetCalendar>('GET', `/api/bookings/calendar?month=${encodeURIComponent(month)}`),
    /** The server prices the booking; any total sent is ignored. */
    create: (input: BookingInput) => request<Booking>('POST', '/api/bookings', input),
    changeStatus: (id: string, status: BookingStatus) => request<Booking>('PATCH', path('bookings', id, 'status'), { status }),
    /** Public: free RVs for the wizard's step 1. */
    searchRvs: (query: { startDate: string; endDate: string; type?: string; guests?: number; cursor?: string }) => {
      const params = new URLSearchParams({ startDate: query.startDate, endDate: query.endDate })
      if (query.cursor) params.set('cursor', query.cursor)
      if (query.type) params.set('type', query.type)
      if (query.guests) params.set('guests', String(query.guests))
      return request<Page<Rv>>('GET', `/api/rvs/search?${params}`)
    },
    /** Public: hold the chosen RV for 30 minutes while the renter pays. */
    hold: (input: PublicBookingInput) => request<HeldBooking>('POST', '/api/bookings/hold', input),
    /** Public: a renter's own booking, found by its id and their email. */
    lookup: (input: BookingLookupInput) => request<RenterBooking>('GET', `/api/bookings/lookup?${new URLSearchParams(input)}`),
  },
  notifications: {
    /** A page of the owner's emails, newest first. */
    list: (params: { limit?: number; cursor?: string } = {}) => request<Page<Notification>>('GET', `/api/notifications${listQuery(params)}`),
    settings: () => request<NotificationSettings>('GET', '/api/notifications/settings'),
    sendTest: (input: TestNotificationInput) => request<Notification>('POST', '/api/notifications/test', input),
    resend: (id: string) => request<Notification>('POST', path('notifications', id, 'resend')),
  },
  payments: {
    /** Which card form the checkout shows (Stripe Elements or the offline test mode). */
    config: () => request<PaymentsConfig>('GET', '/api/payments/config'),
    createIntent: (input: CreatePaymentIntentInput) => request<{ clientSecret: string }>('POST', '/api/create-payment-intent', input),
    /** Spec §4 step 4: tell the server the payment went through; it checks with the provider. */
    confirmBooking: (bookingId: string) => request<BookingPaymentState>('POST', path('bookings', bookingId, 'payment'), { status: 'succeeded' }),
    /** The offline test-mode card form's submit. */
    payWithTestCard: (input: TestCardPaymentInput) => request<{ paymentIntentId: string; status: string }>('POST', '/api/test-payments/confirm', input),
  },
}
