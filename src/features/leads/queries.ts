import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { LeadUpdateInput } from '../../../worker/modules/leads/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'
import type { LeadStatusFilter } from './lead-display'

export type Lead = ApiResult<typeof client.leads.$get>['items'][number]
export type LeadStats = ApiResult<typeof client.leads.stats.$get>
/** A page of the owner's lead fees, with the totals over all of them. */
export type LeadFeesPage = ApiResult<(typeof client)['business-payments']['$get']>
export type LeadFee = LeadFeesPage['items'][number]

const leadKeys = {
  all: queryRoots.leads,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (status: LeadStatusFilter) => [...leadKeys.lists(), status] as const,
  stats: () => [...leadKeys.all, 'stats'] as const,
}

/** The owner's fees (API prefix business-payments); a lead's status or notes never change them. */
const leadFeeKeys = {
  list: () => queryRoots.leadFeeList,
  payment: () => [...queryRoots.leadFees, 'payment'] as const,
}

/** The leads, newest first, a page at a time, one status or all ('Show more' follows the cursor). */
export const leadListQuery = (status: LeadStatusFilter) =>
  infiniteQueryOptions({
    queryKey: leadKeys.list(status),
    queryFn: ({ pageParam }) =>
      json(client.leads.$get({ query: { status: status === 'all' ? undefined : status, cursor: pageParam } })),
    ...cursorPaging,
  })

/** The four tiles, over every lead whatever the filter; the server computes the conversion rate. */
export const leadStatsQuery = () =>
  queryOptions({
    queryKey: leadKeys.stats(),
    queryFn: () => json(client.leads.stats.$get()),
  })

/** Lead fees newest first, each page carrying the outstanding and paid totals over all of them. */
export const leadFeesQuery = () =>
  infiniteQueryOptions({
    queryKey: leadFeeKeys.list(),
    queryFn: ({ pageParam }) => json(client['business-payments'].$get({ query: { cursor: pageParam } })),
    ...cursorPaging,
  })

/**
 * The payment for every outstanding fee, created as the 'Pay outstanding fees' dialog opens (as
 * checkout creates its payment as the page loads) and forgotten when it closes, so the next
 * opening asks again for what is owed then. A 409 means nothing is outstanding any more.
 */
export const leadFeesPaymentQuery = () =>
  queryOptions({
    queryKey: leadFeeKeys.payment(),
    queryFn: () => json(client['business-payments'].pay.$post()),
    gcTime: 0,
  })

/** A lead's status or notes. */
export function useUpdateLead() {
  const refresh = useRefresh('lead-changed')
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: LeadUpdateInput }) =>
      json(client.leads[':id'].$put({ param: param({ id }), json: change })),
    onSuccess: refresh,
  })
}

/** Disputing a fee whose renter's confirmation bounced waives it: the totals and the dashboard change. */
export function useDisputeFee() {
  const refresh = useRefresh('lead-fees-changed')
  return useMutation({
    mutationFn: (id: string) => json(client['business-payments'][':id'].dispute.$post({ param: param({ id }) })),
    onSuccess: refresh,
  })
}

const SETTLE_ATTEMPTS = 6
const SETTLE_INTERVAL_MS = 2_000

/**
 * After a card payment, the fees are read again until the paid total moves: test mode has applied
 * the payment already, while with Stripe the webhook applies it moments later. `settling` is true
 * meanwhile; `settle` resolves true once the payment shows, false if it has not yet after ~10 s.
 */
export function useSettleLeadFees() {
  const queryClient = useQueryClient()
  const refresh = useRefresh('lead-fees-changed')
  const [settling, setSettling] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  async function settle(paidBefore: string | undefined) {
    setSettling(true)
    try {
      for (let attempt = 0; attempt < SETTLE_ATTEMPTS && mounted.current; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, SETTLE_INTERVAL_MS))
        await refresh()
        const paid = queryClient.getQueryData(leadFeesQuery().queryKey)?.pages[0]?.paid
        if (paid !== undefined && paid !== paidBefore) return true
      }
      return false
    } finally {
      setSettling(false)
    }
  }

  return { settling, settle }
}
