/** The two demo owners (with their sign-in passwords) and their customers. */
import type { customers } from '../db/schema'
import { fixedId, idGroup, msAt } from './demo-helpers'

type NewCustomer = typeof customers.$inferInsert

export interface DemoOwner {
  id: string
  email: string
  password: string
  firstName: string
  lastName: string
  /** The emergency help line on the Issues banner, and the day 'Resolved Today' counts in. */
  helpPhone?: string
  timeZone?: string
}

export const demoOwner: DemoOwner = {
  id: fixedId(idGroup.user, 1),
  email: 'owner@demo.rvconnect.test',
  password: 'demo-owner-pass',
  firstName: 'Dana',
  lastName: 'Reyes',
  helpPhone: '+1 (555) 010-0911',
  timeZone: 'America/Denver',
}

export const secondOwner: DemoOwner = {
  id: fixedId(idGroup.user, 2),
  email: 'second@demo.rvconnect.test',
  password: 'second-owner-pass',
  firstName: 'Sam',
  lastName: 'Ortiz',
}

type Person = [
  first: string,
  last: string,
  phone: string,
  address: string,
  city: string,
  state: string,
  zip: string,
  /** Lower-cased, as the customer form stores them; 'family' and 'adventure' feed marketing audiences. */
  tags?: string[],
]

const demoPeople: Person[] = [
  ['Emily', 'Carter', '(303) 555-0142', '1824 Cedar Ave', 'Denver', 'CO', '80206', ['family', 'national parks']],
  ['Marcus', 'Johnson', '(512) 555-0187', '47 Barton Springs Rd', 'Austin', 'TX', '78704'],
  ['Priya', 'Natarajan', '(415) 555-0119', '350 Valencia St', 'San Francisco', 'CA', '94103'],
  ['Tom', 'Becker', '(720) 555-0163', '9 Aspen Ct', 'Boulder', 'CO', '80302', ['adventure', 'off-grid']],
  ['Aisha', 'Williams', '(602) 555-0131', '2210 E Camelback Rd', 'Phoenix', 'AZ', '85016', ['family', 'pet friendly']],
  ['Jake', 'Morrison', '(503) 555-0176', '615 NW Hoyt St', 'Portland', 'OR', '97209'],
  ['Linh', 'Tran', '(206) 555-0158', '1430 Eastlake Ave E', 'Seattle', 'WA', '98102'],
  ['Carlos', 'Mendoza', '(505) 555-0124', '88 Old Town Rd', 'Albuquerque', 'NM', '87104'],
]

const secondPeople: Person[] = [
  ['Grace', 'Whitfield', '(828) 555-0191', '12 Haywood St', 'Asheville', 'NC', '28801'],
  ['Owen', 'Patel', '(704) 555-0148', '501 S Tryon St', 'Charlotte', 'NC', '28202'],
]

function toCustomers(ownerId: string, people: Person[], firstNumber: number, today: string): NewCustomer[] {
  return people.map(([firstName, lastName, phone, address, city, state, zipCode, tags = []], i) => ({
    id: fixedId(idGroup.customer, firstNumber + i),
    ownerId,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    phone,
    address,
    city,
    state,
    zipCode,
    tags,
    // Joined over the last few months, oldest first.
    createdAt: msAt(today, -120 + i * 12, 10),
  }))
}

export const demoCustomers = (today: string) => toCustomers(demoOwner.id, demoPeople, 1, today)
export const secondCustomers = (today: string) => toCustomers(secondOwner.id, secondPeople, 1001, today)
