/** The demo owner's issue tickets and notification log. */
import type { issues, notifications } from '../db/schema'
import { fixedId, idGroup, msAt } from './demo-helpers'
import { demoOwner } from './demo-people'

type NewIssue = typeof issues.$inferInsert
type NewNotification = typeof notifications.$inferInsert

const customer = (n: number) => fixedId(idGroup.customer, n)
const booking = (n: number) => fixedId(idGroup.booking, n)
const rv = (n: number) => fixedId(idGroup.rv, n)

export function demoIssues(today: string): NewIssue[] {
  const base = { ownerId: demoOwner.id, photoUrls: [] as string[] }
  return [
    {
      ...base,
      id: fixedId(idGroup.issue, 1),
      bookingId: booking(5),
      customerId: customer(4),
      rvId: rv(2),
      title: 'Brake warning light on',
      description: 'The brake warning light came on and the pedal feels soft. We pulled over at a rest area.',
      priority: 'emergency',
      category: 'mechanical',
      status: 'open',
      location: 'Highway 1 rest area near Big Sur, CA',
      createdAt: msAt(today, 0, -2),
    },
    {
      ...base,
      id: fixedId(idGroup.issue, 2),
      bookingId: booking(6),
      customerId: customer(5),
      rvId: rv(6),
      title: 'House batteries not charging',
      description: 'The house batteries drop below 50% overnight even after driving all day.',
      priority: 'high',
      category: 'electrical',
      status: 'in_progress',
      location: 'Sedona, AZ',
      assignedTechnician: 'Marcus Lee',
      createdAt: msAt(today, 0, -20),
    },
    {
      ...base,
      id: fixedId(idGroup.issue, 3),
      customerId: customer(3),
      rvId: rv(4),
      title: "Awning won't retract fully",
      description: 'The power awning stops about a foot short of closed. Found at the return inspection.',
      priority: 'medium',
      category: 'exterior',
      status: 'in_progress',
      assignedTechnician: 'Rita Gomez',
      createdAt: msAt(today, -3, 15),
    },
    {
      ...base,
      id: fixedId(idGroup.issue, 4),
      bookingId: booking(1),
      customerId: customer(1),
      rvId: rv(1),
      title: 'Torn dinette cushion',
      description: 'A seam on the dinette cushion split during the trip.',
      priority: 'low',
      category: 'interior',
      status: 'resolved',
      resolution: 'Cushion cover replaced.',
      createdAt: msAt(today, -33, 11),
      resolvedAt: msAt(today, 0),
    },
    {
      ...base,
      id: fixedId(idGroup.issue, 5),
      bookingId: booking(3),
      customerId: customer(3),
      rvId: rv(3),
      title: 'Noisy water pump',
      description: 'The water pump cycles on and off every few minutes with all taps closed.',
      priority: 'medium',
      category: 'plumbing',
      status: 'closed',
      resolution: 'Replaced the check valve and tightened a loose fitting.',
      createdAt: msAt(today, -12, 9),
      resolvedAt: msAt(today, -8, 14),
    },
  ]
}

const html = (heading: string, body: string) => `<h1>${heading}</h1><p>${body}</p><p>The RV Connect team</p>`

export function demoNotifications(today: string): NewNotification[] {
  const base = { ownerId: demoOwner.id, provider: 'outbox' }
  const sent = (days: number, hours: number) => ({
    status: 'sent' as const,
    sentAt: msAt(today, days, hours),
    deliveredAt: msAt(today, days, hours) + 4_000,
    createdAt: msAt(today, days, hours) - 2_000,
  })
  return [
    {
      ...base,
      ...sent(-6, 1),
      id: fixedId(idGroup.notification, 1),
      customerId: customer(6),
      bookingId: booking(7),
      type: 'booking_confirmation',
      email: 'jake.morrison@example.com',
      subject: 'Your RV booking is confirmed',
      providerMessageId: 'outbox-demo-1',
      content: html(
        'Booking confirmed',
        'Hi Jake, your Mountain Majesty trip is confirmed. We will send pickup instructions a few days before.',
      ),
    },
    {
      ...base,
      ...sent(-6, 2),
      id: fixedId(idGroup.notification, 2),
      customerId: customer(6),
      bookingId: booking(7),
      type: 'payment_confirmation',
      email: 'jake.morrison@example.com',
      subject: 'Payment received',
      providerMessageId: 'outbox-demo-2',
      content: html('Payment received', 'Hi Jake, we received your payment. Thank you!'),
    },
    {
      ...base,
      ...sent(-3, 4),
      id: fixedId(idGroup.notification, 3),
      customerId: customer(2),
      bookingId: booking(11),
      type: 'booking_status_update',
      email: 'marcus.johnson@example.com',
      subject: 'Your booking was cancelled',
      providerMessageId: 'outbox-demo-3',
      content: html(
        'Booking cancelled',
        'Hi Marcus, your booking has been cancelled and your payment refunded in full.',
      ),
    },
    {
      ...base,
      id: fixedId(idGroup.notification, 4),
      customerId: customer(4),
      issueId: fixedId(idGroup.issue, 1),
      type: 'issue_reported',
      email: 'tom.becker@example.com',
      subject: 'We received your issue report',
      status: 'failed',
      createdAt: msAt(today, 0, -2),
      error: '550 5.1.1 Recipient address rejected: mailbox unavailable',
      content: html(
        'We are on it',
        'Hi Tom, we received your report "Brake warning light on". A technician will call you shortly.',
      ),
    },
    {
      ...base,
      id: fixedId(idGroup.notification, 5),
      customerId: customer(7),
      bookingId: booking(8),
      type: 'booking_reminder',
      email: 'linh.tran@example.com',
      subject: 'Your trip starts soon',
      status: 'pending',
      createdAt: msAt(today, 0, -1),
      content: html(
        'Your trip starts soon',
        'Hi Linh, your Lakeside Retreat trip starts in 10 days. Here is what to bring.',
      ),
    },
  ]
}
