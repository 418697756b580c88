/** What the reviews' browser tests share: a completed trip, and rating by keyboard. */
import { expect, type APIRequestContext, type Locator } from '@playwright/test'
import { createBooking, createCustomer, createRv, daysFromNow } from './factories'

async function ok(response: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>, what: string) {
  const answer = await response
  if (!answer.ok()) throw new Error(`${what} failed with ${answer.status()}: ${await answer.text()}`)
}

/** A trip the owner has completed: booked today, paid, started and completed through the API. */
export async function completedTrip(request: APIRequestContext) {
  const [rv, customer] = await Promise.all([createRv(request), createCustomer(request)])
  // Today's trip (the owner's days are UTC unless set), $125 a night for 2 nights, paid in cash.
  const booking = await createBooking(request, {
    rvId: rv.id,
    customerId: customer.id,
    startDate: daysFromNow(0),
    endDate: daysFromNow(2),
    status: 'confirmed',
  })
  await ok(
    request.post(`/api/payments/bookings/${booking.id}`, {
      data: { method: 'cash', amount: booking.totalPrice, paidOn: daysFromNow(0) },
    }),
    'Paying the trip',
  )
  for (const status of ['in_progress', 'completed'])
    await ok(request.patch(`/api/bookings/${booking.id}/status`, { data: { status } }), `Moving the trip to ${status}`)
  return { rv, customer, booking }
}

/** Picks `stars` in the rating group named `label` from the keyboard: Tab lands on the group, arrows move. */
export async function rate(dialog: Locator, label: string, stars: number) {
  const group = dialog.getByRole('group', { name: label })
  await group.getByRole('radio', { name: '1 of 5 stars' }).focus()
  await group.page().keyboard.press('Space')
  for (let star = 1; star < stars; star++) await group.page().keyboard.press('ArrowRight')
  await expect(group.getByRole('radio', { name: `${stars} of 5 stars` })).toBeChecked()
}
