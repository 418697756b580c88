import type { Quote, QuoteLine } from '../../../../worker/modules/bookings/rules/pricing'
import { formatDollars } from '../../../../worker/lib/shared/money'

/** Lines priced per night or per unit read 'Dune Cruiser: 3 × $129.99'; the others read as their label. */
const COUNTED = new Set<QuoteLine['code']>(['rv_nights', 'rv_weekend_nights', 'rv_season_nights', 'venue_nights'])
const lineText = ({ code, label, quantity, unitCents }: QuoteLine) =>
  COUNTED.has(code) || (code === 'add_on' && quantity > 1)
    ? `${label}: ${quantity} × ${formatDollars(unitCents)}`
    : label

/** A price as its lines and total, from the one quote function (or as a booking was sold). */
export function QuoteLines({ quote, extra, totalTestId }: { quote: Quote; extra?: string; totalTestId?: string }) {
  // Taxes come last, after a free extra such as 'Pick up from the owner'.
  const priced = quote.lines.filter((line) => line.code !== 'tax')
  const taxes = quote.lines.filter((line) => line.code === 'tax')
  return (
    <dl className="mt-4 space-y-2 text-sm">
      {priced.map((line, index) => (
        <Line key={`${line.code}-${index}`} text={lineText(line)} cents={line.amountCents} />
      ))}
      {extra && <Line text={extra} cents={0} />}
      {taxes.map((line, index) => (
        <Line key={`tax-${index}`} text={line.label} cents={line.amountCents} />
      ))}
      <div className="flex justify-between gap-4 border-t border-base-300 pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          {formatDollars(quote.totalCents)}
        </dd>
      </div>
      {quote.allowances && <AllowanceNote allowances={quote.allowances} />}
    </dl>
  )
}

function Line({ text, cents }: { text: string; cents: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{text}</dt>
      <dd className="tabular-nums">{formatDollars(cents)}</dd>
    </div>
  )
}

/** Included miles and generator hours for the whole trip, and what more costs (charged after the trip). */
function AllowanceNote({ allowances }: { allowances: NonNullable<Quote['allowances']> }) {
  const parts = [
    allowances.miles !== null &&
      `${allowances.miles.toLocaleString('en-US')} miles included` +
        (allowances.extraMileCents ? `, then ${formatDollars(allowances.extraMileCents)} a mile` : ''),
    allowances.generatorHours !== null &&
      `${allowances.generatorHours} generator hours included` +
        (allowances.extraGeneratorHourCents
          ? `, then ${formatDollars(allowances.extraGeneratorHourCents)} an hour`
          : ''),
  ].filter(Boolean)
  return <p className="pt-1 text-xs text-base-content/75">{parts.join(' · ')} (extras are charged after the trip).</p>
}
