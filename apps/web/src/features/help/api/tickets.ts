/**
 * Grievance tickets (issue 34): the shopper's complaints, one complaint (by session or its link's key),
 * raising one, replying, a photo, and the signed-out path's phone verification.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { ACCOUNT_QUERY_ROOT } from '@zari/auth';
import { type CreateTicketRequest, IDEMPOTENCY_KEY_HEADER, TICKET_TEXT } from '@zari/contract';

export const TICKETS_QUERY_ROOT = [...ACCOUNT_QUERY_ROOT, 'tickets'] as const;

export const myTicketsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: [...TICKETS_QUERY_ROOT, 'mine'],
    queryFn: async ({ signal }) =>
      (await api.call('listMyTickets', { signal, errorMessage: TICKET_TEXT.listFailed })).data,
    enabled,
  });

export const useMyTickets = (enabled: boolean) => useQuery(myTicketsQueryOptions(enabled));

export const ticketQueryOptions = (id: string, key: string | undefined) =>
  queryOptions({
    queryKey: [...TICKETS_QUERY_ROOT, id, key ?? ''],
    queryFn: async ({ signal }) =>
      (
        await api.call('getTicket', {
          params: { id },
          query: key ? { key } : {},
          signal,
          errorMessage: TICKET_TEXT.loadFailed,
        })
      ).data,
    retry: false,
  });

export const useTicket = (id: string, key: string | undefined, enabled = true) =>
  useQuery({ ...ticketQueryOptions(id, key), enabled });

export async function uploadTicketPhoto(file: File, phoneProof: string | undefined): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const answer = await api.call('uploadTicketPhoto', {
    body,
    ...(phoneProof ? { headers: { 'X-Phone-Proof': phoneProof } } : {}),
    errorMessage: TICKET_TEXT.photoFailed,
  });
  return answer.data.path;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ idempotencyKey, ...body }: CreateTicketRequest & { idempotencyKey: string }) =>
      (
        await api.call('createTicket', {
          body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          errorMessage: TICKET_TEXT.submitFailed,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_ROOT }),
  });
}

export function useReplyToTicket(id: string, key: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (
        await api.call('replyToTicket', {
          params: { id },
          body: { body: text, ...(key ? { key } : {}) },
          errorMessage: TICKET_TEXT.replyFailed,
        })
      ).data,
    onSuccess: (ticket) => queryClient.setQueryData(ticketQueryOptions(id, key).queryKey, ticket),
  });
}

export async function sendTicketOtp(phone: string) {
  return api.call('sendTicketOtp', { body: { phone }, errorMessage: TICKET_TEXT.otpFailed });
}

export async function verifyTicketOtp(phone: string, otp: string) {
  return (await api.call('verifyTicketOtp', { body: { phone, otp }, errorMessage: TICKET_TEXT.otpFailed }))
    .data;
}
