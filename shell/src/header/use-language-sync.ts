import { api, storeUser, tokenAtom, useLanguage, userAtom } from '@portal/platform';
import { QUIET_HEADER } from '@portal/api-client';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * Keeps the signed-in user's language on the server in step with the interface language, so the
 * mails the portal sends them (task reminders, password links) are written in the language they
 * use. A failed attempt stays quiet: the interface keeps working, and the next change tries again.
 */
export function useLanguageSync(): void {
  const language = useLanguage();
  const user = useAtomValue(userAtom);
  const token = useAtomValue(tokenAtom);

  useEffect(() => {
    if (!token || !user || user.language === language) return undefined;
    let current = true;
    void api
      .POST('/profile/language', { body: { language }, headers: { [QUIET_HEADER]: '1' } })
      .then(({ data }) => {
        if (current && data) storeUser({ ...user, language: data.data.language });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language, user, token]);
}
