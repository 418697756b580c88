/**
 * Fault injection as a property: a request run clean tells how many D1 and queue calls it makes
 * and which rows it writes; then, for a random k in 1..N and a random D1 failure, the k-th call
 * fails. A database failure must answer 503 and write nothing, and the same request repeated
 * must write exactly what the clean run wrote. A queue failure answers as the clean run did with
 * the same rows: the email row is saved and the sweep queues it again.
 */
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { expect } from 'vitest'
import type { Bindings } from '../../worker/env'
import { D1_FAILURES, faultyBindings, type FaultyBindings } from './faulty-bindings'
import { FAULT_RUNS } from './test-depth'
import type { AnyResponse } from './worker-client'

/** A response of `api()` (typed) or `call()` (raw) that can be read twice. */
type FaultResponse = AnyResponse & { clone(): { text(): Promise<string> } }

/** Rows in every table (D1's and the migrations' own aside), read in one batch. */
export async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations'",
  ).all<{ name: string }>()
  const counts = await env.DB.batch<{ n: number }>(
    results.map(({ name }) => env.DB.prepare(`select count(*) as n from "${name}"`)),
  )
  return Object.fromEntries(results.map(({ name }, index) => [name, counts[index]!.results[0]!.n]))
}

/** What changed between two counts, table by table (unchanged tables left out). */
export function rowDelta(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([table, n]) => [table, n - (before[table] ?? 0)] as const)
      .filter(([, change]) => change !== 0),
  )
}

export interface FaultFlow<S, R extends FaultResponse = FaultResponse> {
  /** Fresh state for one run (its own dates, email, booking...), made without faults. */
  setup: () => Promise<S>
  /** The request under test, with the faulty bindings over the test environment. */
  send: (state: S, bindings: Partial<Bindings>) => Promise<R>
  /** The clean answer's status. */
  status: number
  /** More checks once the request has succeeded (its answer, or a delivery repeated once more). */
  afterSuccess?: (state: S, response: R) => Promise<void>
  /** Rows an update changes in place, which a failed request must leave as they were. */
  unchanged?: (state: S) => Promise<unknown>
}

/** Runs `flow` once without faults: the calls it makes and the rows it writes. */
export async function cleanRun<S, R extends FaultResponse>(flow: FaultFlow<S, R>) {
  const state = await flow.setup()
  const before = await rowCounts()
  const bindings = faultyBindings()
  const response = await flow.send(state, bindings.env)
  expect(response.status, await response.clone().text()).toBe(flow.status)
  await flow.afterSuccess?.(state, response)
  return { calls: bindings.calls, written: rowDelta(before, await rowCounts()) }
}

/** The envelope a database failure answers with: 503, Retry-After and a message that says a retry is safe. */
export async function expectUnavailable(response: AnyResponse) {
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  expect(await response.json()).toEqual({
    message: expect.stringMatching(
      /^We could not save that just now\. Nothing was changed — please try again \(reference [\w-]+\)\.$/,
    ),
    code: 'unavailable',
  })
}

/** The emails written after `afterRowId`: what the sweep needs to find one whose message was lost. */
const emailsSince = async (afterRowId: number) =>
  (
    await env.DB.prepare('select status, send_started_at as claimedAt from notifications where rowid > ?')
      .bind(afterRowId)
      .all<{ status: string; claimedAt: number | null }>()
  ).results

const lastEmailRowId = async () =>
  (await env.DB.prepare('select coalesce(max(rowid), 0) as n from notifications').first<{ n: number }>())!.n

/** Checks one run with its k-th call failed. */
async function faultRun<S, R extends FaultResponse>(
  flow: FaultFlow<S, R>,
  written: Record<string, number>,
  k: number,
  d1Failure: string,
) {
  const state = await flow.setup()
  const before = await rowCounts()
  const rowsBefore = await flow.unchanged?.(state)
  const lastEmailRow = await lastEmailRowId()
  const faulty: FaultyBindings = faultyBindings({ failAt: k, d1Failure })
  const response = await flow.send(state, faulty.env)
  expect(faulty.injected, `call ${k} of ${faulty.calls.join(', ')}`).not.toBeNull()

  if (faulty.injected!.binding === 'EMAILS') {
    // The event is saved with its email row, so the answer is the clean one; the email waits, unclaimed, for
    // the sweep to queue it again (fault-injection.test.ts follows one through the sweep).
    expect(response.status).toBe(flow.status)
    expect(rowDelta(before, await rowCounts())).toEqual(written)
    const emails = await emailsSince(lastEmailRow)
    expect(emails.length).toBeGreaterThan(0)
    expect(emails).toEqual(emails.map(() => ({ status: 'pending', claimedAt: null })))
    return
  }
  await expectUnavailable(response)
  expect(rowDelta(before, await rowCounts())).toEqual({})
  expect(await flow.unchanged?.(state)).toEqual(rowsBefore)
  const repeated = await flow.send(state, faultyBindings().env)
  expect(repeated.status, await repeated.clone().text()).toBe(flow.status)
  await flow.afterSuccess?.(state, repeated)
  expect(rowDelta(before, await rowCounts())).toEqual(written)
}

/** The property: any one call of the flow failing, with any of D1's failures. */
export async function checkFaults<S, R extends FaultResponse>(
  flow: FaultFlow<S, R>,
  { numRuns = FAULT_RUNS }: { numRuns?: number } = {},
) {
  const { calls, written } = await cleanRun(flow)
  // A run that neither adds rows nor changes any in place would prove nothing.
  expect(Object.keys(written).length > 0 || flow.unchanged !== undefined).toBe(true)
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: calls.length }), fc.constantFrom(...D1_FAILURES), (k, failure) =>
      faultRun(flow, written, k, failure),
    ),
    // Whatever the draw: the first call, the last batch (the one that writes) and the last call.
    {
      numRuns,
      examples: [1, calls.lastIndexOf('DB.batch') + 1, calls.length]
        .filter((k) => k > 0)
        .map((k, index) => [k, D1_FAILURES[index]!] as [number, string]),
    },
  )
  return { calls, written }
}
