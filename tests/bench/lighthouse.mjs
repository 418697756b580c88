/**
 * Lighthouse's default (mobile) run on the public pages, served compressed as the edge would serve
 * them (edge-proxy.mjs): 3 runs per page, the median of each figure against the goals.
 *
 * Chromium is started here with the flags chrome-launcher gives it (lighthouse's own launcher is a
 * dependency of lighthouse, not of ours, so importing it would be an unlisted dependency), in its
 * own process group, and stopped with it.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { startEdgeProxy } from './edge-proxy.mjs'
import { mark, median, ms, textTable } from './report.mjs'

// BENCH_PAGES=/,/book measures only those.
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/book', '/checkout?amount=10', '/budget-calculator']
const RUNS = 3
const MAX_RETRIES = 2
const GOALS = { performance: 98, lcp: 1500, cls: 0.05, tbt: 100, accessibility: 100 }

/** chrome-launcher's defaults that matter headless: no background traffic, no throttled timers. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
  // No crash reporter: it would run outside Chromium's process group and outlive it.
  '--disable-breakpad',
  '--disable-crash-reporter',
]

async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      ...CHROME_FLAGS,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
    ],
    { detached: true, stdio: 'ignore' },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', kill)
  const stop = async () => {
    kill()
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
  }
  // Chromium writes the port it chose (and its browser target) into the profile once it listens.
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0])
      if (port > 0) return { port, stop }
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error('Chromium did not open its DevTools port within 10 seconds')
}

async function audit(url, port, headers) {
  const result = await lighthouse(url, {
    port,
    // A signed-in page (the venues page with its map) carries the session cookie.
    ...(headers ? { extraHeaders: headers } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The page-long screenshot feeds no figure here and costs seconds per run.
    disableFullPageScreenshot: true,
  })
  const { categories, audits, runtimeError } = result.lhr
  // BENCH_LIGHTHOUSE_REPORT=dir keeps each page's last full report there, to see where the time went.
  if (process.env.BENCH_LIGHTHOUSE_REPORT)
    writeFileSync(
      join(process.env.BENCH_LIGHTHOUSE_REPORT, `${new URL(url).pathname.replaceAll('/', '_') || '_'}.json`),
      JSON.stringify(result.lhr),
    )
  if (runtimeError) return { error: runtimeError.code }
  return {
    performance: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    accessibility: Math.round(categories.accessibility.score * 100),
    bytes: audits['total-byte-weight'].numericValue,
    version: result.lhr.lighthouseVersion,
  }
}

const seconds = (value) => `${(value / 1000).toFixed(2)} s`

/**
 * Prints the section and answers its rows for the summary; `extraPages` adds pages made for this
 * run: a path (a listing), or `{ page, headers }` for a signed-in page (the venues page's map).
 */
export async function lighthouseSection(origin, extraPages = []) {
  const started = Date.now()
  const proxy = await startEdgeProxy(origin)
  const chromium = await startChromium()
  const pages = []
  try {
    for (const entry of [...PAGES, ...extraPages]) {
      const { page, headers } = typeof entry === 'string' ? { page: entry } : entry
      // A run Lighthouse itself could not record (e.g. NO_NAVSTART on a busy machine) is run again.
      const runs = []
      const errors = []
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + MAX_RETRIES; attempt++) {
        const run = await audit(proxy.origin + page, chromium.port, headers).catch((error) => ({
          error: error.message,
        }))
        if (run.error) errors.push(run.error)
        else runs.push(run)
      }
      if (runs.length === 0) {
        pages.push({ page, errors })
        continue
      }
      const figures = Object.keys(runs[0]).filter((key) => key !== 'version')
      const mid = Object.fromEntries(figures.map((key) => [key, median(runs.map((r) => r[key]))]))
      pages.push({ page, version: runs[0].version, runs: runs.length, errors, ...mid })
    }
  } finally {
    await chromium.stop()
    proxy.stop()
  }

  const cells = (p) =>
    p.runs === undefined
      ? [p.page, `✗ no run recorded (${p.errors.join(', ')})`, '', '', '', '', '', '']
      : [
          p.runs === RUNS ? p.page : `${p.page} (${p.runs} runs)`,
          `${p.performance} ${mark(p.performance >= GOALS.performance)}`,
          `${seconds(p.lcp)} ${mark(p.lcp <= GOALS.lcp)}`,
          seconds(p.fcp),
          `${p.cls.toFixed(3)} ${mark(p.cls <= GOALS.cls)}`,
          `${ms(p.tbt, 0)} ${mark(p.tbt <= GOALS.tbt)}`,
          `${p.accessibility} ${mark(p.accessibility >= GOALS.accessibility)}`,
          `${(p.bytes / 1024).toFixed(0)} KB`,
        ]
  console.log(
    `\nbench: Lighthouse ${pages.find((p) => p.version)?.version ?? ''} mobile (default config), median of ${RUNS} runs, compressed as the edge serves (${Math.round((Date.now() - started) / 1000)} s)`,
  )
  const header = ['page', 'performance', 'LCP', 'FCP', 'CLS', 'TBT', 'accessibility', 'transferred']
  console.log(textTable(header, pages.map(cells)))
  console.log(
    `  goals: performance ≥ ${GOALS.performance}, LCP ≤ ${seconds(GOALS.lcp)}, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbt} ms, accessibility ${GOALS.accessibility}`,
  )
  return { header, rows: pages.map(cells) }
}
