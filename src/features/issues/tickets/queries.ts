import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OwnerSettingsInput } from '../../../../worker/modules/auth/schemas'
import type { IssueChangeInput, IssueInput } from '../../../../worker/modules/issues/tickets/schemas'
import { ApiError, client, json, param, type ApiResult } from '../../../lib/api'
import { currentUserQuery } from '../../../lib/queries/current-user'
import { cursorPaging } from '../../../lib/query-client'
import { queryRoots } from '../../../lib/query-keys'
import { useRefresh } from '../../../lib/refresh'
import { uploadFile, type UploadedImage } from '../../../lib/upload-file'
import type { IssueFilters } from './issue-filter'

export type Issue = ApiResult<(typeof client.issues)['$get']>['items'][number]
export type IssueDetail = ApiResult<(typeof client.issues)[':id']['$get']>
export type IssueStats = ApiResult<typeof client.issues.stats.$get>

const issueKeys = {
  all: queryRoots.issues,
  lists: () => [...issueKeys.all, 'list'] as const,
  list: (filters: IssueFilters) => [...issueKeys.lists(), filters] as const,
  stats: () => [...issueKeys.all, 'stats'] as const,
  detail: (id: string) => [...issueKeys.all, 'detail', id] as const,
}

/** The issue list: newest first, a page at a time, filtered on the server ('Show more' follows the cursor). */
export const issueListQuery = (filters: IssueFilters) =>
  infiniteQueryOptions({
    queryKey: issueKeys.list(filters),
    queryFn: ({ pageParam }) =>
      json(
        client.issues.$get({
          query: { q: filters.q, priority: filters.priority, status: filters.status, cursor: pageParam },
        }),
      ),
    ...cursorPaging,
  })

/** The tiles, the banner's counts and 'Resolved Today' (in the owner's time zone), over every issue. */
export const issueStatsQuery = () =>
  queryOptions({
    queryKey: issueKeys.stats(),
    queryFn: () => json(client.issues.stats.$get()),
  })

/** One issue with its history (the detail dialog, also opened from an email's ?issue= link). */
export const issueQuery = (id: string) =>
  queryOptions({
    queryKey: issueKeys.detail(id),
    queryFn: () => json(client.issues[':id'].$get({ param: param({ id }) })),
  })

/** A report's photo, stored with the owner's own uploads (nothing cached changes until the report is saved). */
export const uploadIssuePhoto = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<UploadedImage>(client.uploads.$path(), file, { onProgress }).then((photo) => photo.url)

export function useReportIssue() {
  const refresh = useRefresh('issue-changed')
  return useMutation({
    mutationFn: (input: IssueInput) => json(client.issues.$post({ json: input })),
    onSuccess: refresh,
  })
}

/** The answer is the issue with its new history, shown at once; a 409 means it changed meanwhile, so it is read again. */
function useIssueChange<Variables>(mutationFn: (variables: Variables) => Promise<IssueDetail>) {
  const queryClient = useQueryClient()
  const refresh = useRefresh('issue-changed')
  return useMutation({
    mutationFn,
    onSuccess: (issue) => {
      queryClient.setQueryData(issueKeys.detail(issue.id), issue)
      return refresh()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh()
    },
  })
}

export const useChangeIssue = () =>
  useIssueChange(({ id, change }: { id: string; change: IssueChangeInput }) =>
    json(client.issues[':id'].$patch({ param: param({ id }), json: change })),
  )

/** 'Escalate': raised to emergency, and the owner is emailed about it. */
export const useEscalateIssue = () =>
  useIssueChange((id: string) => json(client.issues[':id'].escalate.$post({ param: param({ id }) })))

/** Help line and time zone: the answer is the signed-in user; 'Resolved Today' depends on the zone. */
export function useSaveOwnerSettings() {
  const queryClient = useQueryClient()
  const refresh = useRefresh('owner-settings-changed')
  return useMutation({
    mutationFn: (input: OwnerSettingsInput) => json(client.auth.settings.$put({ json: input })),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery().queryKey, user)
      return refresh()
    },
  })
}
