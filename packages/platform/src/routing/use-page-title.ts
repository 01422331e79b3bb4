import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title of a page (SPEC §2: a title per route, the dashboard's by default). */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : `${t('routes.dashboard')} · ${appName}`;
  }, [title, appName, t]);
}
