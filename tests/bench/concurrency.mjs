/**
 * Races the rules must win, all at once against the built Worker: 200 renters holding one RV for
 * the same nights (exactly 1 may), 50 holds redeeming a promotion code with 10 uses left (exactly
 * 10 may), and 20 identical 'Express Interest' submissions (the lead module writes one lead per
 * email and RV in 24 hours). Prints the answers by status and what the database holds after.
 *
 * Renters' holds are rate limited per client (worker/middleware/rate-limit.ts keys on the
 * CF-Connecting-IP header) and each client may keep 5 holds open. On Cloudflare's edge the header
 * is the caller's real address; the local runtime keeps a header the request already carries
 * (miniflare sets it only when missing), so each simulated renter sends an address of its own.
 * Without that, every request would share one key and the 11th would get 429 instead of racing.
 */
import { call, day, ok } from './api-client.mjs'
import { queryRow } from './bench-data.mjs'
import { mark, textTable } from './report.mjs'

const HOLDS = 200
const REDEMPTIONS = 50
const CODE_USES = 10
const LEADS = 20

/** A distinct client address per simulated renter; `group` keeps each race's addresses apart. */
const clientIp = (group, n) => `10.${group}.${Math.floor(n / 256)}.${n % 256}`

const renter = (tag, n) => ({
  firstName: 'Bench',
  lastName: `Renter ${n}`,
  email: `renter-${tag}-${n}@bench.test`,
  phone: '555-123-4567',
  zipCode: '90210',
})

/** Fires every request at once; answers how many came back with each status. */
async function allAtOnce(origin, requests) {
  const answers = await Promise.all(
    requests.map(({ path, body, ip }) =>
      call(origin, path, { method: 'POST', body, headers: { 'cf-connecting-ip': ip } }),
    ),
  )
  const statuses = {}
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1
  return statuses
}

const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ')

const newRv = (origin, cookie, name) =>
  ok(origin, '/api/rvs', {
    method: 'POST',
    cookie,
    body: { name, type: 'Class C', sleeps: 4, pricePerNight: '150.00', features: [] },
  })

export async function concurrency({ origin, cookie }) {
  const tag = crypto.randomUUID().slice(0, 8)
  const holdRv = await newRv(origin, cookie, `Bench race RV ${tag}`)
  const codeRv = await newRv(origin, cookie, `Bench code RV ${tag}`)
  const code = `BENCH${tag.toUpperCase()}`
  const promotion = await ok(origin, '/api/promotions', {
    method: 'POST',
    cookie,
    body: {
      name: `Bench ${tag}`,
      code,
      discountType: 'percentage',
      discountValue: '10',
      maxUses: CODE_USES,
      validFrom: day(0),
    },
  })
  const nights = { startDate: day(200), endDate: day(203) }

  const holds = await allAtOnce(
    origin,
    Array.from({ length: HOLDS }, (_, n) => ({
      path: '/api/bookings/hold',
      body: { rvId: holdRv.id, ...nights, ...renter(`${tag}-hold`, n) },
      ip: clientIp(1, n),
    })),
  )
  // Each on its own nights, so only the code's uses limit them.
  const redemptions = await allAtOnce(
    origin,
    Array.from({ length: REDEMPTIONS }, (_, n) => ({
      path: '/api/bookings/hold',
      body: {
        rvId: codeRv.id,
        startDate: day(100 + 3 * n),
        endDate: day(101 + 3 * n),
        promotionCode: code,
        ...renter(`${tag}-code`, n),
      },
      ip: clientIp(2, n),
    })),
  )
  const leadEmail = `lead-${tag}@bench.test`
  const leads = await allAtOnce(
    origin,
    Array.from({ length: LEADS }, (_, n) => ({
      path: '/api/leads/generate',
      body: {
        rvId: holdRv.id,
        firstName: 'Bench',
        lastName: 'Lead',
        email: leadEmail,
        requestedStartDate: day(300),
        requestedEndDate: day(304),
        // The local run's robot check passes with its test-mode answer (TEST_BOT_CHECK_TOKEN).
        botCheckToken: 'test-mode-pass',
      },
      ip: clientIp(3, n),
    })),
  )

  const leadRows = `select id from leads where rv_id = '${holdRv.id}' and customer_email = '${leadEmail}'`
  const renters = (race) => `'renter-${tag}-${race}-%'`
  const db = await queryRow(`select
    (select count(*) from bookings where rv_id = '${holdRv.id}' and start_date = '${nights.startDate}' and end_date = '${nights.endDate}') as holds,
    (select count(*) from customers where email like ${renters('hold')}) as holdCustomers,
    (select count(*) from notifications where email like ${renters('hold')}) as holdEmails,
    (select count(*) from bookings where promotion_id = '${promotion.id}') as discounted,
    (select current_uses from promotions where id = '${promotion.id}') as uses,
    (select count(*) from customers where email like ${renters('code')}) as codeCustomers,
    (select count(*) from notifications where email like ${renters('code')}) as codeEmails,
    (select count(*) from (${leadRows})) as leads,
    (select count(*) from business_payments where lead_id in (${leadRows})) as fees,
    (select count(*) from customers where email = '${leadEmail}') as leadCustomers`)

  // Each race: its goal, and whether the losers wrote nothing at all (no customer, no email).
  const results = [
    {
      race: `${HOLDS} holds, one RV, same nights`,
      answers: statusText(holds),
      stored: `${db.holds} booking, ${db.holdCustomers} customer(s), ${db.holdEmails} email(s)`,
      goal: [(holds['201'] ?? 0) === 1 && db.holds === 1, 'exactly 1 hold'],
      clean: db.holdCustomers === 1 && db.holdEmails === 1,
    },
    {
      race: `${REDEMPTIONS} holds with a code, ${CODE_USES} uses left`,
      answers: statusText(redemptions),
      stored: `${db.discounted} bookings, code used ${db.uses} times, ${db.codeCustomers} customer(s), ${db.codeEmails} email(s)`,
      goal: [
        (redemptions['201'] ?? 0) === CODE_USES && db.discounted === CODE_USES && db.uses === CODE_USES,
        `exactly ${CODE_USES} redemptions`,
      ],
      clean: db.codeCustomers === CODE_USES && db.codeEmails === CODE_USES,
    },
    {
      race: `${LEADS} identical lead submissions`,
      answers: statusText(leads),
      stored: `${db.leads} lead, ${db.fees} lead fee(s), ${db.leadCustomers} customer(s)`,
      goal: [db.leads === 1 && db.fees === 1, '1 lead and 1 fee (one per email and RV in 24 h)'],
      clean: db.leadCustomers === 1,
    },
  ]
  const rows = results.map((row) => [
    row.race,
    row.answers,
    row.stored,
    `${mark(row.goal[0])} ${row.goal[1]}`,
    mark(row.clean),
  ])
  const header = ['race', 'answers', 'database after', 'goal', 'losers wrote nothing']

  console.log('\nbench: concurrency (all requests at once, each renter from its own client address)')
  console.log(textTable(header, rows))
  console.log(
    "  The lead form answers 201 whether or not it wrote (a duplicate learns nothing); its 429s are LEAD_LIMITER's 5 a minute per email.",
  )
  for (const row of results.filter(({ clean }) => !clean))
    console.log(`  ✗ ${row.race}: requests that lost still wrote rows (${row.stored})`)
  return { header, rows }
}
