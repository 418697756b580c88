/**
 * One payment for a changing set of things owed (an owner's lead fees, which grow as leads come in):
 * before a new intent takes over, the earlier ones are cancelled at the provider, so an old one can
 * never be paid as well and leave the new total still owed. An earlier intent still open for exactly
 * what is owed now is given back instead (a second click pays the same payment).
 */
import { AppError } from '../../lib/errors'
import { isOpenIntent, type PaymentProvider, type ProviderIntent } from './provider'

const paymentInProgress = () =>
  new AppError(409, 'payment_in_progress', 'Your last payment of these fees is being applied. Refresh in a minute.')

/** `intentIds`: the intent each owed item is recorded with (null: none yet); `amountCents`: what is owed now. */
export async function replaceEarlierIntents({
  ctx: { provider },
  input: { intentIds, amountCents },
}: {
  ctx: { provider: PaymentProvider }
  input: { intentIds: (string | null)[]; amountCents: number }
}): Promise<ProviderIntent | null> {
  const earlier = [...new Set(intentIds)]
  if (earlier.length === 1 && earlier[0]) {
    const intent = await provider.retrieveIntent(earlier[0])
    if (intent && isOpenIntent(intent) && intent.amountCents === amountCents) return intent
  }
  for (const id of earlier) {
    if (!id) continue
    // Cancelling is the check: the provider refuses to cancel what is paid or being paid, atomically.
    const intent = await provider.cancelIntent(id)
    if (intent && (intent.status === 'succeeded' || intent.status === 'processing')) throw paymentInProgress()
  }
  return null
}
