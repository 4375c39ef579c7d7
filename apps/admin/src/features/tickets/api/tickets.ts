import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminTicketListQuery, type AdminTicketPatch, TICKET_ADMIN_TEXT } from '@zari/contract';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

const TICKETS_ROOT = [...ADMIN_QUERY_ROOT, 'tickets'] as const;

export type TicketFilter = NonNullable<AdminTicketListQuery['status']>;

export const ticketsQueryOptions = (status: TicketFilter) =>
  queryOptions({
    queryKey: [...TICKETS_ROOT, 'list', status],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminListTickets', {
          query: { status },
          signal,
          errorMessage: TICKET_ADMIN_TEXT.loadFailed,
        })
      ).data,
    // The clocks move: the queue is read again each minute while open.
    refetchInterval: 60_000,
  });

export const useTickets = (status: TicketFilter) => useQuery(ticketsQueryOptions(status));

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...TICKETS_ROOT, 'one', id],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminGetTicket', {
          params: { id },
          signal,
          errorMessage: TICKET_ADMIN_TEXT.loadFailed,
        })
      ).data,
  });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));

/** A reply and/or a status change; the queue and the ticket are fetched again after it. */
export function useUpdateTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTicketPatch) =>
      adminApi.call('adminUpdateTicket', {
        params: { id },
        body,
        errorMessage: TICKET_ADMIN_TEXT.saveFailed,
      }),
    onSuccess: (answer) => queryClient.setQueryData(ticketQueryOptions(id).queryKey, answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...TICKETS_ROOT, 'list'] }),
  });
}
