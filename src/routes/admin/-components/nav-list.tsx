import { Link, useLocation } from '@tanstack/react-router'
import { focusRing, isActiveLink, type NavLink } from './nav-links'

interface NavListProps {
  links: NavLink[]
  className: string
  onNavigate?: () => void
}

/** Links with the active one highlighted and marked aria-current="page". */
export function NavList({ links, className, onNavigate }: NavListProps) {
  const { pathname } = useLocation()
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActiveLink(link.to, pathname)
        return (
          <li key={link.label}>
            <Link
              to={link.to}
              aria-current={active ? 'page' : undefined}
              className={`${focusRing} ${active ? 'menu-active font-semibold' : ''}`}
              onClick={onNavigate}
            >
              {link.label}
              {link.badge !== undefined && (
                <>
                  <span className="badge badge-error badge-sm" aria-hidden="true">
                    {link.badge}
                  </span>
                  <span className="sr-only">({link.badge} open)</span>
                </>
              )}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
