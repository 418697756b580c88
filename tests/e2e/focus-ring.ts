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
