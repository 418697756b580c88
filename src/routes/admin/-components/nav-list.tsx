import { Link, useLocation } from '@tanstack/react-router'
import { focusRing, isActiveLink, type NavLink } from './nav-links'

export interface NavBadges {
  /** Open issues (spec §9's fixed 3, made live); undefined until the count arrives. */
  openIssues?: number
}

interface NavListProps {
  links: NavLink[]
  badges: NavBadges
  className: string
  onNavigate?: () => void
}

/** Links with the active one highlighted and marked aria-current="page". */
export function NavList({ links, badges, className, onNavigate }: NavListProps) {
  const { pathname } = useLocation()
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActiveLink(link.to, pathname)
        const count = link.badge && badges[link.badge]
        return (
          <li key={link.label}>
            <Link
              to={link.to}
              aria-current={active ? 'page' : undefined}
              className={`${focusRing} ${active ? 'menu-active font-semibold' : ''}`}
              onClick={onNavigate}
            >
              {link.label}
              {count ? (
                <>
                  <span
                    className="badge badge-error badge-sm"
                    aria-hidden="true"
                    title={`${count} with status open`}
                    data-testid="issues-badge"
                  >
                    {count}
                  </span>
                  <span className="sr-only">({count} with status open)</span>
                </>
              ) : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
