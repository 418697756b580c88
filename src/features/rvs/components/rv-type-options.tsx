import { rvTypes } from '../../../../worker/lib/shared/enums'
import { RV_TYPE_LABELS } from '../../../../worker/modules/rvs/schemas'

/** The four RV types as <option>s, labelled as renters and owners read them. */
export function RvTypeOptions() {
  return rvTypes.map((type) => (
    <option key={type} value={type}>
      {RV_TYPE_LABELS[type]}
    </option>
  ))
}
