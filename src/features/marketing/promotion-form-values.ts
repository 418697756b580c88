/** The New Promotion form's text state and its API payload. */
import type { DiscountType, RvType } from '../../../worker/lib/shared/enums'
import type { PromotionInput } from '../../../worker/modules/marketing/promotions/schemas'
import { optionalNumber } from '../../lib/form-errors'
import { localDate } from '../../lib/local-date'

export interface PromotionFormValues {
  name: string
  code: string
  description: string
  discountType: DiscountType
  /** Percent or dollars, as the discount type says. */
  discountValue: string
  minBookingAmount: string
  maxUses: string
  validFrom: string
  validUntil: string
  /** None = every type. */
  applicableToRvTypes: RvType[]
  active: boolean
}

/** A percentage code valid from today, on at once (spec §4: active defaults true). */
export const emptyPromotionForm = (): PromotionFormValues => ({
  name: '',
  code: '',
  description: '',
  discountType: 'percentage',
  discountValue: '',
  minBookingAmount: '',
  maxUses: '',
  validFrom: localDate(),
  validUntil: '',
  applicableToRvTypes: [],
  active: true,
})

/** Money stays the decimal text the owner typed (the schema reads it); blank optional fields are 'none'. */
export const toPromotionPayload = (values: PromotionFormValues): PromotionInput => ({
  name: values.name,
  code: values.code,
  description: values.description,
  discountType: values.discountType,
  discountValue: values.discountValue.trim(),
  minBookingAmount: values.minBookingAmount.trim() || null,
  maxUses: optionalNumber(values.maxUses),
  validFrom: values.validFrom,
  validUntil: values.validUntil || null,
  applicableToRvTypes: values.applicableToRvTypes,
  active: values.active,
})
