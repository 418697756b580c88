/**
 * Emails an owner's customers get on the owner's behalf carry the business's name and logo (an
 * absolute address, escaped like everything owners type), with the product named only in the
 * footer; an owner without a profile is known by their own name; an owner whose email is not
 * confirmed reaches nobody with their words, so their emails stay the product's; and the emails an
 * owner gets themselves (account emails, their copy of a renter's cancellation) are the product's.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { setBusinessProfile, uploadLogo } from '../helpers/business-brand'
import { dayFromToday, makeCustomer, makeRv, ownerWithFleet } from '../helpers/fleet'
import { paidBooking, renterCancellation } from '../helpers/refunds'
import { api, establishOwner, signUpOwner } from '../helpers/worker-client'

interface EmailRow {
  email: string
  subject: string
  content: string
  text_content: string
}

const emailsOf = async (where: string, ...values: string[]) =>
  (
    await env.DB.prepare(
      `select email, subject, content, text_content from notifications where ${where} order by email`,
    )
      .bind(...values)
      .all<EmailRow>()
  ).results

const bookingEmails = (bookingId: string, type: string) => emailsOf('booking_id = ? and type = ?', bookingId, type)

/** How often `part` occurs in `text`. */
const count = (text: string, part: string) => text.split(part).length - 1

const FOOTER = 'Sent by RV Connect'
const NAME = `Trail & Co's <Rentals>`
const ESCAPED_NAME = 'Trail &amp; Co&#39;s &lt;Rentals&gt;'

/** The email's header, its logo and name before the heading, with its white space collapsed. */
const headerOf = (html: string) => html.slice(html.indexOf('<body'), html.indexOf('<h1')).replace(/\s+/g, ' ')

/** An owner renters see, with one RV and one customer, and a business profile with a PNG logo. */
async function brandedFleet() {
  const fleet = await ownerWithFleet()
  const logoUrl = await uploadLogo(fleet.owner.cookie)
  await setBusinessProfile(fleet.owner.cookie, { name: NAME, logoUrl })
  return { ...fleet, logoUrl }
}

describe("an email to an owner's customer", () => {
  it("carries the business's name and logo, escaped and absolute, and the product's name only in the footer", async () => {
    const { book, owner, logoUrl } = await brandedFleet()
    const booking = await (await book({ startDate: dayFromToday(30), endDate: dayFromToday(33) })).json()
    await api(owner.cookie).bookings[':id'].status.$patch({ param: { id: booking.id }, json: { status: 'confirmed' } })

    for (const type of ['booking_confirmation', 'booking_status_update']) {
      const [email] = await bookingEmails(booking.id, type)
      const header = headerOf(email!.content)
      expect(header, type).toContain(`<img src="${env.APP_URL}${logoUrl}"`)
      expect(header, type).toContain(ESCAPED_NAME)
      expect(email!.content, type).not.toContain(NAME)
      expect(count(email!.content, 'RV Connect'), type).toBe(1)
      expect(email!.content, type).toContain(FOOTER)
      // The plain-text part opens with the name as typed and names the product last.
      expect(email!.text_content.startsWith(`${NAME}\n`), type).toBe(true)
      expect(count(email!.text_content, 'RV Connect'), type).toBe(1)
      expect(email!.text_content.endsWith(`\n${FOOTER}`), type).toBe(true)
      for (const part of [email!.subject, email!.content, email!.text_content]) expect(part).not.toContain('[business-')
    }
    const [confirmation] = await bookingEmails(booking.id, 'booking_confirmation')
    expect(confirmation!.text_content).toContain(`Thank you for booking with ${NAME}.`)
    expect(confirmation!.content).toContain(`Thank you for booking with ${ESCAPED_NAME}.`)
  })

  it("of an owner with no profile carries the owner's own name, and no logo", async () => {
    const { book } = await ownerWithFleet()
    const booking = await (await book({ startDate: dayFromToday(30), endDate: dayFromToday(33) })).json()
    const [email] = await bookingEmails(booking.id, 'booking_confirmation')
    expect(headerOf(email!.content)).toContain('Avery Stone')
    expect(email!.content).not.toContain('<img')
    expect(count(email!.content, 'RV Connect')).toBe(1)
    expect(email!.text_content).toContain('Thank you for booking with Avery Stone.')
  })

  it('of an owner whose email is not confirmed never carries their business name or logo', async () => {
    const owner = await signUpOwner({ firstName: 'Rob', lastName: 'Banks' })
    await setBusinessProfile(owner.cookie, { name: 'Cheap Deals Click Here', logoUrl: await uploadLogo(owner.cookie) })
    const [rv, customer] = await Promise.all([makeRv(owner.cookie), makeCustomer(owner.cookie)])
    const created = await api(owner.cookie).bookings.$post({
      json: { rvId: rv.id, customerId: customer.id, startDate: dayFromToday(30), endDate: dayFromToday(33) },
    })
    const { id: bookingId } = await created.json()
    const [email] = await bookingEmails(bookingId, 'booking_confirmation')
    for (const part of [email!.subject, email!.content, email!.text_content]) {
      expect(part).not.toContain('Cheap Deals')
      expect(part).not.toContain('Rob Banks')
    }
    expect(email!.content).not.toContain('<img')
    expect(headerOf(email!.content)).toContain('RV Connect')
    expect(email!.text_content).toContain('Thank you for booking with RV Connect.')

    // Once confirmed, the next email carries the brand; the one already written stays as it was sent.
    await establishOwner(owner.user.id)
    const test = await api(owner.cookie).notifications.test.$post({
      json: { type: 'booking_reminder', email: 'sam@example.com', customerName: 'Sam' },
    })
    expect(test.status).toBe(201)
    const [reminder] = await emailsOf('owner_id = ? and type = ?', owner.user.id, 'booking_reminder')
    expect(headerOf(reminder!.content)).toContain('Cheap Deals Click Here')
    expect(headerOf(reminder!.content)).toContain(`<img src="${env.APP_URL}/media/`)
    const [again] = await bookingEmails(bookingId, 'booking_confirmation')
    expect(again!.content).toBe(email!.content)
  })
})

describe('an email an owner gets', () => {
  it("is the product's: their copy of a renter's cancellation, and a password reset", async () => {
    const { bookingId, email: renterEmail, owner } = await paidBooking()
    await establishOwner(owner.user.id)
    await setBusinessProfile(owner.cookie, { name: NAME, logoUrl: await uploadLogo(owner.cookie) })
    expect((await renterCancellation(bookingId, renterEmail).cancel()).status).toBe(200)

    const updates = await bookingEmails(bookingId, 'booking_status_update')
    const toRenter = updates.find((row) => row.email === renterEmail)
    const toOwner = updates.find((row) => row.email === owner.email)
    expect(headerOf(toRenter!.content)).toContain(ESCAPED_NAME)
    expect(headerOf(toOwner!.content)).not.toContain(ESCAPED_NAME)
    expect(toOwner!.content).not.toContain('<img')
    expect(headerOf(toOwner!.content)).toContain('RV Connect')

    const reset = await api().auth['password-reset'].request.$post(
      { json: { email: owner.email } },
      { headers: { 'cf-connecting-ip': '203.0.113.77' } },
    )
    expect(reset.status).toBeLessThan(300)
    const [resetEmail] = await emailsOf('owner_id = ? and type = ?', owner.user.id, 'password_reset')
    expect(resetEmail!.content).not.toContain(ESCAPED_NAME)
    expect(headerOf(resetEmail!.content)).toContain('RV Connect')
  })
})
