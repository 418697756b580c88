/**
 * An owner with more unpaid lead fees than D1 binds parameters in one statement (100) still pays
 * them all in one intent: the fees are matched through one JSON parameter, not one per fee.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ownerOwingFees } from '../helpers/payments'

const FEES = 150

describe('paying many lead fees at once', () => {
  it(`records the one intent on all ${FEES} outstanding fees`, async () => {
    const { owner, fees, pay } = await ownerOwingFees(1)
    const more = Array.from({ length: FEES - 1 }, () =>
      env.DB.prepare(
        `insert into business_payments (id, owner_id, amount_cents, payment_type, description, status, created_at)
         values (?, ?, 500, 'lead_fee', 'Lead fee', 'pending', ?)`,
      ).bind(crypto.randomUUID(), owner.user.id, Date.now()),
    )
    await env.DB.batch(more)
    expect(await fees()).toMatchObject({ outstandingCount: FEES, outstanding: '750.00' })

    const started = await pay()
    expect(started.status).toBe(200)
    expect(await started.json()).toMatchObject({ amount: '750.00', count: FEES })
    const { results } = await env.DB.prepare(
      'select count(distinct payment_intent_id) as intents, count(payment_intent_id) as recorded from business_payments where owner_id = ?',
    )
      .bind(owner.user.id)
      .all<{ intents: number; recorded: number }>()
    expect(results[0]).toEqual({ intents: 1, recorded: FEES })
  })
})
