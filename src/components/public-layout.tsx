import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'

interface PublicLayoutProps {
  children: ReactNode
  /** Right side of the header. Defaults to the app and booking links; pass null for none. */
  actions?: ReactNode
}

const focusRing =
  'rounded-field outline-offset-2 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-primary'

/** Frame of the public pages: header with the logo (links to /), the page in <main>, a footer. */
export function PublicLayout({ children, actions }: PublicLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content">
      <a
        href="#main-content"
        className="btn btn-primary btn-sm sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Link to="/" className={`flex items-center gap-2 text-lg font-bold ${focusRing}`}>
            <LogoMark />
            <span>
              RV Connect<span className="sr-only"> home</span>
            </span>
          </Link>
          {actions === undefined ? <DefaultActions /> : actions}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

function DefaultActions() {
  return (
    <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
      <Link to="/mobile-app" className="btn btn-ghost btn-sm hidden sm:inline-flex">
        Mobile App
      </Link>
      <Link to="/book" className="btn btn-primary btn-sm">
        Book an RV
      </Link>
    </nav>
  )
}

function SiteFooter() {
  // The visitor's year, not the build's: a prerendered page shows it once hydrated.
  const year = useHydrated() ? `${new Date().getFullYear()} ` : ''
  return (
    <footer className="border-t border-base-300 bg-base-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-base-content/80">© {year}RV Connect. Made for the open road.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/book" className={`link link-hover tap-target ${focusRing}`}>
                Book an RV
              </Link>
            </li>
            <li>
              <Link to="/budget-calculator" className={`link link-hover tap-target ${focusRing}`}>
                Trip Budget Calculator
              </Link>
            </li>
            <li>
              <Link to="/mobile-app" className={`link link-hover tap-target ${focusRing}`}>
                Mobile App
              </Link>
            </li>
            <li>
              <Link to="/admin" className={`link link-hover tap-target ${focusRing}`}>
                For Business Owners
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}

/** An RV silhouette in a rounded square, drawn inline so the header needs no image request. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M6 10h15a5 5 0 0 1 5 5v5H6z" className="fill-primary-content" />
      <path d="M9 13h4v3H9zM15 13h4v3h-4z" className="fill-primary" />
      <circle cx="11" cy="21.5" r="2.5" className="fill-primary-content stroke-primary" strokeWidth="1.5" />
      <circle cx="21" cy="21.5" r="2.5" className="fill-primary-content stroke-primary" strokeWidth="1.5" />
    </svg>
  )
}
