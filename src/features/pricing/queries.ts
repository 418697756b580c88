import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type {
  AddOnInput,
  PricingSettingsInput,
  RvRatesInput,
  SeasonInput,
} from '../../../worker/modules/pricing/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

const pricing = client.pricing

const pricingKeys = {
  all: queryRoots.pricing,
  settings: () => [...pricingKeys.all, 'settings'] as const,
  rv: (rvId: string) => [...pricingKeys.all, 'rvs', rvId] as const,
  addOns: () => [...pricingKeys.all, 'add-ons'] as const,
}

export type PricingSettings = ApiResult<typeof pricing.settings.$get>
export type RvPricing = ApiResult<(typeof pricing.rvs)[':rvId']['$get']>
export type RvSeason = RvPricing['seasons'][number]
export type AddOn = ApiResult<(typeof pricing)['add-ons'][':id']['$get']>

/** The owner's taxes, taxable lines, default policy and pickup hour (the defaults until first saved). */
export const pricingSettingsQuery = () =>
  queryOptions({ queryKey: pricingKeys.settings(), queryFn: () => json(pricing.settings.$get()) })

/** An RV's Pricing tab: its rate rules, its seasons and the owner's default policy. */
export const rvPricingQuery = (rvId: string) =>
  queryOptions({
    queryKey: pricingKeys.rv(rvId),
    queryFn: () => json(pricing.rvs[':rvId'].$get({ param: param({ rvId }) })),
  })

/** The add-on catalogue, newest first, a page at a time ('Show more' follows the cursor). */
export const addOnListQuery = () =>
  infiniteQueryOptions({
    queryKey: pricingKeys.addOns(),
    queryFn: ({ pageParam }) => json(pricing['add-ons'].$get({ query: { cursor: pageParam } })),
    ...cursorPaging,
  })

export function useSavePricingSettings() {
  const refresh = useRefresh('pricing-changed')
  return useMutation({
    mutationFn: (input: PricingSettingsInput) => json(pricing.settings.$put({ json: input })),
    onSuccess: refresh,
  })
}

export function useSaveRvRates(rvId: string) {
  const refresh = useRefresh('pricing-changed')
  return useMutation({
    mutationFn: (input: RvRatesInput) => json(pricing.rvs[':rvId'].$put({ param: param({ rvId }), json: input })),
    onSuccess: refresh,
  })
}

/** Adds a season, or edits the one named by `seasonId`. */
export function useSaveSeason(rvId: string) {
  const refresh = useRefresh('pricing-changed')
  return useMutation({
    mutationFn: ({ seasonId, input }: { seasonId?: string; input: SeasonInput }) =>
      seasonId
        ? json(pricing.rvs[':rvId'].seasons[':seasonId'].$put({ param: param({ rvId, seasonId }), json: input }))
        : json(pricing.rvs[':rvId'].seasons.$post({ param: param({ rvId }), json: input })),
    onSuccess: refresh,
  })
}

export function useDeleteSeason(rvId: string) {
  const refresh = useRefresh('pricing-changed')
  return useMutation({
    mutationFn: (seasonId: string) =>
      pricing.rvs[':rvId'].seasons[':seasonId'].$delete({ param: param({ rvId, seasonId }) }),
    onSuccess: refresh,
  })
}

/** Adds an add-on, or edits the one named by `id`. */
export function useSaveAddOn() {
  const refresh = useRefresh('pricing-changed')
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AddOnInput }) =>
      id
        ? json(pricing['add-ons'][':id'].$put({ param: param({ id }), json: input }))
        : json(pricing['add-ons'].$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useDeleteAddOn() {
  const refresh = useRefresh('pricing-changed')
  return useMutation({
    mutationFn: (id: string) => pricing['add-ons'][':id'].$delete({ param: param({ id }) }),
    onSuccess: refresh,
  })
}
