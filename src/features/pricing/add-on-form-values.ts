/** The Add/Edit add-on form's state, and how it becomes the API payload. */
import type { AddOnUnit } from '../../../worker/lib/shared/rate-card'
import type { AddOnInput } from '../../../worker/modules/pricing/schemas'
import { numberOrZero } from '../../lib/form-errors'
import type { AddOn } from './queries'

export interface AddOnFormValues {
  name: string
  price: string
  unit: AddOnUnit
  maxQuantity: string
  taxable: boolean
  allRvs: boolean
  rvIds: string[]
  active: boolean
}

export const emptyAddOnForm = (): AddOnFormValues => ({
  name: '',
  price: '',
  unit: 'per_stay',
  maxQuantity: '1',
  taxable: false,
  allRvs: true,
  rvIds: [],
  active: true,
})

export const addOnToFormValues = ({
  name,
  price,
  unit,
  maxQuantity,
  taxable,
  allRvs,
  rvIds,
  active,
}: AddOn): AddOnFormValues => ({
  name,
  price,
  unit,
  maxQuantity: String(maxQuantity),
  taxable,
  allRvs,
  rvIds,
  active,
})

/** A blank price stays blank so the schema asks for one; an unreadable quantity becomes 0, which it refuses. */
export const toAddOnPayload = (values: AddOnFormValues): AddOnInput => ({
  ...values,
  price: values.price.trim(),
  maxQuantity: numberOrZero(values.maxQuantity),
  rvIds: values.allRvs ? [] : values.rvIds,
})
