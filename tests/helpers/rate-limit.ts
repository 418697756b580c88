/**
 * Sends requests until one is refused with 429. The rate limiter counts in fixed windows, so a
 * burst that straddles a window edge starts counting again; allowing up to twice the limit keeps
 * the test true to the rule without depending on the clock.
 */
export async function attemptsUntilLimited(limit: number, send: (attempt: number) => Promise<{ status: number }>) {
  const statuses: number[] = []
  for (let attempt = 0; attempt <= 2 * limit; attempt++) {
    const { status } = await send(attempt)
    statuses.push(status)
    if (status === 429) break
  }
  return { allowed: statuses.slice(0, limit), last: statuses.at(-1), responses: statuses.length }
}
