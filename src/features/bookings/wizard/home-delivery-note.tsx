import type { UseQueryResult } from '@tanstack/react-query'
import { HOME_DELIVERY, type DeliveryChoices } from '../../../../worker/modules/bookings/rules/delivery-options'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { errorMessage } from '../../../lib/api'
import { milesText } from './delivery-choice'

/**
 * What delivery to the zip the renter typed costs, by the owner's rule from the RV's pickup
 * location (the server's figures), or why it cannot be delivered there.
 */
export function HomeDeliveryNote({ zipCode, choices }: { zipCode: string; choices: UseQueryResult<DeliveryChoices> }) {
  const home = choices.data?.options.find((option) => option.id === HOME_DELIVERY)
  const from = choices.data?.pickup?.name ?? 'the pickup location'
  if (choices.isError)
    return (
      <p role="alert" className="mt-2 text-sm text-error">
        {errorMessage(choices.error, 'We could not price delivery to this zip code.')}
      </p>
    )
  if (!home || choices.isPlaceholderData)
    return (
      <p role="status" className="mt-2 text-sm text-base-content/75">
        Pricing delivery to {zipCode}...
      </p>
    )
  return home.feeCents === null ? (
    <p role="alert" className="mt-2 text-sm text-error">
      {home.reason}: {zipCode} is {milesText(home.distance)} from {from}. Choose pickup instead, or another address.
    </p>
  ) : (
    <p role="status" className="mt-2 text-sm" data-testid="home-delivery-fee">
      Delivery to {zipCode}: {milesText(home.distance)} from {from} · {formatDollars(home.feeCents)}
    </p>
  )
}
