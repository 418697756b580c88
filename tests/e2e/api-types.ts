/** What the API answers, typed from the Worker's routes as the SPA's client sees them. */
import type { hc, InferResponseType } from 'hono/client'
import type { AppType } from '../../worker/app'

type Api = ReturnType<typeof hc<AppType>>['api']

export type CurrentUser = InferResponseType<Api['auth']['user']['$get']>
export type Booking = InferResponseType<Api['bookings'][':id']['$get']>
export type HeldBooking = InferResponseType<Api['bookings']['hold']['$post']>
export type Customer = InferResponseType<Api['customers'][':id']['$get']>
export type Rv = InferResponseType<Api['rvs'][':id']['$get']>
export type Venue = InferResponseType<Api['venues'][':id']['$get']>
