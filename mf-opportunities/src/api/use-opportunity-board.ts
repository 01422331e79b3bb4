import { pickMessage, type paths, type Schemas } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';

export type OpportunityBoard = Schemas['OpportunityBoard'];
export type OpportunityBoardColumn = Schemas['OpportunityBoardColumn'];
export type OpportunityCard = Schemas['OpportunityCard'];
export type OpportunityMove = Schemas['OpportunityMove'];
export type OpportunityBoardQuery = NonNullable<paths['/opportunity-board']['get']['parameters']['query']>;

/** The board of opportunities by stage; the previous board stays while a new search loads. */
export function useOpportunityBoard(query: OpportunityBoardQuery) {
  return $api.useQuery('get', '/opportunity-board', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}

/** The CRM settings (after how many untouched days an opportunity is idle, how many days a venue has to answer). */
export function useCrmSettings() {
  return $api.useQuery('get', '/crm-settings', undefined, { select: (body) => body.data });
}

/** Saves the settings; the server's message as a toast, then the settings, the list and the board again (their idle marks). */
export function useUpdateCrmSettings() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/crm-settings', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: () =>
      Promise.all(
        ['/crm-settings', '/opportunity-board', '/opportunities'].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })),
      ),
  });
}

/** Idle days: whole days from 1 to 365, as the server checks. */
export const IDLE_DAYS = { min: 1, max: 365 } as const;

/** Days an invited venue has to answer: whole days from 1 to 90, as the server checks. */
export const QUOTE_RESPONSE_DAYS = { min: 1, max: 90 } as const;
