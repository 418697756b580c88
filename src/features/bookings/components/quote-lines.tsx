import type { Quote, QuoteLine } from '../../../../worker/modules/bookings/rules/pricing'
import { formatDollars } from '../../../../worker/lib/shared/money'

/** 'Dune Cruiser: 3 × $129.99' for nightly lines; other lines read as their label. */
const lineText = ({ code, label, quantity, unitCents }: QuoteLine) =>
  code === 'delivery' || code === 'discount' ? label : `${label}: ${quantity} × ${formatDollars(unitCents)}`

/** A price as its lines and total, from the one quote function (or as a booking was sold). */
export function QuoteLines({ quote, extra, totalTestId }: { quote: Quote; extra?: string; totalTestId?: string }) {
  return (
    <dl className="mt-4 space-y-2 text-sm">
      {quote.lines.map((line) => (
        <div key={line.code} className="flex justify-between gap-4">
          <dt>{lineText(line)}</dt>
          <dd className="tabular-nums">{formatDollars(line.amountCents)}</dd>
        </div>
      ))}
      {extra && (
        <div className="flex justify-between gap-4">
          <dt>{extra}</dt>
          <dd className="tabular-nums">{formatDollars(0)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-base-300 pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          {formatDollars(quote.totalCents)}
        </dd>
      </div>
    </dl>
  )
}
