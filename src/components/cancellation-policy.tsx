import { POLICY_LABELS, type CancellationPolicyName, type PolicyTier } from '../../worker/lib/shared/cancellation'

const TIER_HEADINGS = ['More than 30 days', '8-30 days', '7 days or less']

/** A cancellation policy's refund of the rental by time before pickup, as a small table. */
export function CancellationPolicyTable({ name, tiers }: { name: CancellationPolicyName; tiers: PolicyTier[] }) {
  return (
    <table className="table table-xs mt-2 w-auto">
      <caption className="text-left text-sm font-semibold">{POLICY_LABELS[name]} cancellation policy</caption>
      <thead>
        <tr>
          <th scope="col">Cancelled before pickup</th>
          <th scope="col">Rental refunded</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={tier.moreThanDays}>
            <th scope="row" className="font-normal">
              {TIER_HEADINGS[index] ?? `More than ${tier.moreThanDays} days`}
            </th>
            <td>{tier.percent} %</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
