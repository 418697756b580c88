/** The messages feature's API calls: the owner's conversations (signed in) and the renter's (by their link's key). */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { EnquiryInput, MessageInput } from '../../../worker/modules/messages/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { uploadFile } from '../../lib/upload-file'

export type ConversationSummary = ApiResult<typeof client.messages.$get>['items'][number]
export type Conversation = ApiResult<(typeof client.messages)[':id']['$get']>

const messageKeys = {
  all: queryRoots.messages,
  list: () => [...messageKeys.all, 'list'] as const,
  stats: () => [...messageKeys.all, 'stats'] as const,
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  renter: (id: string) => [...messageKeys.all, 'renter', id] as const,
}

/** The owner's conversations, newest activity first, a page at a time. */
export const conversationListQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(),
    queryFn: ({ pageParam }) => json(client.messages.$get({ query: { cursor: pageParam } })),
    ...cursorPaging,
  })

export const responseStatsQuery = () =>
  queryOptions({ queryKey: messageKeys.stats(), queryFn: () => json(client.messages.stats.$get()) })

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: () => json(client.messages[':id'].$get({ param: param({ id }) })),
  })

/** A renter's conversation, read with the key from their link. */
export const renterConversationQuery = (id: string, key: string) =>
  queryOptions({
    queryKey: messageKeys.renter(id),
    queryFn: () => json(client.messages.renter[':id'].$get({ param: param({ id }), query: { key } })),
  })

type StoredPhoto = ApiResult<typeof client.uploads.$post>

/** How a photo for a message is stored: the owner's uploads, or the renter's with their link's key. */
export type PhotoUpload = (file: File, onProgress: (fraction: number) => void) => Promise<string>

export const ownerPhotoUpload: PhotoUpload = (file, onProgress) =>
  uploadFile<StoredPhoto>(client.uploads.$path(), file, { onProgress }).then((photo) => photo.url)

export const renterPhotoUpload =
  (conversationId: string, key: string): PhotoUpload =>
  (file, onProgress) =>
    uploadFile<StoredPhoto>(client.messages.renter.photos.$path(), file, {
      onProgress,
      fields: { conversationId, key },
    }).then((photo) => photo.url)

/** The owner answers; the list (its order and counts) and the thread refresh. */
export function useSendOwnerMessage(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MessageInput) =>
      json(client.messages[':id'].messages.$post({ param: param({ id }), json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  })
}

export function useSendRenterMessage(id: string, key: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MessageInput) =>
      json(client.messages.renter[':id'].messages.$post({ param: param({ id }), json: { ...input, key } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.renter(id) }),
  })
}

/** Opens (making it the first time) a booking's conversation, for the owner. */
export function useOpenBookingConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bookingId: string) =>
      json(client.messages.bookings[':bookingId'].$post({ param: param({ bookingId }) })),
    onSuccess: (conversation) => {
      queryClient.setQueryData(messageKeys.conversation(conversation.id), conversation)
      return queryClient.invalidateQueries({ queryKey: messageKeys.list() })
    },
  })
}

export const useSendEnquiry = () =>
  useMutation({ mutationFn: (input: EnquiryInput) => json(client.messages.enquiries.$post({ json: input })) })

/** 'Messages' on a booking in My Bookings: a fresh link to its conversation. */
export const useRenterLink = () =>
  useMutation({
    mutationFn: (proof: { bookingId: string; email: string }) =>
      json(client.messages['renter-link'].$post({ json: proof })),
  })
