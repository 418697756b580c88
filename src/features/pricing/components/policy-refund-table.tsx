import {
  cancellationPolicyNames,
  POLICY_LABELS,
  POLICY_TIER_LABELS,
  POLICY_TIERS,
  type CancellationPolicyName,
} from '../../../../worker/lib/shared/cancellation'

/** Each policy's share of the rental refunded by how long before pickup the renter cancels; `chosen` is marked. */
export function PolicyRefundTable({ chosen, id }: { chosen: CancellationPolicyName; id?: string }) {
  return (
    <div className="overflow-x-auto">
      <table id={id} className="table table-sm max-w-lg">
        <caption className="pb-1 text-left text-xs text-base-content/75">
          Rental refunded when the renter cancels before pickup
        </caption>
        <thead>
          <tr>
            <th scope="col">Policy</th>
            {POLICY_TIER_LABELS.map((when) => (
              <th key={when} scope="col">
                {when}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cancellationPolicyNames.map((name) => (
            <tr key={name} className={name === chosen ? 'bg-base-200 font-semibold' : undefined}>
              <th scope="row" className={name === chosen ? 'font-semibold' : 'font-normal'}>
                {POLICY_LABELS[name]}
                {name === chosen && <span className="sr-only"> (chosen)</span>}
              </th>
              {POLICY_TIERS[name].map((tier) => (
                <td key={tier.moreThanDays}>{tier.percent} %</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
