const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]'

/** Whether Tab can land on `element`: focusable, not disabled, rendered, and not taken out of the tab order. */
function isTabbable(element: HTMLElement) {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false
  if (!element.checkVisibility({ visibilityProperty: true })) return false
  // Of a group of radios only the checked one is in the tab order (the first, when none is).
  if (element instanceof HTMLInputElement && element.type === 'radio' && element.name && !element.checked) {
    const group = [...(element.form ?? element.ownerDocument).querySelectorAll('input[type="radio"]')].filter(
      (radio): radio is HTMLInputElement =>
        radio instanceof HTMLInputElement && radio.name === element.name && radio.form === element.form,
    )
    return !group.some((radio) => radio.checked) && group[0] === element
  }
  return true
}

/** The elements inside `container` that Tab visits, in document order (positive tabindex is not used here). */
export function tabbables(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isTabbable)
}
