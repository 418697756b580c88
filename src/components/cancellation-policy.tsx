import {
  POLICY_LABELS,
  POLICY_TIER_LABELS,
  type CancellationPolicyName,
  type PolicyTier,
} from '../../worker/lib/shared/cancellation'

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
              {POLICY_TIER_LABELS[index] ?? `More than ${tier.moreThanDays} days`}
            </th>
            <td>{tier.percent} %</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
