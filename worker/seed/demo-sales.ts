/** Leads of both owners, the customers their interest created, and their lead fees. */
import type { businessPayments, customers, FeeStatus, LeadStatus, leads } from '../db/schema'
import { nightsBetween } from '../modules/bookings/rules/pricing'
import { addDays, fixedId, idGroup, msAt } from './demo-helpers'
import { demoOwner, secondOwner } from './demo-people'

type NewLead = typeof leads.$inferInsert
type NewBusinessPayment = typeof businessPayments.$inferInsert
type NewCustomer = typeof customers.$inferInsert

interface Priced {
  id: string
  pricePerNightCents: number
}

interface LeadSpec {
  n: number
  ownerId: string
  rv: number
  customer?: number
  name: [string, string]
  phone?: string
  location: string
  zip: string
  dates: [number, number]
  status: LeadStatus
  paid: Exclude<FeeStatus, 'waived'>
  createdAgo: number
  notes?: string
}

const specs: LeadSpec[] = [
  {
    n: 1,
    ownerId: demoOwner.id,
    rv: 7,
    name: ['Hannah', 'Brooks'],
    location: 'Fort Collins, CO',
    zip: '80521',
    dates: [30, 35],
    status: 'new',
    paid: 'pending',
    createdAgo: 1,
  },
  {
    n: 2,
    ownerId: demoOwner.id,
    rv: 3,
    customer: 6,
    name: ['Jake', 'Morrison'],
    phone: '(503) 555-0176',
    location: 'Portland, OR',
    zip: '97209',
    dates: [40, 44],
    status: 'contacted',
    paid: 'succeeded',
    createdAgo: 5,
    notes: 'Called back: wants a dog-friendly van.',
  },
  {
    n: 3,
    ownerId: demoOwner.id,
    rv: 7,
    customer: 7,
    name: ['Linh', 'Tran'],
    phone: '(206) 555-0158',
    location: 'Seattle, WA',
    zip: '98102',
    dates: [10, 14],
    status: 'converted',
    paid: 'succeeded',
    createdAgo: 8,
    notes: 'Booked the Lakeside Retreat.',
  },
  {
    n: 4,
    ownerId: demoOwner.id,
    rv: 1,
    name: ['Derek', 'Olsen'],
    location: 'Cheyenne, WY',
    zip: '82001',
    dates: [15, 22],
    status: 'lost',
    paid: 'succeeded',
    createdAgo: 12,
    notes: 'Chose a rental closer to home.',
  },
  {
    n: 1001,
    ownerId: secondOwner.id,
    rv: 1002,
    customer: 1002,
    name: ['Owen', 'Patel'],
    phone: '(704) 555-0148',
    location: 'Charlotte, NC',
    zip: '28202',
    dates: [12, 15],
    status: 'new',
    paid: 'pending',
    createdAgo: 2,
  },
]

/** A lead from someone the owner did not know yet: the customer their interest created. */
const leadCustomerNumber = (s: LeadSpec) => s.customer ?? 500 + s.n
const emailOf = (s: LeadSpec) => `${s.name[0]}.${s.name[1]}@example.com`.toLowerCase()

export const leadCustomers = (today: string): NewCustomer[] =>
  specs
    .filter((s) => s.customer === undefined)
    .map((s) => ({
      id: fixedId(idGroup.customer, leadCustomerNumber(s)),
      ownerId: s.ownerId,
      firstName: s.name[0],
      lastName: s.name[1],
      email: emailOf(s),
      phone: s.phone ?? null,
      zipCode: s.zip,
      source: 'lead' as const,
      createdAt: msAt(today, -s.createdAgo, 3),
    }))

export function allLeads(today: string, rvs: Priced[]): NewLead[] {
  return specs.map((s) => {
    const rvId = fixedId(idGroup.rv, s.rv)
    const rvPrice = rvs.find((rv) => rv.id === rvId)?.pricePerNightCents
    if (rvPrice === undefined) throw new Error(`Demo lead refers to a missing RV ${rvId}`)
    const [first, last] = s.name
    const requestedStartDate = addDays(today, s.dates[0])
    const requestedEndDate = addDays(today, s.dates[1])
    const createdAt = msAt(today, -s.createdAgo, 3)
    return {
      id: fixedId(idGroup.lead, s.n),
      ownerId: s.ownerId,
      customerId: fixedId(idGroup.customer, leadCustomerNumber(s)),
      rvId,
      customerFirstName: first,
      customerLastName: last,
      customerEmail: emailOf(s),
      customerPhone: s.phone ?? null,
      customerLocation: s.location,
      customerZipCode: s.zip,
      requestedStartDate,
      requestedEndDate,
      estimatedRevenueCents: nightsBetween(requestedStartDate, requestedEndDate) * rvPrice,
      leadCostCents: 500,
      paymentStatus: s.paid,
      paymentIntentId: s.paid === 'succeeded' ? `pi_demo_lead_${s.n}` : null,
      status: s.status,
      notes: s.notes ?? null,
      createdAt,
      updatedAt: createdAt,
    }
  })
}

/** One lead fee per lead, paid or still owed as the lead says. */
export const leadFeePayments = (leadRows: NewLead[]): NewBusinessPayment[] =>
  leadRows.map((lead, i) => ({
    id: fixedId(idGroup.businessPayment, i + 1),
    ownerId: lead.ownerId,
    leadId: lead.id,
    amountCents: lead.leadCostCents ?? 500,
    paymentType: 'lead_fee' as const,
    description: `Lead fee: ${lead.customerFirstName} ${lead.customerLastName}`,
    paymentIntentId: lead.paymentIntentId,
    status: lead.paymentStatus ?? 'pending',
    createdAt: lead.createdAt,
  }))
