/** The pure booking rules the server charges by and the SPA shows. */
import { describe, expect, it } from 'vitest'
import {
  deliveredVenueId,
  deliveryOptions,
  suggestedRegionsFor,
  venueDelivery,
} from '../../worker/modules/bookings/rules/delivery-options'
import { nightsBetween, quoteBooking } from '../../worker/modules/bookings/rules/pricing'
import {
  bookingStatusLabel,
  canMove,
  effectiveStatus,
  ownerMoveRefusal,
  statusesLeadingTo,
} from '../../worker/modules/bookings/rules/transitions'
import { bookingStatuses } from '../../worker/lib/shared/enums'

describe('nights', () => {
  it('counts calendar days between pickup and return, across month, year and leap-day boundaries', () => {
    expect(nightsBetween('2031-07-01', '2031-07-02')).toBe(1)
    expect(nightsBetween('2031-01-30', '2031-02-02')).toBe(3)
    expect(nightsBetween('2031-12-30', '2032-01-02')).toBe(3)
    expect(nightsBetween('2032-02-28', '2032-03-01')).toBe(2) // 2032 is a leap year
    // Daylight-saving changes do not shorten or lengthen a night: dates are read in UTC.
    expect(nightsBetween('2031-03-08', '2031-03-10')).toBe(2)
  })
})

describe('price', () => {
  const rv = { name: 'Dune Cruiser', pricePerNightCents: 12_999 }

  it('is the lines nights × RV price, nights × venue price and the delivery fee, in whole cents, and their total', () => {
    expect(
      quoteBooking({
        startDate: '2031-07-01',
        endDate: '2031-07-04',
        rv,
        venue: { name: 'Pine Ridge', pricePerNightCents: 4_550 },
        delivery: { name: 'LAX RV depot', feeCents: 7_500 },
      }),
    ).toEqual({
      nights: 3,
      lines: [
        { code: 'rv_nights', label: 'Dune Cruiser', quantity: 3, unitCents: 12_999, amountCents: 38_997 },
        { code: 'venue_nights', label: 'Pine Ridge', quantity: 3, unitCents: 4_550, amountCents: 13_650 },
        { code: 'delivery', label: 'Delivery: LAX RV depot', quantity: 1, unitCents: 7_500, amountCents: 7_500 },
      ],
      totalCents: 60_147,
    })
  })

  it('has no line for a venue or delivery that was not chosen, and never a negative stay', () => {
    const plain = quoteBooking({
      startDate: '2031-07-01',
      endDate: '2031-07-03',
      rv: { name: 'Van', pricePerNightCents: 10_000 },
    })
    expect(plain.lines.map((line) => line.code)).toEqual(['rv_nights'])
    expect(plain.totalCents).toBe(20_000)
    expect(
      quoteBooking({ startDate: '2031-07-03', endDate: '2031-07-01', rv: { name: 'Van', pricePerNightCents: 10_000 } }),
    ).toMatchObject({ nights: 0, totalCents: 0 })
  })
})

describe('delivery options', () => {
  // From San Francisco's Mission (94110's centroid) by the default rule: $30, 10 miles free, $1.50 a mile, up to 90.
  const pickup = {
    latitude: 37.7509,
    longitude: -122.4153,
    name: 'Mission depot',
    address: '1 Valencia St, San Francisco, CA 94110',
    openingHours: null,
    instructions: null,
    delivery: { baseFeeCents: 30_00, freeMiles: 10, perMileCents: 1_50, maxMiles: 90 },
  }
  // 0.1° of latitude is 6.9 miles; these are 20.7 and 96.7 miles north.
  const home = { latitude: 38.0509, longitude: -122.4153 }
  const farVenue = { id: 'v1', name: 'Far Camp', location: 'Up north', latitude: 39.1509, longitude: -122.4153 }

  it('price the renter’s address and each venue by their distance from the pickup location', () => {
    expect(deliveryOptions({ pickup, home, venues: [farVenue] })).toEqual([
      {
        id: 'home',
        name: 'Your address',
        address: 'The address you give at checkout',
        feeCents: 46_05, // $30 + 10.7 miles × $1.50
        distance: 20.7,
      },
      {
        id: 'venue:v1',
        name: 'Far Camp',
        address: 'Up north',
        feeCents: null,
        distance: 96.7,
        reason: "Beyond this owner's 90-mile delivery range",
      },
    ])
  })

  it('are none when the owner does not deliver, or the RV has no pickup location', () => {
    expect(deliveryOptions({ pickup: { ...pickup, delivery: null }, home, venues: [farVenue] })).toEqual([])
    expect(deliveryOptions({ pickup: null, home, venues: [farVenue] })).toEqual([])
  })

  it('name a venue delivery by its venue, and nothing else as one', () => {
    expect(venueDelivery('abc')).toBe('venue:abc')
    expect(deliveredVenueId('venue:abc')).toBe('abc')
    for (const id of ['home', 'venue:', 'pch-beach', 'venues:abc']) expect(deliveredVenueId(id), id).toBeNull()
  })

  it('suggest no region for a zip that is not 5 digits', () => {
    for (const zip of ['', '9021', '902100', '9021a', null, undefined]) expect(suggestedRegionsFor(zip)).toEqual([])
    expect(suggestedRegionsFor('90210')).not.toEqual(suggestedRegionsFor('10001'))
  })
})

