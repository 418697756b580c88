import { useId, type ReactNode } from 'react'
import { POLICY_LABELS } from '../../../../worker/lib/shared/cancellation'
import { bookingStatusLabel } from '../../../../worker/modules/bookings/rules/transitions'
import { signedCents } from '../../../../worker/modules/payments/receipts/schemas'
import { PAYMENT_STATUS_LABELS } from '../../../../worker/modules/bookings/rules/transitions'
import { PRODUCT_NAME } from '../../../../worker/lib/shared/product'
import { FactList } from '../../../components/fact-list'
import { PRINT_ROOT, PrintOnlyReceipt } from './print-only-receipt'
import { receiptDay, receiptMoney } from './receipt-format'
import type { Receipt } from './queries'

/** Lines priced per night or per unit read 'Dune Cruiser: 3 × $129.99'. */
const lineText = ({ label, quantity, unitPrice }: Receipt['lines'][number]) =>
  quantity > 1 ? `${label}: ${quantity} × ${receiptMoney(unitPrice)}` : label

/** A small table of description and amount, phone-width friendly (two columns), with an optional bold last row. */
function AmountTable({
  caption,
  rows,
  total,
}: {
  caption: string
  rows: { key: string; text: string; amount: string }[]
  total?: { text: string; amount: string }
}) {
  return (
    <table className="table table-sm mt-1">
      <caption className="text-left text-sm font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className="px-0">{row.text}</td>
            <td className="px-0 text-right tabular-nums">{row.amount}</td>
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr className="border-t border-base-300 text-base-content print:border-black">
            <th scope="row" className="px-0 text-left">
              {total.text}
            </th>
            <td className="px-0 text-right font-bold tabular-nums">{total.amount}</td>
          </tr>
        </tfoot>
      )}
    </table>
  )
}

/** Who issued the receipt: the business's logo, name and contacts. */
function BusinessHeader({ business }: { business: Receipt['business'] }) {
  const contacts = [business.phone, business.supportEmail].filter(Boolean)
  return (
    <div className="flex items-center gap-3">
      {business.logoUrl && <img src={business.logoUrl} alt="" className="h-12 w-auto max-w-40 object-contain" />}
      <div>
        <p className="font-semibold">{business.name}</p>
        {contacts.length > 0 && <p className="text-sm text-base-content/75">{contacts.join(' · ')}</p>}
      </div>
    </div>
  )
}

/**
 * A booking's receipt, the same document the PDF draws: the business that issued it, the price as
 * sold line by line, every payment and refund, what was paid, refunded and kept, and the
 * cancellation policy's deadlines in the owner's time zone. `actions` (download, print) are left
 * off the printed page.
 */
export function ReceiptView({ receipt, actions }: { receipt: Receipt; actions?: ReactNode }) {
  const titleId = useId()
  const facts: [string, string][] = [
    ['Booking ID', receipt.bookingId],
    ['RV', receipt.rvName],
    ['Dates', `${receiptDay(receipt.startDate)} – ${receiptDay(receipt.endDate)}`],
    ...(receipt.renter ? [['Renter', receipt.renter] as [string, string]] : []),
    ['Booking', bookingStatusLabel(receipt.status)],
    ['Payment', PAYMENT_STATUS_LABELS[receipt.paymentStatus]],
    ['Issued', receiptDay(receipt.issuedOn)],
  ]
  const { policy } = receipt
  return (
    <article
      {...{ [PRINT_ROOT]: '' }}
      aria-labelledby={titleId}
      className="card border border-base-300 bg-base-100 text-left print:border-0 print:bg-white print:text-black print:[&_*]:text-black"
    >
      <PrintOnlyReceipt />
      <div className="card-body gap-4 p-4 sm:p-6 print:p-0">
        <header className="flex flex-col gap-3">
          <BusinessHeader business={receipt.business} />
          <h2 id={titleId} className="text-xl font-bold">
            Receipt
          </h2>
        </header>
        <FactList facts={facts} />
        <AmountTable
          caption="Price"
          rows={receipt.lines.map((line, index) => ({
            key: `${line.code}-${index}`,
            text: lineText(line),
            amount: receiptMoney(line.amount),
          }))}
          total={{ text: 'Total', amount: receiptMoney(receipt.total) }}
        />
        {signedCents(receipt.tax) !== 0 && (
          <p className="-mt-3 text-xs text-base-content/75">Taxes included: {receiptMoney(receipt.tax)}</p>
        )}
        <AmountTable
          caption="Payments"
          rows={receipt.payments.map((payment, index) => ({
            key: `payment-${index}`,
            text: `${receiptDay(payment.date)} · ${payment.method}`,
            amount: receiptMoney(payment.amount),
          }))}
        />
        {receipt.refunds.length > 0 && (
          <AmountTable
            caption="Refunds"
            rows={receipt.refunds.map((refund, index) => ({
              key: `refund-${index}`,
              text: `${receiptDay(refund.date)} · ${refund.reasonLabel} · ${refund.statusLabel}`,
              amount: receiptMoney(refund.amount),
            }))}
          />
        )}
        <AmountTable
          caption="Summary"
          rows={[
            { key: 'paid', text: 'Paid', amount: receiptMoney(receipt.paid) },
            { key: 'refunded', text: 'Refunded', amount: receiptMoney(receipt.refunded) },
            ...(signedCents(receipt.refundPending) !== 0
              ? [{ key: 'pending', text: 'Refund pending', amount: receiptMoney(receipt.refundPending) }]
              : []),
          ]}
          total={{ text: 'Net paid', amount: receiptMoney(receipt.net) }}
        />
        {policy && (
          <section aria-label="Cancellation policy" className="text-sm">
            <h3 className="font-semibold">{POLICY_LABELS[policy.name]} cancellation policy</h3>
            <p className="mt-1">{policy.text}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {policy.deadlines.map((deadline) => (
                <li key={deadline.text}>{deadline.text}</li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-base-content/75">
              Pickup {policy.pickup}. Times are in {policy.timeZone}.
            </p>
          </section>
        )}
        <p className="text-xs text-base-content/75">Issued with {PRODUCT_NAME}</p>
        {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
      </div>
    </article>
  )
}
