/** Outbound calls to services we cannot reach (OAuth, Stripe, email) are intercepted, never sent. */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

export const server = setupServer()

/** Call at the top of a test file that needs interception; unknown outbound requests fail the test. */
export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
