import type { MyPhone, PhoneCodeSent } from '@bazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';

export const MY_PHONE_KEY = ['me', 'phone'] as const;

/** GET /api/me/phone: my verified number and a verification under way. */
export function useMyPhone() {
  return useQuery({
    queryKey: MY_PHONE_KEY,
    queryFn: ({ signal }) => apiGet<MyPhone>('/api/me/phone', signal),
  });
}

/** POST /api/me/phone: a 6-digit code goes by SMS to this number. */
export function useSendCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => apiRequest<PhoneCodeSent>('POST', '/api/me/phone', { body: { phone } }),
    onSettled: () => client.invalidateQueries({ queryKey: MY_PHONE_KEY }),
  });
}

/** POST /api/me/phone/verify: the code back; right, the number is verified. */
export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<MyPhone>('POST', '/api/me/phone/verify', { body: { code } }),
    onSuccess: (mine) => client.setQueryData(MY_PHONE_KEY, mine),
    // A wrong code spends a try: the count left comes back with the number.
    onError: () => client.invalidateQueries({ queryKey: MY_PHONE_KEY }),
  });
}

/** DELETE /api/me/phone. */
export function useRemovePhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MyPhone>('DELETE', '/api/me/phone'),
    onSuccess: (mine) => client.setQueryData(MY_PHONE_KEY, mine),
  });
}
