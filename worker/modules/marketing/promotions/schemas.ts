/** Promotion payloads (spec §3 promotions, §7 /api/promotions), shared by the API and the promotion dialog. */
import * as v from 'valibot'
import { calendarDay, isRealDay, optionalCalendarDay } from '../../../lib/shared/dates'
import { discountTypes, rvTypes, type DiscountType, type RvType } from '../../../lib/shared/enums'
import { fieldProblems, formObject, optionalText, requiredText } from '../../../lib/shared/fields'
import { moneySchema } from '../../../lib/shared/money'
import { pageQueryFields } from '../../../lib/shared/paging'

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percentage: 'Percent off',
  fixed: 'Fixed amount off',
}

/** Letters, digits, '-' and '_'; stored upper-case, so 'summer10' and 'SUMMER10' are one code. */
export const promotionCode = v.pipe(
  v.string('Code is required'),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('Code is required'),
  v.maxLength(32, 'Code must be at most 32 characters'),
  v.regex(/^[A-Z0-9_-]+$/, 'Code may use only letters, digits, - and _'),
)

const optionalMoney = (label: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.literal(''), moneySchema(label)])),
      v.transform((cents) => (cents === '' ? null : cents)),
    ),
    null,
  )

const fields = {
  name: requiredText('Name', 120),
  code: promotionCode,
  description: optionalText('Description', 500),
  discountType: v.picklist(discountTypes, 'Choose percent off or a fixed amount off'),
  /** Hundredths, as stored: "15" percent → 1500, "25.00" off → 2500 (the same decimal rule for both). */
  discountValue: moneySchema('Discount value'),
  minBookingAmount: optionalMoney('Minimum booking amount'),
  maxUses: v.optional(
    v.nullable(
      v.pipe(
        v.union([v.literal(''), v.number('Max uses must be a number')]),
        v.transform((n) => (n === '' ? null : n)),
        v.nullable(
          v.pipe(
            v.number(),
            v.integer('Max uses must be a whole number'),
            v.minValue(1, 'Max uses must be at least 1'),
            v.maxValue(1_000_000, 'Max uses must be at most 1,000,000'),
          ),
        ),
      ),
    ),
    null,
  ),
  validFrom: calendarDay('Valid from'),
  validUntil: optionalCalendarDay('Valid until'),
  applicableToRvTypes: v.optional(
    v.pipe(
      v.array(v.picklist(rvTypes, 'Choose RV types from the list'), 'Choose RV types'),
      v.maxLength(rvTypes.length),
    ),
    [],
  ),
  active: v.optional(v.boolean('Active must be true or false'), true),
}

interface Terms {
  discountType?: DiscountType
  discountValue?: number
  validFrom?: string
  validUntil?: string | null
}

/** The rules across fields, as [field, message] pairs. */
export function promotionProblems(terms: Terms): [string, string][] {
  const problems: [string, string][] = []
  if (typeof terms.discountValue === 'number') {
    if (terms.discountValue <= 0) problems.push(['discountValue', 'Discount value must be more than 0'])
    else if (terms.discountType === 'percentage' && terms.discountValue > 10_000)
      problems.push(['discountValue', 'A percentage discount is at most 100'])
  }
  const realDay = (day: unknown): day is string => typeof day === 'string' && isRealDay(day)
  if (realDay(terms.validFrom) && realDay(terms.validUntil) && terms.validUntil < terms.validFrom)
    problems.push(['validUntil', 'Valid until must be on or after valid from'])
  return problems
}

const promotionObject = formObject(fields)

/** POST /api/promotions. */
export const promotionInputSchema = v.pipe(
  promotionObject,
  fieldProblems<v.InferOutput<typeof promotionObject>>(promotionProblems),
)

/**
 * PATCH /api/promotions/:id: any of the fields (say, `active`); a field left out keeps its value
 * (an outer optional skips the field's own default), and the result is checked by the same rules.
 */
export const promotionUpdateSchema = v.partial(promotionObject)

/** GET /api/promotions: newest first; `active=true` lists only the ones switched on. */
export const promotionListQuerySchema = v.object({
  ...pageQueryFields,
  active: v.optional(v.picklist(['true', 'false'], 'Active must be true or false')),
})

export type PromotionInput = v.InferInput<typeof promotionInputSchema>
export type PromotionData = v.InferOutput<typeof promotionInputSchema>
export type PromotionUpdateData = v.InferOutput<typeof promotionUpdateSchema>
export type PromotionListQuery = v.InferOutput<typeof promotionListQuerySchema>

export interface Promotion {
  id: string
  name: string
  code: string
  description: string | null
  discountType: DiscountType
  /** "15.00" (percent) or "25.00" (dollars). */
  discountValue: string
  minBookingAmount: string | null
  maxUses: number | null
  currentUses: number
  validFrom: string
  validUntil: string | null
  applicableToRvTypes: RvType[]
  active: boolean
  createdAt: string
}
