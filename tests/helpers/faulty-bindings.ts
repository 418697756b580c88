/**
 * The D1 and EMAILS bindings as the platform can fail them: every call that reaches the database
 * (first, all, run, raw, batch, exec, also through withSession) or the queue (send, sendBatch) is
 * counted, and the `failAt`-th throws the error the real binding would. A clean run learns how many
 * calls a request makes; a property then fails each of them in turn. prepare and bind are local
 * (no I/O), so they pass through uncounted.
 */
import { env } from 'cloudflare:workers'

/** D1's own words for a database it could not reach (Cloudflare's list of D1_ERRORs, all "retry the operation"). */
export const D1_FAILURES = [
  'D1_ERROR: Network connection lost.',
  'D1_ERROR: D1 DB is overloaded. Requests queued for too long.',
  'D1_ERROR: Internal error while starting up D1 DB storage caused object to be reset.',
  'D1_ERROR: D1 DB reset because its code was updated.',
  'Network connection lost.',
] as const

export interface InjectedFault {
  call: number
  binding: 'DB' | 'EMAILS'
  method: string
}

export interface FaultyBindings {
  env: { DB: D1Database; EMAILS: Queue }
  /** Calls made so far, in order, e.g. 'DB.batch'. */
  readonly calls: string[]
  /** The call that was failed, once it has been. */
  readonly injected: InjectedFault | null
  /** Notification ids handed to the queue (and passed on to the real one). */
  readonly queued: string[]
}

export function faultyBindings({
  failAt = null,
  d1Failure = D1_FAILURES[0],
}: { failAt?: number | null; d1Failure?: string } = {}): FaultyBindings {
  const calls: string[] = []
  const queued: string[] = []
  let injected: InjectedFault | null = null

  const step = (binding: InjectedFault['binding'], method: string) => {
    calls.push(`${binding}.${method}`)
    if (calls.length !== failAt) return
    injected = { call: calls.length, binding, method }
    // workerd formats a refused send as `Queue send failed: <status text>` (`sendBatch` for batches).
    throw new Error(binding === 'DB' ? d1Failure : `Queue ${method} failed: Internal Server Error`)
  }

  const realOf = new WeakMap<object, D1PreparedStatement>()
  const unwrap = (statement: D1PreparedStatement) => realOf.get(statement) ?? statement

  function statement(real: D1PreparedStatement): D1PreparedStatement {
    const wrapped = {
      bind: (...values: unknown[]) => statement(real.bind(...values)),
      first: async (column?: string) => (step('DB', 'first'), column === undefined ? real.first() : real.first(column)),
      run: async () => (step('DB', 'run'), real.run()),
      all: async () => (step('DB', 'all'), real.all()),
      raw: async (options?: { columnNames?: boolean }) => (
        step('DB', 'raw'),
        options?.columnNames ? real.raw({ columnNames: true }) : real.raw()
      ),
    }
    realOf.set(wrapped, real)
    return wrapped as unknown as D1PreparedStatement
  }

  const session = (real: D1DatabaseSession): D1DatabaseSession => ({
    prepare: (query) => statement(real.prepare(query)),
    batch: async (statements) => (step('DB', 'batch'), real.batch(statements.map(unwrap))),
    getBookmark: () => real.getBookmark(),
  })

  const DB = {
    prepare: (query: string) => statement(env.DB.prepare(query)),
    batch: async (statements: D1PreparedStatement[]) => (step('DB', 'batch'), env.DB.batch(statements.map(unwrap))),
    exec: async (query: string) => (step('DB', 'exec'), env.DB.exec(query)),
    withSession: (constraint?: Parameters<D1Database['withSession']>[0]) => session(env.DB.withSession(constraint)),
  } as unknown as D1Database

  const record = (body: unknown) => {
    const id = (body as { notificationId?: string } | null)?.notificationId
    if (id) queued.push(id)
  }
  const EMAILS = {
    send: async (body: unknown, options?: QueueSendOptions) => {
      step('EMAILS', 'send')
      record(body)
      return env.EMAILS.send(body, options)
    },
    sendBatch: async (messages: Iterable<MessageSendRequest>, options?: QueueSendBatchOptions) => {
      step('EMAILS', 'sendBatch')
      const list = [...messages]
      list.forEach((message) => record(message.body))
      return env.EMAILS.sendBatch(list, options)
    },
  } as unknown as Queue

  return {
    env: { DB, EMAILS },
    calls,
    get injected() {
      return injected
    },
    queued,
  }
}

/** A rate limiter that never refuses: a property sends the same request many times a minute. */
export const openLimiter = { limit: () => Promise.resolve({ success: true }) } as RateLimit
