import { expect, type Locator, type Page } from '@playwright/test'

/**
 * What the keyboard's focus is on and whether it shows: run in the page (pass it to `evaluate`),
 * so it uses nothing from outside its own body. `shown` is an outline that is not 'none', of some
 * width, in a colour that is not transparent: drawn by the focused control, by its ::before or
 * ::after (a stretched link), or by a close container (a card outlined while its link has focus).
 * `arrived` is whether `target` has the focus.
 */
export function focusRing(target: Element | null) {
  const active = document.activeElement
  const arrived = target !== null && target === active
  if (!active || active === document.body) return { name: 'nothing (focus is outside the page)', shown: false, arrived }
  const outlined = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) > 0 &&
    !/^transparent$|\/ 0\)$|, 0\)$/.test(style.outlineColor)
  const parents = [active.parentElement, active.parentElement?.parentElement, active.closest('li, article')]
  const shown =
    outlined(getComputedStyle(active)) ||
    outlined(getComputedStyle(active, '::after')) ||
    outlined(getComputedStyle(active, '::before')) ||
    parents.some((parent) => parent && outlined(getComputedStyle(parent)))
  const label = active.getAttribute('aria-label') ?? (active as HTMLInputElement).labels?.[0]?.textContent
  return {
    name: `${active.tagName.toLowerCase()} "${(label ?? active.textContent ?? '').trim().slice(0, 60)}"`,
    shown,
    arrived,
  }
}

/**
 * Where focus is once its ring is drawn. The browser may draw it a frame (or a transition) after
 * focus moves, so a single read passes or fails by timing: this reads again until the focused
 * control shows a ring, and fails only when it never does. Focus outside the page answers at once.
 * With a `target`, `arrived` says whether focus is on it.
 */
export async function settledFocus(page: Page, target?: Locator) {
  let here = { name: '', shown: false, arrived: false }
  await expect(async () => {
    here = target ? await target.evaluate(focusRing) : await page.evaluate(focusRing, null)
    if (here.name.startsWith('nothing')) return
    expect(here.shown, `a focus ring on ${here.name}`).toBe(true)
  }).toPass({ timeout: 5_000 })
  return here
}
