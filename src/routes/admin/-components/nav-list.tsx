import { Link, useLocation } from '@tanstack/react-router'
import { isActiveLink, type NavLink } from './nav-links'

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
            <Link to={link.to} aria-current={active ? 'page' : undefined} className={active ? 'menu-active font-semibold' : undefined} onClick={onNavigate}>
              {link.label}
              {link.badge !== undefined && (
                <span className="badge badge-error badge-sm" aria-label={`${link.badge} open`}>
                  {link.badge}
                </span>
              )}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
