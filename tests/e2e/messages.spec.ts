/**
 * Messages at phone width: a renter's enquiry with a phone number is masked on both sides, the
 * owner answers from /admin/messages, and the renter reads the answer through the link emailed to
 * them (read from the local outbox in D1, as the email holds it).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createBooking, createCustomer, createRv, uniqueTag } from './factories'
import { expect, test } from './fixtures'

const HIDDEN = '[contact details hidden until booking]'

/** The renter's link in the newest email of `type` to `email`. */
async function renterLink(type: string, email: string) {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/wrangler',
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      '.wrangler/e2e-state',
      '--json',
      '--command',
      `select text_content from notifications where type = '${type}' and email = '${email}' order by created_at desc limit 1`,
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  )
  const [{ results }] = JSON.parse(stdout) as [{ results: { text_content: string }[] }]
  const match = /\/messages\/[0-9a-f-]+\?key=[a-z0-9]+/.exec(results[0]?.text_content ?? '')
  if (!match) throw new Error(`no ${type} email with a link to ${email}`)
  return match[0]
}

test.use({ viewport: { width: 390, height: 844 } })

test('an enquiry with a phone number is masked on both sides; the owner answers; the renter reads it from the email', async ({
  page,
  signedInPage,
  ownerRequest,
}) => {
  const rv = await createRv(ownerRequest)
  const email = `renter-${uniqueTag()}@example.com`
  const sent = await page.request.post('/api/messages/enquiries', {
    data: { rvId: rv.id, name: 'Jo Renter', email, body: 'Is it free in July? Call me on (555) 123 4567' },
  })
  expect(sent.status()).toBe(201)

  // The owner: the list first, then the thread in its place (390 px).
  await signedInPage.goto('/admin/messages')
  await signedInPage.getByRole('button', { name: /Jo Renter/ }).click()
  const thread = signedInPage.getByRole('region', { name: 'Conversation with Jo Renter' })
  await expect(thread.getByText(`Is it free in July? Call me on ${HIDDEN}`)).toBeVisible()
  await expect(signedInPage.getByRole('navigation', { name: 'Conversations' })).toBeHidden()
  await thread.getByRole('textbox', { name: 'Message' }).fill('Yes it is! Text me at 555-987-6543')
  await thread.getByRole('button', { name: 'Send' }).click()
  await expect(thread.getByText(`Yes it is! Text me at ${HIDDEN}`)).toBeVisible()
  await expect(thread.getByText(/Contact details in this message were hidden/)).toBeVisible()

  // The renter follows the link in the email about the answer.
  await page.goto(await renterLink('messages_to_renter', email))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const messages = page.getByRole('list', { name: 'Messages' })
  await expect(messages.getByText(`Is it free in July? Call me on ${HIDDEN}`)).toBeVisible()
  await expect(messages.getByText(`Yes it is! Text me at ${HIDDEN}`)).toBeVisible()
  await page.getByRole('textbox', { name: 'Message' }).fill('Great, see you then')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(messages.getByText('Great, see you then')).toBeVisible()
})

test('the owner writes to a booking’s renter from the booking’s details', async ({
  signedInPage: page,
  ownerRequest,
}) => {
  const [rv, customer] = await Promise.all([createRv(ownerRequest), createCustomer(ownerRequest)])
  const booking = await createBooking(ownerRequest, { rvId: rv.id, customerId: customer.id })
  const short = booking.id.slice(-8).toUpperCase()
  await page.goto('/admin/bookings')
  await page.getByLabel('Search bookings').fill(booking.id)
  await page
    .getByRole('button', { name: `Open booking ${short}` })
    .first()
    .click()
  await page
    .getByRole('dialog', { name: `Booking ${short}` })
    .getByRole('link', { name: 'Message the renter' })
    .click()

  // The booking's conversation is made and opened; a second visit opens the same one.
  const renter = `${customer.firstName} ${customer.lastName}`
  const thread = page.getByRole('region', { name: `Conversation with ${renter}` })
  await expect(thread).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/messages\?conversation=/)
  const conversationUrl = page.url()
  await thread.getByRole('textbox', { name: 'Message' }).fill('Your RV is ready: pickup from 10:00.')
  await thread.getByRole('button', { name: 'Send' }).click()
  await expect(thread.getByText('Your RV is ready: pickup from 10:00.')).toBeVisible()
  await page.goto(`/admin/messages?booking=${booking.id}`)
  await expect(page).toHaveURL(conversationUrl)
  await expect(thread.getByText('Your RV is ready: pickup from 10:00.')).toBeVisible()
})
