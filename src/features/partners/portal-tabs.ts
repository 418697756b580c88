/** The portal's parts, as /venue-portal?tab= names them (the route's guard reads this: keep it tiny). */
export const portalTabs = ['venues', 'bookings', 'earnings'] as const
export type PortalTab = (typeof portalTabs)[number]
