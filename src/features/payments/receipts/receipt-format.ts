/** How a receipt writes money and days on screen (the PDF writes the same in the Worker). */
import { signedCents } from '../../../../worker/modules/payments/receipts/schemas'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { mediumDay } from '../../../lib/format'

/** "-19.99" → "-$19.99": a receipt's decimal strings, discounts included. */
export const receiptMoney = (decimal: string) => formatDollars(signedCents(decimal))

/** '2026-12-14' → 'Dec 14, 2026' in the viewer's own format. */
export const receiptDay = (day: string) => mediumDay(day)
