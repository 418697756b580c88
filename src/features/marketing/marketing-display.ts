/** How campaigns and promotions read on the Marketing Dashboard. */
import type { CampaignStatus } from '../../../worker/lib/shared/enums'
import { formatAmount } from '../../../worker/lib/shared/money'
import { displayDay } from '../../lib/format'
import type { Campaign, Promotion } from './queries'
import { plural } from '../../lib/plural'

/** A row's status select is tinted by its status, so the list reads at a glance. */
export const campaignStatusTone: Record<CampaignStatus, string> = {
  draft: '',
  active: 'select-success',
  paused: 'select-warning',
  completed: 'select-info',
}

/** '6/1/2031 – 6/30/2031', 'From 6/1/2031', 'Until 6/30/2031' or 'No dates set'. */
export function campaignDates({ startDate, endDate }: Pick<Campaign, 'startDate' | 'endDate'>) {
  if (startDate && endDate) return `${displayDay(startDate)} – ${displayDay(endDate)}`
  if (startDate) return `From ${displayDay(startDate)}`
  if (endDate) return `Until ${displayDay(endDate)}`
  return 'No dates set'
}

/** What happens to a campaign that is not an email (those show their figures instead). */
export const deliveryNote: Record<Exclude<Campaign['delivery'], 'email'>, string> = {
  not_connected: 'Not connected — stored only, nothing is sent until an SMS/social provider is configured',
  banner: 'Shown on the landing page while active',
}

/** '40%' of the emails sent; nothing before any was sent. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : null)

/** "15.00" percent → '15% off'; "50.00" dollars → '$50.00 off'. */
export const discountText = ({ discountType, discountValue }: Pick<Promotion, 'discountType' | 'discountValue'>) =>
  discountType === 'percentage'
    ? `${Number(discountValue).toLocaleString()}% off`
    : `${formatAmount(discountValue)} off`

/** '12 / 100 uses' or, without a limit, '12 uses'. */
export const usesText = ({ currentUses, maxUses }: Pick<Promotion, 'currentUses' | 'maxUses'>) =>
  maxUses === null ? plural(currentUses, 'use') : `${currentUses.toLocaleString()} / ${maxUses.toLocaleString()} uses`

/** 'Until 6/30/2031' for a limited promotion, 'From 6/1/2031' for an ongoing one. */
export const promotionDates = ({ validFrom, validUntil }: Pick<Promotion, 'validFrom' | 'validUntil'>) =>
  validUntil ? `${displayDay(validFrom)} – ${displayDay(validUntil)}` : `From ${displayDay(validFrom)}`

/** 'Min. booking $500.00', or nothing without a minimum. */
export const minimumText = ({ minBookingAmount }: Pick<Promotion, 'minBookingAmount'>) =>
  minBookingAmount === null ? null : `Min. booking ${formatAmount(minBookingAmount)}`
