import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CurrentUser } from '../../../lib/queries/current-user'
import { LogoMark } from '../../../components/public-layout'
import { issueStatsQuery } from '../../../features/issues/tickets/queries'
import { sideNavLinks, topBarLinks } from './nav-links'
import { NavList } from './nav-list'
import { useAdminDrawer } from './use-admin-drawer'
import { UserMenu } from './user-menu'
import { VerifyEmailBanner } from './verify-email-banner'

const DRAWER_TOGGLE_ID = 'admin-drawer-toggle'
const DRAWER_NAV_ID = 'admin-drawer-nav'

/**
 * Signed-in admin layout: the top bar across the page, the side navigation beside the content
 * (a drawer behind the menu button on phones and tablets).
 */
export function AdminShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { menuOpen, openMenu, closeMenu, menuButton, drawerNav, main } = useAdminDrawer()
  // Live: every issue change refreshes the issue queries, and a renter's report shows within a minute.
  const { data: issueStats } = useQuery({ ...issueStatsQuery(), refetchInterval: 60_000 })
  const badges = { openIssues: issueStats?.open }
  return (
    <div className="flex min-h-dvh flex-col bg-base-100">
      <a
        href="#admin-main"
        inert={menuOpen}
        className="btn btn-primary btn-sm sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header
        inert={menuOpen}
        className="navbar sticky top-0 z-10 print:hidden min-h-14 gap-1 border-b border-base-300 bg-base-100/95 px-2 backdrop-blur sm:px-3"
      >
        <button
          ref={menuButton}
          type="button"
          className="btn btn-ghost btn-square lg:hidden"
          aria-label="Open navigation menu"
          aria-controls={DRAWER_NAV_ID}
          aria-expanded={menuOpen}
          onClick={openMenu}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <Link
          to="/admin"
          activeOptions={{ exact: true }}
          className="btn btn-ghost shrink-0 gap-2 px-2 text-lg font-bold"
        >
          <LogoMark className="size-7" />
          RV Connect<span className="sr-only"> admin home</span>
        </Link>
        {/* Below xl the side navigation (same links) is the way round; the bar keeps its actions. */}
        <nav aria-label="Main" className="hidden min-w-0 flex-1 justify-center xl:flex">
          <NavList
            links={topBarLinks}
            badges={badges}
            className="menu menu-horizontal menu-sm flex-nowrap gap-0.5 px-1"
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-0">
          <Link to="/book" className="btn btn-success btn-sm">
            Book RV
          </Link>
          <UserMenu user={user} />
        </div>
      </header>
      <div className="drawer flex-1 lg:drawer-open">
        <input
          id={DRAWER_TOGGLE_ID}
          type="checkbox"
          className="drawer-toggle"
          checked={menuOpen}
          onChange={(event) => (event.target.checked ? openMenu() : closeMenu())}
          tabIndex={-1}
          aria-hidden="true"
        />
        <div inert={menuOpen} className="drawer-content min-w-0">
          <main
            ref={main}
            id="admin-main"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl p-4 focus:outline-none sm:p-6"
          >
            {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
            {children}
          </main>
        </div>
        <div className="drawer-side z-20 print:hidden lg:top-14 lg:h-[calc(100dvh-3.5rem)]">
          <label htmlFor={DRAWER_TOGGLE_ID} className="drawer-overlay" aria-label="Close navigation menu" />
          <div ref={drawerNav} id={DRAWER_NAV_ID} className="min-h-full w-64 border-r border-base-300 bg-base-100 p-4">
            <nav aria-label="Admin sections">
              <NavList links={sideNavLinks} badges={badges} className="menu w-full gap-1" />
            </nav>
            {/* Phones: a visible way out for touch screen-reader users, who have no Escape key. */}
            <button type="button" className="btn btn-ghost btn-sm mt-4 w-full lg:hidden" onClick={() => closeMenu()}>
              Close menu
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
