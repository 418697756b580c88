/**
 * A renter books and pays with the keyboard alone: Tab, Shift+Tab, arrows, Enter and typing; no
 * clicks and no filled fields. Every control Tab lands on shows where focus is.
 */
import type { Locator, Page } from '@playwright/test'
import { createRv, createVenue, daysFromNow, uniqueTag } from './factories'
import { expect, test } from './fixtures'
import { focusRing, settledFocus } from './focus-ring'

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop on the way that the
 * focused control draws a focus ring. Returns the names of the stops passed.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 120) {
  const stops: string[] = []
  for (let press = 0; press <= most; press++) {
    // Before the first press focus may rest where a script put it; each stop Tab reaches must show its ring.
    const here = press > 0 ? await settledFocus(page, target) : await target.evaluate(focusRing)
    if (press > 0) {
      stops.push(here.name)
      expect(here.shown, `a focus indicator on ${here.name}`).toBe(true)
    }
    if (here.arrived) return stops
    await page.keyboard.press(key)
  }
  throw new Error(`${String(target)} not reached in ${most} presses of ${key}; passed ${stops.join(', ')}`)
}

/** A date field takes its month, day and year typed in that order (the browser's en-US format). */
const typedDay = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`

test('a renter finds an RV, picks dates, delivery and a venue, holds it and pays, all by keyboard', async ({
  page,
  ownerRequest,
}) => {
  test.slow()
  const tag = uniqueTag()
  // The cheapest Class B there is, so it comes first in the results; a venue for the second step.
  const [rv, venue] = await Promise.all([
    createRv(ownerRequest, { name: `E2E Keyboard Van ${tag}`, type: 'Class B', pricePerNight: '8.00' }),
    // Near the renter's zip, so step 2 offers it.
    createVenue(ownerRequest, {
      name: `E2E Keyboard Meadow ${tag}`,
      pricePerNight: '20.00',
      latitude: 37.7596,
      longitude: -122.4269,
    }),
  ])
  const [start, end] = [daysFromNow(70), daysFromNow(72)]
  await page.goto('/book')
  await expect(page.getByRole('heading', { name: 'Book Your Adventure' })).toBeVisible()

  // Step 1: dates typed into the date fields, a type picked by typing its name, the zip, Enter.
  const search = page.getByRole('form', { name: 'Search RVs' })
  await tabTo(page, search.getByLabel('Pickup date'))
  await page.keyboard.type(typedDay(start))
  await tabTo(page, search.getByLabel('Return date'))
  await page.keyboard.type(typedDay(end))
  await tabTo(page, search.getByLabel('RV type'))
  await page.keyboard.type('Class B')
  await tabTo(page, search.getByLabel('Zip code'))
  await page.keyboard.type('94110')
  await expect(search.getByLabel('Pickup date')).toHaveValue(start)
  await expect(search.getByLabel('Return date')).toHaveValue(end)
  await expect(search.getByLabel('RV type')).toHaveValue('Class B')
  await page.keyboard.press('Enter')
  const card = page.getByRole('article', { name: rv.name })
  await expect(card).toBeVisible()
  await tabTo(page, card.getByRole('button', { name: 'Select This RV' }))
  await page.keyboard.press('Enter')

  // Step 2: focus moves to the new step; the arrows choose the delivery, Enter the venue.
  const step = page.getByRole('group', { name: /^Step 2 of 3/ })
  await expect(step).toBeFocused()
  const pickUp = page.getByRole('radio', { name: /Pick it up at/ })
  await tabTo(page, pickUp)
  await expect(pickUp).toBeChecked()
  await page.keyboard.press('ArrowDown')
  const home = page.getByRole('radio', { name: /Delivery to your address/ })
  await expect(home).toBeChecked()
  await expect(home).toBeFocused()
  // Back to pickup (delivery home would ask for an address), then Shift+Tab leaves the radios
  // backwards and Tab comes back to the chosen one.
  await page.keyboard.press('ArrowUp')
  await expect(pickUp).toBeChecked()
  await page.keyboard.press('Shift+Tab')
  await tabTo(page, pickUp)
  await tabTo(page, page.getByRole('button', { name: `Choose ${venue.name}` }))
  await page.keyboard.press('Enter')

  // Step 3: the renter's details, typed; Space works a button as Enter does (Back, then on again).
  await expect(page.getByRole('group', { name: /^Step 3 of 3/ })).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible()
  await expect(page.getByTestId('summary-total')).toContainText('$')
  await tabTo(page, page.getByRole('button', { name: 'Back' }))
  await page.keyboard.press('Space')
  await expect(page.getByRole('group', { name: /^Step 2 of 3/ })).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: `Choose ${venue.name}` }))
  await page.keyboard.press('Space')
  const contact: [string, string][] = [
    ['First name', 'Kay'],
    ['Last name', `Board ${tag}`],
    ['Email', `kay-${tag}@example.com`],
    ['Phone', '555-222-3333'],
  ]
  for (const [label, text] of contact) {
    await tabTo(page, page.getByLabel(label, { exact: true }))
    await page.keyboard.type(text)
  }
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Payment' }))
  await page.keyboard.press('Enter')

  // Checkout: the test-mode card form, filled and paid from the keyboard.
  await expect(page).toHaveURL(/\/checkout\?/)
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible()
  await tabTo(page, page.getByLabel('Card number'))
  await page.keyboard.type('4242424242424242')
  await tabTo(page, page.getByLabel('Expiry (MM/YY)'))
  await page.keyboard.type('1240')
  await tabTo(page, page.getByLabel('CVC'))
  await page.keyboard.type('123')
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/bookings\?bookingId=/)
  const booking = page.getByRole('article', { name: 'Your booking' })
  await expect(booking).toContainText(rv.name)
  await expect(booking).toContainText('Paid')
})
