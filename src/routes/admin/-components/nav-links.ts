import type { LinkProps } from '@tanstack/react-router'

export interface NavLink {
  to: LinkProps['to']
  label: string
  /** A live count shown beside the label (the Issues link's open issues), when the shell has it. */
  badge?: 'openIssues'
}

/** The top bar's links, in the spec's order (§2 Admin top bar). */
export const topBarLinks: NavLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/inventory', label: 'RV Fleet' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/venues', label: 'Venues' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/marketing', label: 'Marketing' },
  { to: '/admin/issues', label: 'Issues', badge: 'openIssues' },
  { to: '/admin/notifications', label: 'Notifications' },
]

/** The side navigation adds the pages the top bar has no room for (Pricing and Business beside Venues). */
export const sideNavLinks: NavLink[] = [
  ...topBarLinks.flatMap((link) =>
    link.to === '/admin/venues'
      ? [
          link,
          { to: '/admin/pricing', label: 'Pricing' } satisfies NavLink,
          { to: '/admin/business', label: 'Business' } satisfies NavLink,
        ]
      : [link],
  ),
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/advertising', label: 'Advertising' },
  { to: '/admin/budget-calculator', label: 'Budget Calculator' },
]

/** /admin counts as the dashboard (spec §2). */
export const isActiveLink = (to: NavLink['to'], pathname: string) => {
  const path = pathname.replace(/\/+$/, '') || '/'
  return path === to || (to === '/admin/dashboard' && path === '/admin')
}

/** daisyUI's menu marks keyboard focus only by a faint background (and not at all on the active item). */
export const focusRing =
  'focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
