/**
 * Whether a calendar's host name leads to the public internet, checked after DNS. A Worker's fetch
 * resolves names itself and offers no hook to see the address, so the name is first resolved with
 * DNS over HTTPS (Cloudflare's resolver, JSON form) and refused if any address it gives is not a
 * public one. The fetch resolves again a moment later, so a name whose records change in between
 * (DNS rebinding) is not caught here; the Worker's fetch leaves from Cloudflare's network, where
 * the private ranges of our own infrastructure do not exist, which is why this check is a second line.
 */
import { FeedError } from './feed-error'

export const DNS_OVER_HTTPS_URL = 'https://cloudflare-dns.com/dns-query'

const A = 1
const AAAA = 28

/** IPv4 ranges that are not the public internet (IANA special-purpose registry). */
const NON_PUBLIC_IPV4: [number, number, number][] = [
  [0, 0, 8], // this network
  [10, 0, 8], // private
  [100, 64, 10], // carrier-grade NAT
  [127, 0, 8], // loopback
  [169, 254, 16], // link-local, cloud metadata
  [172, 16, 12], // private
  [192, 0, 24], // IETF protocol assignments
  [192, 168, 16], // private
  [198, 18, 15], // benchmarking
  [224, 0, 3], // multicast and reserved (224.0.0.0 and above)
]

function ipv4Number(address: string) {
  const parts = address.split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return null
  return ((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!
}

const isPublicIpv4 = (address: string) => {
  const value = ipv4Number(address)
  if (value === null) return false
  return !NON_PUBLIC_IPV4.some(([a, b, bits]) => {
    const base = ((a << 24) >>> 0) + (b << 16)
    return value >>> (32 - bits) === base >>> (32 - bits)
  })
}

/** The first 16 bits of an IPv6 address, or null when it is not one. */
function firstHextet(address: string) {
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(':')) return null
  return address.startsWith('::') ? 0 : parseInt(address.split(':')[0]!, 16)
}

/**
 * Public IPv6 is the global unicast block 2000::/3, less the ranges inside it that embed or reach
 * other addresses (6to4 2002::/16, Teredo 2001::/32, documentation 2001:db8::/32). Everything else
 * (loopback, IPv4-mapped or -compatible, NAT64 64:ff9b::, unique- and site-local, link-local,
 * multicast) is refused, whatever IPv4 address it carries.
 */
function isPublicIpv6(address: string) {
  const first = firstHextet(address)
  if (first === null || first < 0x2000 || first > 0x3fff || first === 0x2002) return false
  const second = address.startsWith('::') ? 0 : parseInt(address.split(':')[1] || '0', 16)
  return !(first === 0x2001 && (second === 0 || second === 0xdb8))
}

export const isPublicAddress = (address: string) => isPublicIpv4(address) || isPublicIpv6(address)

/** The name resolves to an address that is not public: refused before anything is fetched or saved. */
export class PrivateAddressError extends FeedError {
  override name = 'PrivateAddressError'
}

interface DnsAnswer {
  Status?: number
  Answer?: { type?: number; data?: string }[]
}

async function lookUp(hostname: string, type: typeof A | typeof AAAA, signal: AbortSignal) {
  const url = `${DNS_OVER_HTTPS_URL}?name=${encodeURIComponent(hostname)}&type=${type}`
  const response = await fetch(url, { signal, headers: { accept: 'application/dns-json' } })
  if (!response.ok) throw new Error(`DNS over HTTPS answered ${response.status}`)
  const answer = await response.json<DnsAnswer>()
  if (typeof answer.Status !== 'number') throw new Error('DNS over HTTPS answered without a status')
  return answer
}

/**
 * Throws FeedError unless `hostname` resolves, and every address it resolves to (IPv4 and IPv6) is
 * public. A lookup that fails is a refusal too: an address we could not check never counts as public.
 */
export async function assertResolvesPublic(hostname: string, signal: AbortSignal) {
  let answers: DnsAnswer[]
  try {
    answers = await Promise.all([lookUp(hostname, A, signal), lookUp(hostname, AAAA, signal)])
  } catch (error) {
    if (signal.aborted) throw error
    throw new FeedError("The calendar's address could not be checked; try again later")
  }
  const addresses = answers
    .flatMap((answer) => answer.Answer ?? [])
    .filter((record) => record.type === A || record.type === AAAA)
    .map((record) => String(record.data))
  if (addresses.length === 0) throw new FeedError('The calendar could not be reached; check the address')
  if (!addresses.every(isPublicAddress))
    throw new PrivateAddressError('Calendar URL must lead to a public address, not a private network')
}
