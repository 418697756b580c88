/**
 * Runs generated cases against one route a few at a time and collects what went wrong: a 5xx, a
 * 4xx that is not the error envelope, an oversized body not answered 413, and a refused request
 * that still wrote a row to D1.
 */
import { RENTER_PHOTO_PATH } from '../../worker/modules/issues/routes'
import { RENTER_MESSAGE_PHOTO_PATH } from '../../worker/modules/messages/routes'
import { UPLOAD_PATH } from '../../worker/modules/uploads/routes'
import { PARTNER_PHOTO_PATH } from '../../worker/modules/partners/routes'
import type { FuzzCase } from './fuzz-bodies'
import { envelopeProblem, fillPath, rowCounts, send } from './fuzz-client'

export interface Answer {
  status: number
  /** Why the answer breaks the rules, or null. */
  problem: string | null
  /** A success's JSON body. */
  answer?: Record<string, unknown>
}

export interface FuzzReport {
  failures: string[]
  statuses: Record<number, number>
  checksWrites: boolean
}

/** Requests in flight at once: most time is spent waiting on D1 and KV, not on the CPU. */
const CONCURRENCY = 16
/** Enough to see a pattern; a broken route would otherwise list hundreds. */
const MAX_FAILURES = 10

const MULTIPART_PATHS = [UPLOAD_PATH, RENTER_PHOTO_PATH, RENTER_MESSAGE_PHOTO_PATH, PARTNER_PHOTO_PATH]

const successBody = (response: Response, text: string) =>
  response.headers.get('content-type')?.startsWith('application/json')
    ? (JSON.parse(text) as Record<string, unknown>)
    : undefined

/** Sends one case to `route` and judges its answer. */
export async function answerOf(route: string, fuzzCase: FuzzCase, cookie?: string): Promise<Answer> {
  const [method, path] = route.split(' ') as [string, string]
  const { body } = fuzzCase
  const response = await send({
    method,
    path: `${fillPath(path, fuzzCase.params)}${fuzzCase.query ? `?${fuzzCase.query}` : ''}`,
    body: body.form ?? body.text,
    contentType: body.contentType,
    cookie,
  })
  const text = await response.text()
  const { status } = response
  if (status >= 500) return { status, problem: `${status}: ${text.slice(0, 300)}` }
  // Upload routes take multipart bodies of up to 5 MB; every other body stops at 1 MB.
  if (body.tooLarge && status !== 413 && !MULTIPART_PATHS.includes(path))
    return { status, problem: `${status} for a body over 1 MB` }
  if (status < 400) return { status, problem: null, answer: successBody(response, text) }
  // A page the Worker renders (a listing) answers a person's browser: its 404 is the 404 page.
  const page = !path.startsWith('/api/') && !path.startsWith('/media/')
  if (page && status === 404 && response.headers.get('content-type')?.startsWith('text/'))
    return { status, problem: null }
  const problem = envelopeProblem(response.headers.get('content-type'), text)
  return { status, problem: problem && `${status} is not the error envelope (${problem}): ${text.slice(0, 200)}` }
}

/**
 * A declined card (402) is an outcome, not a refused input: the attempt is kept as a failed payment
 * event, as Stripe's webhook keeps it, and the daily clean-up removes it.
 */
const RECORDED_OUTCOMES: Record<number, string[]> = { 402: ['payment_events'] }

/** The tables whose row count moved, as 'table before → after', leaving out those the answers may write. */
const changedTables = (before: Record<string, number>, after: Record<string, number>, answers: Answer[]) => {
  const mayWrite = new Set(answers.flatMap(({ status }) => RECORDED_OUTCOMES[status] ?? []))
  return Object.keys(after)
    .filter((table) => after[table] !== before[table] && !mayWrite.has(table))
    .map((table) => `${table} ${before[table]} → ${after[table]}`)
}

/**
 * Sends a group at once and checks the row counts around it. Nothing moved: every refusal in it
 * wrote nothing. Something moved and a refusal was among them: who wrote cannot be told apart, so
 * the refusals are sent again (their answer may differ the second time; each refusal is judged),
 * halving the group until the writer is alone.
 */
async function judgeGroup(group: FuzzCase[], answer: Judge, report: FuzzReport, firstPass: boolean) {
  const before = report.checksWrites ? await rowCounts() : {}
  const answers = await Promise.all(group.map(answer))
  const changed = report.checksWrites ? changedTables(before, await rowCounts(), answers) : []
  answers.forEach(({ status, problem }, index) => {
    if (firstPass) report.statuses[status] = (report.statuses[status] ?? 0) + 1
    if (problem) report.failures.push(`${problem}\n    sent: ${group[index]!.label}`)
  })
  const refused = group.filter((_, index) => answers[index]!.status >= 400)
  if (changed.length === 0 || refused.length === 0 || report.failures.length >= MAX_FAILURES) return
  if (group.length === 1) {
    report.failures.push(`${answers[0]!.status} wrote rows (${changed.join(', ')}): ${group[0]!.label}`)
    return
  }
  const middle = Math.ceil(group.length / 2)
  const halves = refused.length === group.length ? [refused.slice(0, middle), refused.slice(middle)] : [refused]
  for (const half of halves) await judgeGroup(half, answer, report, false)
}

type Judge = (fuzzCase: FuzzCase) => Promise<Answer>

/**
 * Sends every case, CONCURRENCY at a time, and reports every answer that breaks the rules. Reads
 * skip the row counts: they write only when they succeed (an email's open, a sign-out), and two
 * more D1 queries per group are a tenth of their cost.
 */
export async function fuzzRoute(cases: FuzzCase[], answer: Judge, { checksWrites = true } = {}) {
  const report: FuzzReport = { failures: [], statuses: {}, checksWrites }
  for (let start = 0; start < cases.length && report.failures.length < MAX_FAILURES; start += CONCURRENCY)
    await judgeGroup(cases.slice(start, start + CONCURRENCY), answer, report, true)
  return report
}
