import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { modulesAtom, outdatedModulesAtom } from '../mf/modules-atom';
import { refreshRemoteList } from '../mf/remotes';

/** How often a tab asks, at most, whether the modules it runs were released anew (issue 24). */
const FRESHNESS_MS = 60_000;
let lastRead = Date.now();

function readIfStale(): void {
  if (Date.now() - lastRead < FRESHNESS_MS) return;
  lastRead = Date.now();
  void refreshRemoteList();
}

/**
 * Reads the module pointers and declarations again, at most once a minute, when the user moves to
 * another page or comes back to the tab: a module released since shows its new pages, and a module
 * this tab already runs offers a reload (`UpdateNotice`).
 */
export function useFreshModules(pathname: string): void {
  const known = useAtomValue(modulesAtom) !== null;
  useEffect(() => {
    if (known) readIfStale();
  }, [pathname, known]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') readIfStale();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}

/** Offers a reload while this tab runs an older release of a module than the one pointed at now. */
export function UpdateNotice() {
  const outdated = useAtomValue(outdatedModulesAtom);
  const { t } = useTranslation('shell');
  if (outdated.length === 0) return null;
  return (
    <div role="status" className="portal-update-notice">
      <span>{t('update.text')}</span>
      <button type="button" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
