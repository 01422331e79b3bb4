import { pickMessage, QUIET_HEADER, type components, type paths } from '@portal/api-client';
import { $api, notify, useLanguage } from '@portal/platform';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';

export type Contact = components['schemas']['Contact'];
export type ContactInput = components['schemas']['ContactInput'];
/** What the contact list can ask the server for: page, page size, search, sort, order, account. */
export type ContactsQuery = NonNullable<paths['/contacts']['get']['parameters']['query']>;
export type ContactSortField = NonNullable<ContactsQuery['sort']>;

export const CONTACT_SORT_FIELDS: readonly ContactSortField[] = ['name', 'email', 'company', 'created_at'];

/** One page of contacts; the previous page stays on screen while the next one loads. */
export function useContacts(query: ContactsQuery) {
  return $api.useQuery('get', '/contacts', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}

/** One contact. Quiet: the edit page itself explains a missing contact or a failure. */
export function useContact(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/contact/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data },
  );
}

/**
 * The account a contact list is filtered by, or a new contact is added to, for its name. Quiet:
 * a missing account only means the name is not shown; the list or the form still works.
 */
export function useContactAccount(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/account/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data },
  );
}

/**
 * After any change every contact list and contact is fetched again; the account lists too, as an
 * account's primary contact may be among them.
 */
function useContactsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/contacts'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/contact/{id}'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/account/{id}'] }),
    ]);
}

/** Creates a contact and shows the server's message in the current language. */
export function useCreateContact() {
  const language = useLanguage();
  const changed = useContactsChanged();
  return $api.useMutation('post', '/contacts', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: changed,
  });
}

/** Saves a contact's changes. */
export function useUpdateContact() {
  const language = useLanguage();
  const changed = useContactsChanged();
  return $api.useMutation('put', '/contact/{id}', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: changed,
  });
}

/** Deletes a contact; a 409 (tasks, notes or an account refer to it) is toasted by the platform and nothing changes. */
export function useDeleteContact() {
  const language = useLanguage();
  const changed = useContactsChanged();
  return $api.useMutation('delete', '/contact/{id}', {
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: changed,
  });
}
