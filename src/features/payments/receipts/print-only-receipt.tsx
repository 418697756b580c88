/**
 * While a receipt is on screen, printing the page prints only the receipt: every element that is
 * neither the receipt, inside it, nor one of its ancestors is left out (`:has()`), so the nav,
 * the lookup form and the page's buttons never reach the paper, whichever layout holds it.
 */
export const PRINT_ROOT = 'data-print-receipt'

const PRINT_CSS = `@media print {
  body *:not(:has([${PRINT_ROOT}])):not([${PRINT_ROOT}]):not([${PRINT_ROOT}] *) { display: none !important; }
  body, body *:has([${PRINT_ROOT}]) { background: #fff !important; color: #000 !important; box-shadow: none !important; }
}`

export function PrintOnlyReceipt() {
  return <style>{PRINT_CSS}</style>
}