describe('status transitions', () => {
  it('allows exactly pending → confirmed | cancelled, confirmed → in progress | cancelled, in progress → completed', () => {
    const allowed = bookingStatuses.flatMap((from) =>
      bookingStatuses.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed.sort()).toEqual([
      'confirmed→cancelled',
      'confirmed→in_progress',
      'in_progress→completed',
      'pending→cancelled',
      'pending→confirmed',
    ])
    expect(statusesLeadingTo('cancelled').sort()).toEqual(['confirmed', 'pending'])
  })

  it('lets a confirmed payment settle a pending or expired hold, and only the job expire a pending one', () => {
    const moves = (actor: 'payment' | 'expiry') =>
      bookingStatuses.flatMap((from) =>
        bookingStatuses.filter((to) => canMove(from, to, actor)).map((to) => `${from}→${to}`),
      )
    expect(moves('payment').sort()).toEqual([
      'expired→cancelled',
      'expired→confirmed',
      'pending→cancelled',
      'pending→confirmed',
    ])
    expect(moves('expiry')).toEqual(['pending→expired'])
    expect(canMove('expired', 'confirmed')).toBe(false)
  })

  it('reads a pending hold whose time ran out unpaid as expired, and nothing else', () => {
    const now = Date.parse('2031-07-01T12:00:00Z')
    const hold = { status: 'pending' as const, paymentStatus: 'pending' as const, heldUntil: now - 1 }
    expect(effectiveStatus(hold, now)).toBe('expired')
    expect(effectiveStatus({ ...hold, heldUntil: now + 1 }, now)).toBe('pending')
    expect(effectiveStatus({ ...hold, paymentStatus: 'succeeded' }, now)).toBe('pending')
    expect(effectiveStatus({ ...hold, heldUntil: null }, now)).toBe('pending')
    expect(effectiveStatus({ ...hold, status: 'confirmed' }, now)).toBe('confirmed')
  })

  it('starts a trip only from its pickup day and paid, and completes it no earlier than it could start', () => {
    const booking = { startDate: '2031-07-04', paymentStatus: 'pending' as const }
    const paid = { ...booking, paymentStatus: 'succeeded' as const }
    expect(ownerMoveRefusal(paid, 'in_progress', '2031-07-03')).toBe(
      'The trip can start on its pickup day, 2031-07-04, not before',
    )
    expect(ownerMoveRefusal(booking, 'in_progress', '2031-07-04')).toBe(
      'This booking is unpaid: record its payment before the trip starts',
    )
    expect(ownerMoveRefusal({ ...booking, paymentStatus: 'refunded' }, 'in_progress', '2031-07-05')).not.toBeNull()
    expect(ownerMoveRefusal(paid, 'in_progress', '2031-07-04')).toBeNull()
    expect(ownerMoveRefusal(booking, 'completed', '2031-07-03')).toBe(
      'The trip can complete only after it started, on or after 2031-07-04',
    )
    expect(ownerMoveRefusal(booking, 'completed', '2031-07-04')).toBeNull()
    expect(ownerMoveRefusal(booking, 'confirmed', '2031-07-01')).toBeNull()
    expect(ownerMoveRefusal(booking, 'cancelled', '2031-07-01')).toBeNull()
  })

  it('shows an unknown status as Pending', () => {
    expect(bookingStatusLabel('in_progress')).toBe('In Progress')
    expect(bookingStatusLabel('on_hold')).toBe('Pending')
  })
})
