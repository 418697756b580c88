import { useLocation } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The phone drawer is modal: while open the page behind it is inert, focus starts on its links and
 * returns to the menu button (or to the new page after following a link); Escape closes it.
 */
export function useAdminDrawer() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const drawerNav = useRef<HTMLDivElement>(null)
  const main = useRef<HTMLElement>(null)
  const focusAfterClose = useRef<'button' | 'main' | null>(null)
  const { pathname } = useLocation()

  // Focus in the drawer, or nowhere (after Shift+Tab out of it into the browser), has to be put back.
  const focusNeedsAHome = () =>
    drawerNav.current?.contains(document.activeElement) ||
    !document.activeElement ||
    document.activeElement === document.body
  const openMenu = () => setMenuOpen(true)
  const closeMenu = useCallback((then: 'button' | 'main' = 'button') => {
    if (focusNeedsAHome()) focusAfterClose.current = then
    setMenuOpen(false)
  }, [])

  useEffect(() => {
    if (!menuOpen) {
      // The page behind is interactive again only after this render, so focus moves now.
      const target =
        focusAfterClose.current === 'main'
          ? main.current
          : focusAfterClose.current === 'button'
            ? menuButton.current
            : null
      focusAfterClose.current = null
      target?.focus()
      return
    }
    // daisyUI reveals the drawer after a short transition delay: focus its first link once it shows.
    let frame = 0
    let tries = 0
    const focusWhenVisible = () => {
      const nav = drawerNav.current
      if (nav && getComputedStyle(nav).visibility === 'visible')
        nav.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus()
      else if (tries++ < 60) frame = requestAnimationFrame(focusWhenVisible)
    }
    frame = requestAnimationFrame(focusWhenVisible)
    const closeOnEscape = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && closeMenu()
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [menuOpen, closeMenu])

  // Any navigation closes the drawer; after following one of its links, reading starts on the new page.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    // The router's location changed outside this component: closing follows it, once per navigation.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (menuOpen) closeMenu('main')
  }, [pathname, menuOpen, closeMenu])

  return { menuOpen, openMenu, closeMenu, menuButton, drawerNav, main }
}
