import { api, portalStore, storeUser, tokenAtom, useLanguage, userAtom } from '@portal/platform';
import { QUIET_HEADER } from '@portal/api-client';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/** The call on its way (`token:language`), if any: one call per change, however often the layout mounts meanwhile. */
let sending: string | null = null;

/**
 * Keeps the signed-in user's language on the server in step with the interface language, so the
 * mails the portal sends them (task reminders, password links) are written in the language they
 * use. A failed attempt stays quiet: the interface keeps working, and the next change tries again.
 *
 * `confirmed`: the stored user is the server's (the session check has applied it); before that
 * the stored language may be an old copy, and comparing against it would send needless calls.
 */
export function useLanguageSync(confirmed: boolean): void {
  const language = useLanguage();
  const user = useAtomValue(userAtom);
  const token = useAtomValue(tokenAtom);

  useEffect(() => {
    const call = `${token}:${language}`;
    if (!confirmed || !token || !user || user.language === language || sending === call) return;
    sending = call;
    void api
      .POST('/profile/language', { body: { language }, headers: { [QUIET_HEADER]: '1' } })
      .then(({ data }) => {
        const now = portalStore.get(userAtom);
        if (data && now && portalStore.get(tokenAtom) === token) storeUser({ ...now, language: data.data.language });
      })
      .catch(() => undefined)
      .finally(() => {
        if (sending === call) sending = null;
      });
  }, [confirmed, language, user, token]);
}
