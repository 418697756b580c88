import { rvTypes } from '../../../../worker/lib/shared/enums'
import { RV_TYPE_LABELS } from '../../../../worker/modules/rvs/schemas'
import { LabelledOptions } from '../../../components/labelled-options'

/** The four RV types as <option>s, labelled as renters and owners read them. */
export function RvTypeOptions() {
  return <LabelledOptions values={rvTypes} labels={RV_TYPE_LABELS} />
}
