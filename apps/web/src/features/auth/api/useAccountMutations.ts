import type { Accepted, ConfirmSignupBody, ForgotBody, Me, ResetBody, SignupBody } from '@bazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ME_KEY } from './useMe';

/** POST /api/auth/signup: answers "check your e-mail" whether or not the address has an account. */
export const useSignup = () =>
  useMutation({
    mutationFn: (body: SignupBody) => apiRequest<Accepted>('POST', '/api/auth/signup', { body }),
  });

/** POST /api/auth/signup/confirm: creates the account from the e-mailed link and signs in. */
export function useConfirmSignup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmSignupBody) => apiRequest<Me>('POST', '/api/auth/signup/confirm', { body }),
    onSuccess: (me) => client.setQueryData(ME_KEY, me),
  });
}

/** POST /api/auth/forgot: the same answer for any address. */
export const useForgot = () =>
  useMutation({
    mutationFn: (body: ForgotBody) => apiRequest<Accepted>('POST', '/api/auth/forgot', { body }),
  });

/** POST /api/auth/reset: new password; every other session of the account ends. */
export const useReset = () =>
  useMutation({ mutationFn: (body: ResetBody) => apiRequest<void>('POST', '/api/auth/reset', { body }) });
