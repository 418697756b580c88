/** Outbound calls to services we cannot reach (OAuth, Stripe, email) are intercepted, never sent. */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { DNS_OVER_HTTPS_URL } from '../../worker/modules/issues/calendar/public-address'

/** A public address, the answer for any name looked up over DNS over HTTPS unless a test says otherwise. */
export const PUBLIC_TEST_ADDRESS = '93.184.216.34'

/** The DNS-over-HTTPS answer giving `addresses` (A records for IPv4, AAAA for IPv6), or those for the name asked. */
export const dnsAnswer = (addresses: string[] | ((name: string) => string[])) =>
  http.get(DNS_OVER_HTTPS_URL, ({ request }) => {
    const query = new URL(request.url).searchParams
    const type = Number(query.get('type'))
    const found = typeof addresses === 'function' ? addresses(query.get('name') ?? '') : addresses
    const records = found.filter((address) => address.includes(':') === (type === 28))
    return HttpResponse.json({ Status: 0, Answer: records.map((data) => ({ type, TTL: 300, data })) })
  })

/** Calendar feeds look their names up first (public-address.ts): every name is public unless a test says otherwise. */
export const server = setupServer(dnsAnswer([PUBLIC_TEST_ADDRESS]))

/** Call at the top of a test file that needs interception; unknown outbound requests fail the test. */
export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
