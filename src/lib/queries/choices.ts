/**
 * The owner's customers, RVs and venues as a select's choices (the newest 100 of each, as plain
 * lists): the booking and issue dialogs offer them, and their pages' routes load them first. Each
 * sits under its domain's key, so that domain's writes refresh it.
 */
import { queryOptions } from '@tanstack/react-query'
import { MAX_PAGE_SIZE } from '../../../worker/lib/shared/paging'
import { client, json } from '../api'
import { queryRoots } from '../query-keys'

const limit = String(MAX_PAGE_SIZE)

export const customerOptionsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.customers, 'options'],
    queryFn: async () => (await json(client.customers.$get({ query: { limit } }))).items,
  })

export const rvOptionsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.rvs, 'mine', 'options'],
    queryFn: async () => (await json(client.rvs.mine.$get({ query: { limit } }))).items,
  })

export const venueOptionsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.venues, 'mine', 'options'],
    queryFn: async () => (await json(client.venues.mine.$get({ query: { limit } }))).items,
  })
