import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { CurrentUser } from '../../../lib/queries/current-user'
import { userInitial, userLabel } from '../../../features/auth/user-display'
import { navigationPaths } from '../../../lib/api'
import { focusRing } from './nav-links'

/**
 * The signed-in owner's menu: initial and label, with 'Account' (password, signing out
 * everywhere) and 'Sign Out'. A daisyUI
 * dropdown opened by state (not by focus), so aria-expanded tells the truth and Escape closes it.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const label = userLabel(user)
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const firstItem = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    if (!open) return
    firstItem.current?.focus()
    const closeOnOutsidePointer = (event: PointerEvent) =>
      root.current?.contains(event.target as Node) || setOpen(false)
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.target === button.current) {
      event.preventDefault()
      if (open) firstItem.current?.focus()
      else setOpen(true)
    }
  }

  return (
    // Arrow keys and Escape for the menu inside, per the WAI-ARIA menu button pattern; the items are links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className={`dropdown dropdown-end ${open ? 'dropdown-open' : 'dropdown-close'}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => root.current?.contains(event.relatedTarget) || setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        className="btn btn-ghost gap-2 px-1.5 sm:px-2"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${label}: account menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <span
          className="grid size-8 place-items-center rounded-full bg-primary font-bold text-primary-content"
          aria-hidden="true"
        >
          {userInitial(user)}
        </span>
        <span className="hidden max-w-32 truncate sm:inline" aria-hidden="true">
          {label}
        </span>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label="Account"
        className="menu dropdown-content z-30 mt-2 w-44 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
      >
        <li role="none">
          <Link
            ref={firstItem}
            role="menuitem"
            to="/admin/account"
            className={focusRing}
            onClick={() => setOpen(false)}
          >
            Account
          </Link>
        </li>
        {user.roles.includes('partner') && (
          <li role="none">
            {/* Two roles on one account: the portal offers the switch to the venue partner role. */}
            <Link role="menuitem" to="/venue-portal" className={focusRing} onClick={() => setOpen(false)}>
              Venue portal
            </Link>
          </li>
        )}
        <li role="none">
          {/* A navigation, not a fetch: the server ends the session and redirects home. */}
          <a role="menuitem" href={navigationPaths.logout} className={focusRing}>
            Sign Out
          </a>
        </li>
      </ul>
    </div>
  )
}
