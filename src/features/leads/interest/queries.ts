/** The renter's side of leads: 'Express Interest' on the public booking wizard, kept apart from the owner's lead queries. */
import { queryOptions, useMutation } from '@tanstack/react-query'
import type { ExpressInterestInput } from '../../../../worker/modules/leads/schemas'
import { client, json } from '../../../lib/api'

/** Which robot check the form shows (Turnstile, the test-mode pass-through, or none). */
export const interestBotCheckQuery = () =>
  queryOptions({ queryKey: ['leads', 'bot-check'], queryFn: () => json(client.leads['bot-check'].$get()) })

/** Registers interest in an RV; the answer is the same `{ registered: true }` for a repeat, so nothing is cached. */
export const useExpressInterest = () =>
  useMutation({ mutationFn: (input: ExpressInterestInput) => json(client.leads.generate.$post({ json: input })) })
