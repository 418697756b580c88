import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, client, json, type ApiResult } from '../../lib/api'
import { currentUserQuery, type CurrentUser } from '../../lib/queries/current-user'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'
import type {
  ChangePasswordInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  SignInInput,
  SignUpInput,
} from '../../../worker/modules/auth/schemas'

export type SignInOptions = ApiResult<typeof client.auth.options.$get>

/** Where the signed-in user is cached: every sign-in, reset and sign-out below writes it directly. */
const userKey = currentUserQuery().queryKey

export const signInOptionsQuery = () =>
  queryOptions({ queryKey: [...queryRoots.auth, 'options'], queryFn: () => json(client.auth.options.$get()) })

/** A new confirmation link; a 409 means the address was verified meanwhile, so the user is read again. */
export function useResendVerification() {
  const refreshUser = useRefresh('user-changed')
  return useMutation({
    mutationFn: () => json(client.auth['verify-email'].resend.$post()),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshUser()
    },
  })
}

/** The signed-in user answers the sign-in itself, so the admin opens without reading it again. */
function useSignedInUser() {
  const queryClient = useQueryClient()
  return (user: CurrentUser) => queryClient.setQueryData(userKey, user)
}

export function useSignIn() {
  const onSuccess = useSignedInUser()
  return useMutation({
    mutationFn: (input: SignInInput) => json(client.auth['sign-in'].$post({ json: input })),
    onSuccess,
  })
}

export function useSignUp() {
  const onSuccess = useSignedInUser()
  return useMutation({
    mutationFn: (input: SignUpInput) => json(client.auth['sign-up'].$post({ json: input })),
    onSuccess,
  })
}

/** 'Forgot password?': the answer is the same whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      json(client.auth['password-reset'].request.$post({ json: input })),
  })

/** Every session has ended with the reset, so whatever this tab knew of the user is forgotten. */
export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PasswordResetInput) => json(client.auth['password-reset'].$post({ json: input })),
    onSuccess: () => queryClient.setQueryData(userKey, null),
  })
}

/** This device keeps a fresh session (its cookie comes with the answer); every other one has ended. */
export function useChangePassword() {
  const onSuccess = useSignedInUser()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => json(client.auth.password.$post({ json: input })),
    onSuccess,
  })
}

/** Every session ends, this one too: the whole cache goes with it. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => json(client.auth['sign-out-everywhere'].$post()),
    onSuccess: () => {
      queryClient.clear()
      queryClient.setQueryData(userKey, null)
    },
  })
}
