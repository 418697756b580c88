import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import type { CurrentUser } from '../../../../worker/modules/auth/schemas'
import { sideNavLinks, topBarLinks } from './nav-links'
import { NavList } from './nav-list'
import { UserMenu } from './user-menu'

const DRAWER_ID = 'admin-navigation'

/** Signed-in admin layout: top bar, side navigation beside the content, a drawer on phones. */
export function AdminShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <div className="drawer lg:drawer-open">
      <input id={DRAWER_ID} type="checkbox" className="drawer-toggle" checked={menuOpen} onChange={(event) => setMenuOpen(event.target.checked)} tabIndex={-1} aria-hidden="true" />
      <div className="drawer-content flex min-h-screen flex-col">
        <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:btn">
          Skip to content
        </a>
        <header className="navbar sticky top-0 z-10 gap-2 border-b border-base-300 bg-base-100 px-3">
          <button type="button" className="btn btn-ghost btn-square lg:hidden" aria-label="Open navigation menu" aria-controls={DRAWER_ID} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <Link to="/admin" className="btn btn-ghost px-2 text-lg font-bold">
            RV Connect <span className="badge badge-outline badge-sm hidden sm:inline-flex">Admin</span>
          </Link>
          <nav aria-label="Main" className="hidden flex-1 justify-center lg:flex">
            <NavList links={topBarLinks} className="menu menu-horizontal menu-sm flex-nowrap gap-1 px-1" />
          </nav>
          <div className="ml-auto flex items-center gap-2 lg:ml-0">
            <Link to="/book" className="btn btn-success btn-sm">
              Book RV
            </Link>
            <UserMenu user={user} />
          </div>
        </header>
        <main id="admin-main" className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
      <div className="drawer-side z-20">
        <label htmlFor={DRAWER_ID} className="drawer-overlay" aria-label="Close navigation menu" />
        <nav aria-label="Admin sections" className="min-h-full w-64 border-r border-base-300 bg-base-100 p-4 lg:pt-20">
          <NavList links={sideNavLinks} className="menu w-full gap-1" onNavigate={() => setMenuOpen(false)} />
        </nav>
      </div>
    </div>
  )
}
